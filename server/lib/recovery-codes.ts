// Recovery codes for two-factor sign-in: ten random codes shown once, kept only as salted scrypt hashes (a
// per-code salt; a lighter cost than a password's, since each code has 50 bits of randomness and a sign-in
// may compare a code with all ten). Rows written before, as an unsalted SHA-256, are still accepted.
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH } from "@shared/auth/account-input";
import { hashPassword, verifyPassword, type ScryptParams } from "./password";

const RECOVERY_CODE_COUNT = 10;

/** scrypt cost for recovery codes: 16 MB and a few tens of milliseconds per code. */
const RECOVERY_CODE_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };

/** `count` new codes in their normalised form (upper-case, no hyphen). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let code = "";
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    codes.add(code);
  }
  return [...codes];
}

/** A code as the administrator reads it: XXXXX-XXXXX. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const input = (code: string) => `recovery-code:${code}`;

/** The stored form of a normalised code: scrypt$N$r$p$salt$hash with a salt of its own. */
export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(input(code), RECOVERY_CODE_PARAMS);
}

/** The form stored before salted hashes: hex SHA-256, no salt. Kept for those rows (and their tests). */
export function legacyRecoveryCodeHash(code: string): string {
  return createHash("sha256").update(input(code)).digest("hex");
}

/** Whether a normalised code is the one `stored` was made from, in either stored form. */
export async function recoveryCodeMatches(code: string, stored: string): Promise<boolean> {
  if (stored.startsWith("scrypt$")) return verifyPassword(input(code), stored);
  const expected = Buffer.from(stored, "hex");
  const actual = Buffer.from(legacyRecoveryCodeHash(code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
