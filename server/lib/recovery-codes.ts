// Recovery codes for two-factor sign-in: ten random codes shown once, kept only as hashes. Each has 50 bits
// of randomness, so a plain SHA-256 is enough (a slow hash is for guessable secrets such as passwords).
import { createHash, randomInt } from "node:crypto";
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH } from "@shared/validation/auth";

export const RECOVERY_CODE_COUNT = 10;

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

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(`recovery-code:${code}`).digest("hex");
}
