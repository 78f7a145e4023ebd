// Password hashing with scrypt (memory-hard) at OWASP's recommended cost.
// Stored form: scrypt$N$r$p$saltBase64$hashBase64, so the cost can be raised later.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { PASSWORD_MAX_LENGTH } from "@shared/auth/account-input";

/**
 * At most this many scrypt computations at once; the rest wait their turn. Each takes ~128 MB and a thread of
 * the pool that file access and compression share, so unauthenticated sign-in attempts cannot take them all.
 */
export const HASHING_CONCURRENCY = 2;
const waiting: (() => void)[] = [];
let running = 0;
/** The most computations seen running at once (for the test of the limit). */
export const hashingStats = { maxRunning: 0 };

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  hashingStats.maxRunning = Math.max(hashingStats.maxRunning, running);
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays the same), or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)))),
  );

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function maxmem({ N, r, p }: ScryptParams): number {
  return 128 * N * r * p + 128 * r * (p + 2) + 1024 * 1024;
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<string> {
  if (password.length > PASSWORD_MAX_LENGTH) throw new Error("password too long");
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: maxmem(params) });
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt" || password.length > PASSWORD_MAX_LENGTH) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  const params = { N, r, p };
  const key = await scrypt(password, salt, expected.length, { ...params, maxmem: maxmem(params) });
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the user does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
