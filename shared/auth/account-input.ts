// Sign-in and account inputs: one schema for the login form (client) and the API / admin CLI (server).
import { z } from "../lib/zod";
import { NUL_MESSAGE, noNul } from "../lib/text-fields";

const USERNAME_MAX_LENGTH = 50;
/** At least 12 characters (OWASP ASVS 2.1.1); no other composition rule. */
export const PASSWORD_MIN_LENGTH = 12;
/** Longer passwords are refused before hashing (scrypt cost grows with input). */
export const PASSWORD_MAX_LENGTH = 128;

const usernameField = z
  .string({ error: "사용자명을 입력해주세요" })
  .trim()
  .min(1, "사용자명을 입력해주세요")
  .max(USERNAME_MAX_LENGTH, `사용자명은 ${USERNAME_MAX_LENGTH}자 이하로 입력해주세요`)
  // A NUL cannot be stored or looked up as Postgres text: refused here, not as a database error.
  .refine(noNul, NUL_MESSAGE);

export const loginSchema = z.object({
  username: usernameField,
  password: z
    .string({ error: "비밀번호를 입력해주세요" })
    .min(1, "비밀번호를 입력해주세요")
    .max(PASSWORD_MAX_LENGTH, `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하로 입력해주세요`),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A password an administrator chooses (CLI create / reset-password, the account screen). */
export const newPasswordSchema = z
  .string({ error: "새 비밀번호를 입력해주세요" })
  .min(PASSWORD_MIN_LENGTH, `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다`)
  .max(PASSWORD_MAX_LENGTH, `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하여야 합니다`);

export const newAccountSchema = z.object({ username: usernameField, password: newPasswordSchema });

/** Current password, new password and its repetition (the account screen). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "현재 비밀번호를 입력해주세요" })
      .min(1, "현재 비밀번호를 입력해주세요")
      .max(PASSWORD_MAX_LENGTH, `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하로 입력해주세요`),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: "새 비밀번호를 한 번 더 입력해주세요" }).min(1, "새 비밀번호를 한 번 더 입력해주세요"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "새 비밀번호가 일치하지 않습니다" })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ["newPassword"], message: "현재 비밀번호와 다른 비밀번호를 입력해주세요" });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Two-factor sign-in: a code has 6 digits; a recovery code 10 letters and digits (shown as XXXXX-XXXXX). */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const RECOVERY_CODE_LENGTH = 10;
const CODE_PATTERN = /^\d{6}$/;
const RECOVERY_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** A typed code without spaces and hyphens, upper-cased (recovery codes are case-insensitive). */
function normalizeSecondFactorCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

export function isTotpCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

export function isRecoveryCode(code: string): boolean {
  return RECOVERY_PATTERN.test(code);
}

/** The second step of signing in: an authenticator code or a recovery code. */
export const secondFactorSchema = z.object({
  code: z
    .string({ error: "인증 코드를 입력해주세요" })
    .max(40, "인증 코드 6자리 또는 복구 코드를 입력해주세요")
    .transform(normalizeSecondFactorCode)
    .refine((code) => code.length > 0, "인증 코드를 입력해주세요")
    .refine((code) => isTotpCode(code) || isRecoveryCode(code), "인증 코드 6자리 또는 복구 코드를 입력해주세요"),
});
export type SecondFactorInput = z.input<typeof secondFactorSchema>;

/** The authenticator code alone (enrolment and new recovery codes). */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: "인증 코드를 입력해주세요" })
    .max(40, "인증 앱에 표시된 6자리 숫자를 입력해주세요")
    .transform(normalizeSecondFactorCode)
    .refine((code) => code.length > 0, "인증 코드를 입력해주세요")
    .refine(isTotpCode, "인증 앱에 표시된 6자리 숫자를 입력해주세요"),
});

/** Confirming enrolment: the first authenticator code and the account's password again (a left-open session alone cannot add a factor). */
export const enrolmentConfirmSchema = totpCodeSchema.extend({ password: loginSchema.shape.password });
export type EnrolmentConfirmInput = z.input<typeof enrolmentConfirmSchema>;

/** The password alone (turning two-factor sign-in off). */
export const passwordConfirmSchema = z.object({ password: loginSchema.shape.password });

/** The signed-in user as the API returns it (never the password hash). */
export interface SessionUser {
  id: number;
  username: string;
  role: string;
  /** Whether this account signs in with a second factor. */
  twoFactorEnabled: boolean;
  /** Signed in with a generated first password: until it is changed, only the password change is open. */
  mustChangePassword: boolean;
}

/** GET /api/user: the session user, and whether this site requires a second factor (then, until enrolled, only enrolment is open). */
export interface CurrentUser extends SessionUser {
  twoFactorRequired: boolean;
}

/** GET /api/account/two-factor. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/** POST /api/account/two-factor/setup: the secret to scan, kept in the session until confirmed. */
export interface TwoFactorEnrolment {
  secret: string;
  /** The otpauth:// address in the QR code. */
  uri: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
}

/** One of the signed-in user's sessions (GET /api/account/sessions). */
export interface AccountSession {
  /** A stand-in for the session id (its hash): the id itself never leaves the server. */
  id: string;
  device: string;
  ip: string | null;
  signedInAt: string | null;
  lastSeenAt: string;
  current: boolean;
}
