// Sign-in and account inputs: one schema for the login form (client) and the API / admin CLI (server).
import { z } from "zod";

export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused before hashing (scrypt cost grows with input). */
export const PASSWORD_MAX_LENGTH = 128;

const usernameField = z
  .string({ error: "사용자명을 입력해주세요" })
  .trim()
  .min(1, "사용자명을 입력해주세요")
  .max(USERNAME_MAX_LENGTH, `사용자명은 ${USERNAME_MAX_LENGTH}자 이하로 입력해주세요`);

export const loginSchema = z.object({
  username: usernameField,
  password: z
    .string({ error: "비밀번호를 입력해주세요" })
    .min(1, "비밀번호를 입력해주세요")
    .max(PASSWORD_MAX_LENGTH, `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하로 입력해주세요`),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A password an administrator chooses (CLI create / reset-password). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다 (at least ${PASSWORD_MIN_LENGTH} characters)`)
  .max(PASSWORD_MAX_LENGTH, `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하여야 합니다 (at most ${PASSWORD_MAX_LENGTH} characters)`);

export const newAccountSchema = z.object({ username: usernameField, password: newPasswordSchema });

/** The signed-in user as the API returns it (never the password hash). */
export interface SessionUser {
  id: number;
  username: string;
  role: string;
}
