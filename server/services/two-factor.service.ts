// Two-factor sign-in for administrators (개인정보의 안전성 확보조치 기준: a safe authentication means, such as a
// one-time password, for reaching a personal-data system over the internet).
// Enrolment: a new secret shown as a QR code and as text, confirmed with a first code; then ten single-use
// recovery codes are shown once and kept as salted scrypt hashes (lib/recovery-codes.ts). At sign-in, a wrong code counts toward the same lock
// as a wrong password, and an accepted code cannot be used again (the step of the last accepted code is kept).
import { readOfficeFacts } from "./site-settings.service";
import {
  isRecoveryCode,
  isTotpCode,
  type SessionUser,
  type TwoFactorEnrolment as Enrolment,
  type TwoFactorStatus,
} from "@shared/auth/account-input";
import type { Db, Executor } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../lib/errors";
import { logger } from "../lib/logger";
import { verifyPassword } from "../lib/password";
import { formatRecoveryCode, hashRecoveryCode, newRecoveryCodes, recoveryCodeMatches } from "../lib/recovery-codes";
import type { SecretBox } from "../lib/secret-box";
import { matchTotp, newTotpSecret, qrCodeSvg, totpUri } from "../lib/totp";
import { createSessionsStorage } from "../storage/sessions.storage";
import { createTwoFactorStorage } from "../storage/two-factor.storage";
import { createUsersStorage } from "../storage/users.storage";
import { toSessionUser } from "./auth.service";
import { usernameTag, type LoginClient, type LoginLimiter } from "./login-limit.service";

export const WRONG_CODE_MESSAGE = "인증 코드가 올바르지 않습니다. 인증 앱에 표시된 현재 코드를 입력해주세요.";
const WRONG_PASSWORD_MESSAGE = "비밀번호가 올바르지 않습니다";
export const USED_CODE_MESSAGE = "이미 사용한 인증 코드입니다. 인증 앱에 다음 코드가 표시되면 입력해주세요.";

export class InvalidSecondFactorError extends AppError {
  constructor(message = WRONG_CODE_MESSAGE) {
    super(401, "INVALID_SECOND_FACTOR", message);
  }
}

/** A wrong code at a step-up check (400 with the field, as before); the route counts it for the session. */
export class InvalidStepUpCodeError extends ValidationError {
  constructor(message: string) {
    super({ code: [message] });
  }
}

