import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("stores the scrypt parameters and a per-user salt", async () => {
    const a = await hashPassword("correct horse", FAST);
    const b = await hashPassword("correct horse", FAST);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[^$]+\$[^$]+$/);
    expect(a).not.toBe(b);
  });
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("correct horse", FAST);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("wrong horse", hash)).toBe(false);
  });
  it("uses OWASP's cost by default", async () => {
    const hash = await hashPassword("a-long-password");
    expect(hash.startsWith("scrypt$131072$8$1$")).toBe(true);
    expect(await verifyPassword("a-long-password", hash)).toBe(true);
  });
  it("rejects malformed hashes and over-long input", async () => {
    expect(await verifyPassword("x", "plaintext")).toBe(false);
    await expect(hashPassword("x".repeat(129), FAST)).rejects.toThrow();
  });
});
