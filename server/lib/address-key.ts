// The key a rate limit counts a client address under. An IPv4 address is one key. An IPv6 address counts per
// /64: a single host or cloud server usually holds a whole /64, so counting per /128 would give it 2^64 fresh
// budgets. An IPv4-mapped IPv6 address (::ffff:192.0.2.1) is its IPv4 address. Every limiter (sign-in, second
// factor, consultation submissions) keys its counters through this one function.
import { isIPv4, isIPv6 } from "node:net";

/** Expands an IPv6 address to its eight 16-bit groups (numbers); undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split("%")[0]!; // a zone id (fe80::1%eth0) is not part of the address
  if (!isIPv6(text)) return undefined;
  const groups: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  groups.push(...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right);
  return groups;
}

/** The counting key of `ip`: the IPv4 address itself, or the /64 prefix of an IPv6 address ("2001:db8:0:1::/64"). */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
