// The trusted-device cookie: after a complete sign-in with the second factor, the browser gets a signed token
// naming the username (by hash) it proved itself for. With it, that device skips the per-username delay of the
// login limits, so a stranger failing on the name from elsewhere does not slow the administrator down. It grants
// nothing else: the password (and the code) are still required.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { usernameTag } from "../services/login-limit.service";

export const DEVICE_COOKIE_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** `__Host-device` on https (Secure, Path=/, no Domain), `device` on a plain-http local trial. */
export const deviceCookieName = (https: boolean) => (https ? "__Host-device" : "device");

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(`device:${payload}`).digest("base64url");

export function deviceToken(secret: string, username: string): string {
  const payload = `${usernameTag(username)}.${randomBytes(12).toString("base64url")}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** Whether the Cookie header carries a valid device token for `username`. */
export function isTrustedDevice(secret: string, cookieHeader: string | undefined, name: string, username: string): boolean {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  const [tag, nonce, signature] = value?.split(".") ?? [];
  if (!tag || !nonce || !signature || tag !== usernameTag(username)) return false;
  const expected = Buffer.from(sign(secret, `${tag}.${nonce}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
