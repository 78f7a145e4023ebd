import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
  });
  it("counts IPv6 addresses per /64, whatever their spelling", () => {
    const key = addressKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:1234:5678:9abc")).toBe(key);
    expect(addressKey("2001:DB8:1:2:0:0:0:abcd")).toBe(key);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
  it("reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("::ffff:c000:201")).toBe("192.0.2.1");
  });
  it("leaves anything else alone", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
