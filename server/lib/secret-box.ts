// Encryption at rest for small secrets the server must read back (the administrators' TOTP secrets):
// AES-256-GCM, a random 96-bit IV per value, stored as `v1:<iv>:<tag>:<ciphertext>` (base64url). A value
// without the prefix is a row written before encryption (plain base32) and is read as it is; it is
// encrypted the next time it is written (two-factor.service re-saves it at the next accepted code).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const PREFIX = "v1:";

export interface SecretBox {
  seal(plain: string): string;
  open(stored: string): string;
  /** Whether `stored` is still in the old, unencrypted form. */
  isPlain(stored: string): boolean;
}

/**
 * The key: TOTP_ENCRYPTION_KEY (64 hex digits or base64 of 32 bytes), or — only where env.ts allows its absence,
 * a plain-http local trial — one derived from the session secret with HKDF, so local trials keep working.
 */
export function secretKey(configured: string | undefined, sessionSecret: string): Buffer {
  if (configured) return Buffer.from(configured, /^[0-9a-fA-F]{64}$/.test(configured) ? "hex" : "base64");
  return Buffer.from(hkdfSync("sha256", sessionSecret, "totp-secret-box", "law-office totp secrets v1", 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("the secret key must be 32 bytes");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return PREFIX + [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(":");
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, data] = stored
        .slice(PREFIX.length)
        .split(":")
        .map((part) => Buffer.from(part, "base64url"));
      const decipher = createDecipheriv("aes-256-gcm", key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString("utf8");
    },
    isPlain: (stored) => !stored.startsWith(PREFIX),
  };
}
