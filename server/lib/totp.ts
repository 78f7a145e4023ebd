// Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), as authenticator apps
// (Google Authenticator, Microsoft Authenticator, 1Password…) expect them, and the QR code that enrols one.
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { TOTP_DIGITS } from "@shared/auth/account-input";

const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clock drift, typing time). */
const TOTP_WINDOW = 1;

function totpFor(secret: string, label = "", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, the size RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}

/** The step (30-second counter) at `now` of a code valid within the window, or null. */
export function matchTotp(secret: string, code: string, now: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code of `secret` at `now` (tests, and nothing else). */
export function totpCodeAt(secret: string, now: number): string {
  return totpFor(secret).generate({ timestamp: now });
}

/** The QR code of `uri` as an SVG document, drawn here (no outside service sees the secret). */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}