/** `box` encrypts the TOTP secrets at rest (lib/secret-box.ts); rows written before it are read as they are. */
export function createTwoFactorService(db: Db, limiter: LoginLimiter, box: SecretBox, clock: Clock = systemClock) {
  const users = createUsersStorage(db);
  const storage = createTwoFactorStorage(db);

  async function userOf(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  /** Whether `code` is the current authenticator code of `secret` and not used before (then it is spent). */
  async function spendTotp(userId: number, stored: string, code: string): Promise<"ok" | "wrong" | "used"> {
    const secret = box.open(stored);
    const step = matchTotp(secret, code, clock().getTime());
    if (step === null) return "wrong";
    if (!(await storage.claimStep(userId, step))) return "used";
    // A secret stored before encryption is encrypted now that it has proved itself.
    if (box.isPlain(stored)) await storage.replaceSecret(userId, stored, box.seal(secret));
    return "ok";
  }

  /** Ten new recovery codes with their hashes (slow: made before any transaction opens). */
  async function newCodes(): Promise<{ codes: string[]; hashes: string[] }> {
    const codes = newRecoveryCodes();
    return { codes, hashes: await Promise.all(codes.map(hashRecoveryCode)) };
  }

  /** Stores new recovery codes (the old ones stop working) and returns them formatted, to show once. */
  async function issueRecoveryCodes(executor: Executor, userId: number, fresh: { codes: string[]; hashes: string[] }): Promise<string[]> {
    await createTwoFactorStorage(executor).replaceRecoveryCodes(userId, fresh.hashes);
    return fresh.codes.map(formatRecoveryCode);
  }

  /** Spends the unused recovery code `code` is (compared with each stored hash); false when none is. */
  async function spendRecoveryCode(userId: number, code: string): Promise<boolean> {
    for (const row of await storage.unusedRecoveryCodeRows(userId)) {
      if (await recoveryCodeMatches(code, row.codeHash)) return storage.spendRecoveryCode(userId, row.id, clock());
    }
    return false;
  }

  return {
    async status(userId: number): Promise<TwoFactorStatus> {
      const user = await userOf(userId);
      return {
        enabled: user.totpSecret !== null,
        enabledAt: user.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: user.totpSecret ? await storage.unusedRecoveryCodes(userId) : 0,
      };
    },

    /** A new secret for `user` to scan; nothing is stored until `confirmEnrolment`. 409 when already on. */
    async startEnrolment(userId: number): Promise<Enrolment> {
      const user = await userOf(userId);
      if (user.totpSecret) throw new ConflictError("2단계 인증이 이미 설정되어 있습니다.");
      const secret = newTotpSecret();
      const uri = totpUri(secret, user.username, (await readOfficeFacts(db)).officeName);
      return { secret, uri, qrSvg: await qrCodeSvg(uri) };
    },

    /**
     * Turns two-factor sign-in on with `secret` once `code` proves the app has it; returns the recovery codes.
     * The password is asked again (checked under the sign-in limits): whoever finds a session left open cannot
     * tie the account to their own authenticator.
     */
    async confirmEnrolment(
      userId: number,
      secret: string,
      proof: { code: string; password: string },
      client: LoginClient,
    ): Promise<string[]> {
      const { code, password } = proof;
      const user = await userOf(userId);
      if (user.totpSecret) throw new ConflictError("2단계 인증이 이미 설정되어 있습니다.");
      const attempt = await limiter.admit(user.username, client);
      if (!(await verifyPassword(password, user.password))) {
        await limiter.failed(user.username, client, attempt);
        logger.warn("two-factor enrolment refused: wrong password", { userId, ip: client.ip });
        throw new ValidationError({ password: [WRONG_PASSWORD_MESSAGE] }, `${WRONG_PASSWORD_MESSAGE}.`);
      }
      await limiter.succeeded(user.username, client);
      const step = matchTotp(secret, code, clock().getTime());
      if (step === null) throw new ValidationError({ code: [WRONG_CODE_MESSAGE] }, WRONG_CODE_MESSAGE);
      const fresh = await newCodes();
      const codes = await db.transaction(async (tx) => {
        await createTwoFactorStorage(tx).enable(userId, box.seal(secret), step, clock());
        return issueRecoveryCodes(tx, userId, fresh);
      });
      logger.info("two-factor sign-in enabled", { userId });
      return codes;
    },

    /**
     * The second step of signing in: an authenticator code or a recovery code for the user who passed the
     * password step. Counted by address and toward the username's lock like a password attempt.
     */
    async verifySignIn(pending: { userId: number; username: string }, code: string, client: LoginClient): Promise<SessionUser> {
      await limiter.countAttempt(client.ip);
      const attempt = await limiter.admit(pending.username, client);
      // An authenticator code also counts for the account across addresses (429 while its codes are locked);
      // a recovery code does not, so the owner can still sign in with one.
      const counted = isTotpCode(code) ? await limiter.admitCode(pending.username) : undefined;
      const user = await users.findById(pending.userId);
      if (!user || !user.totpSecret) throw new UnauthorizedError("로그인 정보가 바뀌었습니다. 처음부터 다시 로그인해주세요.");
      let outcome: "ok" | "wrong" | "used" = "wrong";
      if (isTotpCode(code)) outcome = await spendTotp(user.id, user.totpSecret, code);
      else if (isRecoveryCode(code)) outcome = (await spendRecoveryCode(user.id, code)) ? "ok" : "wrong";
      if (outcome !== "ok") {
        await limiter.failed(pending.username, client, attempt);
        if (counted) await limiter.codeFailed(pending.username, client, counted);
        logger.warn("second factor failed", {
          user: usernameTag(pending.username),
          ip: client.ip,
          failures: attempt.failures,
          accountCodeFailures: counted?.count,
          replay: outcome === "used",
        });
        throw new InvalidSecondFactorError(outcome === "used" ? USED_CODE_MESSAGE : WRONG_CODE_MESSAGE);
      }
      if (counted) await limiter.codeAccepted(pending.username);
      await limiter.succeeded(pending.username, client);
      if (isRecoveryCode(code)) logger.warn("signed in with a recovery code", { userId: user.id });
      return toSessionUser(user);
    },

    /**
     * Ten new recovery codes, after a current authenticator code: throttled like a sign-in, and counted for the
     * account like a sign-in's code (the route ends the session after 3 wrong ones).
     */
    async renewRecoveryCodes(userId: number, code: string, client: LoginClient): Promise<string[]> {
      const user = await userOf(userId);
      if (!user.totpSecret) throw new BadRequestError("2단계 인증이 설정되어 있지 않습니다.");
      const attempt = await limiter.admit(user.username, client);
      const counted = await limiter.admitCode(user.username);
      const outcome = await spendTotp(userId, user.totpSecret, code);
      if (outcome !== "ok") {
        await limiter.failed(user.username, client, attempt);
        await limiter.codeFailed(user.username, client, counted);
        throw new InvalidStepUpCodeError(outcome === "used" ? USED_CODE_MESSAGE : WRONG_CODE_MESSAGE);
      }
      await limiter.codeAccepted(user.username);
      await limiter.succeeded(user.username, client);
      return issueRecoveryCodes(db, userId, await newCodes());
    },

    /** Turns two-factor sign-in off after the password; refused where the site requires it. */
    async disable(userId: number, password: string, required: boolean, client: LoginClient): Promise<void> {
      if (required) throw new ForbiddenError("이 사이트에서는 2단계 인증을 끌 수 없습니다.", "TWO_FACTOR_REQUIRED");
      const user = await userOf(userId);
      const attempt = await limiter.admit(user.username, client);
      if (!(await verifyPassword(password, user.password))) {
        await limiter.failed(user.username, client, attempt);
        throw new ValidationError({ password: [WRONG_PASSWORD_MESSAGE] }, `${WRONG_PASSWORD_MESSAGE}.`);
      }
      await limiter.succeeded(user.username, client);
      await storage.disable(userId);
      logger.info("two-factor sign-in disabled", { userId });
    },

    /** `npm run admin -- reset-2fa`: clears two-factor sign-in and signs the user out everywhere. */
    async reset(username: string): Promise<{ user: SessionUser; sessionsEnded: number }> {
      const user = await users.findByUsername(username);
      if (!user) throw new NotFoundError("해당 사용자를 찾을 수 없습니다. (no such user)");
      const sessionsEnded = await db.transaction(async (tx) => {
        await createTwoFactorStorage(tx).disable(user.id);
        return createSessionsStorage(tx).deleteForUser(user.id);
      });
      return { user: toSessionUser({ ...user, totpSecret: null }), sessionsEnded };
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
