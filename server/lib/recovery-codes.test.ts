import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashRecoveryCode, legacyRecoveryCodeHash, newRecoveryCodes, recoveryCodeMatches } from "./recovery-codes";

describe("recovery code hashes", () => {
  it("are salted scrypt hashes: the same code gives two different hashes, each matching only that code", async () => {
    const [code, other] = newRecoveryCodes(2);
    const first = await hashRecoveryCode(code);
    const second = await hashRecoveryCode(code);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(second).not.toBe(first);
    expect(first.split("$")[4]).not.toBe(second.split("$")[4]);
    expect(first).not.toContain(code);
    expect(await recoveryCodeMatches(code, first)).toBe(true);
    expect(await recoveryCodeMatches(code, second)).toBe(true);
    expect(await recoveryCodeMatches(other, first)).toBe(false);
  });

  it("still match a row stored before as an unsalted SHA-256", async () => {
    const [code, other] = newRecoveryCodes(2);
    const stored = createHash("sha256").update(`recovery-code:${code}`).digest("hex");
    expect(legacyRecoveryCodeHash(code)).toBe(stored);
    expect(await recoveryCodeMatches(code, stored)).toBe(true);
    expect(await recoveryCodeMatches(other, stored)).toBe(false);
    expect(await recoveryCodeMatches(code, "a".repeat(64))).toBe(false);
    expect(await recoveryCodeMatches(code, "not hex")).toBe(false);
  });
});
