import type { Request } from "express";
import { z } from "zod";
import { changePasswordSchema, enrolmentConfirmSchema, passwordConfirmSchema, totpCodeSchema } from "@shared/auth/account-input";
import { AppError, BadRequestError } from "../lib/errors";
import { SECOND_FACTOR_LIMITS } from "../services/login-limit.service";
import type { Auth } from "../middleware/auth";
import { adminRouter, requireAdminChangingPassword, requireAdminEnrolling } from "../middleware/require-admin";
import type { AccountSecurityService } from "../services/account-security.service";
import { InvalidStepUpCodeError, type TwoFactorService } from "../services/two-factor.service";
import type { AccessLogService as AccessLog } from "../services/access-log.service";
import { actorOf, privateJson } from "./private-response";

/** An enrolment not confirmed within this time starts over (the secret shown is dropped). */
const ENROLMENT_TIMEOUT_MS = 15 * 60 * 1000;
const sessionHandleSchema = z.string().regex(/^[0-9a-f]{32}$/);
/** Wrong step-up codes a signed-in session may give within this window; the last of them signs it out. */
const STEP_UP_WINDOW_MS = 60 * 60 * 1000;

class StepUpEndedError extends AppError {
  constructor() {
    super(
      401,
      "STEP_UP_ENDED",
      `인증 코드가 ${SECOND_FACTOR_LIMITS.sessionWrongCodes}번 틀려 보안을 위해 로그아웃했습니다. 다시 로그인해주세요.`,
    );
  }
}

const userIdOf = (req: Request) => req.user!.id;
const clientOf = (req: Request) => ({ ip: req.ip ?? "unknown" });

/**
 * Administrator: their own account. Two-factor status and enrolment stay open to an administrator who must
 * still enrol, the password change to one whose generated first password must be changed (before enrolment);
 * the rest (turning it off, new recovery codes, sessions) needs a complete sign-in.
 */
export function accountRoutes(auth: Auth, twoFactor: TwoFactorService, security: AccountSecurityService, accessLog?: AccessLog) {
  const audit = (req: Request, action: "password-change" | "session-end", detail: string) =>
    accessLog?.record(actorOf(req), { action, detail });
  const enrolling = adminRouter(requireAdminEnrolling);
  const changing = adminRouter(requireAdminChangingPassword);
  const router = adminRouter();

  enrolling.get("/account/two-factor", async (req, res) => {
    privateJson(res, { ...(await twoFactor.status(userIdOf(req))), required: auth.twoFactorRequired });
  });

  // POST: it creates the secret kept in the session until confirmed (never over GET).
  enrolling.post("/account/two-factor/setup", async (req, res) => {
    const enrolment = await twoFactor.startEnrolment(userIdOf(req));
    req.session.totpSetup = { secret: enrolment.secret, at: Date.now() };
    privateJson(res, enrolment);
  });

  enrolling.post("/account/two-factor/enable", async (req, res) => {
    const { code, password } = enrolmentConfirmSchema.parse(req.body ?? {});
    const setup = req.session.totpSetup;
    if (!setup || Date.now() - setup.at > ENROLMENT_TIMEOUT_MS) {
      throw new BadRequestError("설정 시간이 지났습니다. 2단계 인증 설정을 처음부터 다시 시작해주세요.", "ENROLMENT_EXPIRED");
    }
    const recoveryCodes = await twoFactor.confirmEnrolment(userIdOf(req), setup.secret, { code, password }, clientOf(req));
    delete req.session.totpSetup;
    // Sessions signed in with the password alone end; this one goes on.
    await security.endOtherSessions(userIdOf(req), req.sessionID);
    privateJson(res, { success: true, message: "2단계 인증을 설정했습니다. 복구 코드를 안전한 곳에 보관해주세요.", recoveryCodes });
  });

  router.post("/account/two-factor/recovery-codes", async (req, res) => {
    const { code } = totpCodeSchema.parse(req.body ?? {});
    // The sign-in's rules for codes: counted per session in advance; the third wrong one ends the session.
    const given = await auth.countSessionCode(`step-up:${req.sessionID}`, STEP_UP_WINDOW_MS);
    const { sessionWrongCodes } = SECOND_FACTOR_LIMITS;
    if (given > sessionWrongCodes) {
      await auth.logOut(req, res);
      throw new StepUpEndedError();
    }
    let recoveryCodes: string[];
    try {
      recoveryCodes = await twoFactor.renewRecoveryCodes(userIdOf(req), code, clientOf(req));
    } catch (err) {
      if (err instanceof InvalidStepUpCodeError && given >= sessionWrongCodes) {
        await auth.logOut(req, res);
        throw new StepUpEndedError();
      }
      throw err;
    }
    privateJson(res, {
      success: true,
      message: "새 복구 코드를 만들었습니다. 이전 복구 코드는 더 이상 사용할 수 없습니다.",
      recoveryCodes,
    });
  });

  router.delete("/account/two-factor", async (req, res) => {
    const { password } = passwordConfirmSchema.parse(req.body ?? {});
    await twoFactor.disable(userIdOf(req), password, auth.twoFactorRequired, clientOf(req));
    privateJson(res, { success: true, message: "2단계 인증을 해제했습니다." });
  });

  // Open to an administrator whose generated first password must be changed before anything else.
  changing.post("/account/password", async (req, res) => {
    const input = changePasswordSchema.parse(req.body ?? {});
    const { sessionsEnded } = await security.changePassword(
      userIdOf(req),
      input.currentPassword,
      input.newPassword,
      req.sessionID,
      clientOf(req),
    );
    await audit(req, "password-change", `비밀번호 변경 · 다른 세션 ${sessionsEnded}개 종료`);
    const others = sessionsEnded > 0 ? ` 다른 기기의 로그인 ${sessionsEnded}개를 종료했습니다.` : "";
    privateJson(res, { success: true, message: `비밀번호를 변경했습니다.${others}`, sessionsEnded });
  });

  router.get("/account/sessions", async (req, res) => {
    privateJson(res, await security.listSessions(userIdOf(req), req.sessionID));
  });

  router.delete("/account/sessions/:id", async (req, res) => {
    const handle = sessionHandleSchema.safeParse(req.params.id);
    if (!handle.success) throw new BadRequestError("잘못된 세션 번호입니다.", "INVALID_ID");
    const { wasCurrent } = await security.endSession(userIdOf(req), handle.data, req.sessionID);
    await audit(req, "session-end", wasCurrent ? "이 기기의 세션 종료" : "다른 기기의 세션 1개 종료");
    if (wasCurrent) await auth.logOut(req, res);
    privateJson(res, { success: true, message: "선택한 기기에서 로그아웃했습니다.", signedOut: wasCurrent });
  });

  router.post("/account/sessions/sign-out-all", async (req, res) => {
    const ended = await security.endAllSessions(userIdOf(req));
    await audit(req, "session-end", `모든 기기에서 로그아웃 · 세션 ${ended}개 종료`);
    await auth.logOut(req, res);
    privateJson(res, { success: true, message: `모든 기기에서 로그아웃했습니다. (${ended}개 세션 종료)`, signedOut: true });
  });

  return [enrolling, changing, router];
}
