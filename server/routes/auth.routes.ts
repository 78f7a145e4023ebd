import { Router } from "express";
import { loginSchema, secondFactorSchema, type CurrentUser, type SessionUser } from "@shared/auth/account-input";
import { AppError, UnauthorizedError } from "../lib/errors";
import { SECOND_FACTOR_TIMEOUT_MS, type Auth } from "../middleware/auth";
import { SECOND_FACTOR_LIMITS } from "../services/login-limit.service";
import type { AccessLogService as AccessLog } from "../services/access-log.service";
import { InvalidSecondFactorError, type TwoFactorService } from "../services/two-factor.service";

export const SECOND_FACTOR_EXPIRED_MESSAGE = "인증 시간(5분)이 지났습니다. 처음부터 다시 로그인해주세요.";
const SECOND_FACTOR_ENDED_MESSAGE = `인증 코드가 ${SECOND_FACTOR_LIMITS.sessionWrongCodes}번 틀렸습니다. 보안을 위해 처음부터 다시 로그인해주세요.`;
const OTHER_CLIENT_MESSAGE = "비밀번호를 입력한 기기와 다른 곳에서 보낸 인증 코드입니다. 이 기기에서 처음부터 다시 로그인해주세요.";

/** The half-signed-in state has ended: the password is needed again. */
class SecondFactorEndedError extends AppError {
  constructor() {
    super(401, "SECOND_FACTOR_ENDED", SECOND_FACTOR_ENDED_MESSAGE);
  }
}

/** Public: sign in (password, then the second factor when the user has one), sign out, who am I. */
export function authRoutes(auth: Auth, twoFactor: TwoFactorService, accessLog?: AccessLog): Router {
  const router = Router();
  const currentUser = ({ id, username, role, twoFactorEnabled, mustChangePassword }: SessionUser): CurrentUser => ({
    id,
    username,
    role,
    twoFactorEnabled,
    mustChangePassword,
    twoFactorRequired: auth.twoFactorRequired,
  });

  router.post("/login", async (req, res) => {
    // Validated first: empty fields and over-long passwords never reach the limiter or the hash.
    req.body = loginSchema.parse(req.body ?? {});
    const user = await auth.authenticate(req, res);
    res.set("Cache-Control", "no-store");
    if (user.twoFactorEnabled) {
      // Half signed in: the session holds only the pending sign-in; every other route still answers 401.
      await auth.beginSecondFactor(req, user);
      res.json({ success: true, twoFactorRequired: true, message: "인증 앱에 표시된 6자리 코드를 입력해주세요." });
      return;
    }
    await auth.logIn(req, user);
    res.json({ success: true, message: "로그인되었습니다.", user: currentUser(user) });
  });

  router.post("/login/second-factor", async (req, res) => {
    const { code } = secondFactorSchema.parse(req.body ?? {});
    const pending = auth.pendingLogin(req);
    if (!pending) throw new UnauthorizedError(SECOND_FACTOR_EXPIRED_MESSAGE);
    // Only the client that gave the password may give the code: a copied session cookie is worth nothing.
    if (!pending.sameClient) throw new UnauthorizedError(OTHER_CLIENT_MESSAGE);
    // Counted before the check, so parallel guesses on one session stop at the limit too.
    const given = await auth.countSessionCode(pending.key, SECOND_FACTOR_TIMEOUT_MS);
    const { sessionWrongCodes } = SECOND_FACTOR_LIMITS;
    if (given > sessionWrongCodes) {
      await auth.endPendingLogin(req);
      throw new SecondFactorEndedError();
    }
    let user: SessionUser;
    try {
      user = await twoFactor.verifySignIn(pending, code, auth.clientOf(req, pending.username));
    } catch (err) {
      if (err instanceof InvalidSecondFactorError && given >= sessionWrongCodes) {
        await auth.endPendingLogin(req);
        throw new SecondFactorEndedError();
      }
      throw err;
    }
    await auth.logIn(req, user);
    auth.trustDevice(res, user.username);
    // The device cookie skips the per-username delay for 90 days: who got one, from where, is on the record.
    await accessLog?.record(
      { id: user.id, username: user.username, ip: req.ip ?? "unknown" },
      {
        action: "trusted-device",
        detail: `2단계 인증 로그인 후 기기 신뢰 (${(req.get("user-agent") ?? "알 수 없는 기기").slice(0, 120)})`,
      },
    );
    res.set("Cache-Control", "no-store").json({ success: true, message: "로그인되었습니다.", user: currentUser(user) });
  });

  router.post("/logout", async (req, res) => {
    await auth.logOut(req, res);
    res.set("Cache-Control", "no-store").json({ success: true, message: "로그아웃되었습니다." });
  });

  router.get("/user", (req, res) => {
    if (!req.user) throw new UnauthorizedError();
    res.set("Cache-Control", "no-store").json(currentUser(req.user));
  });

  return router;
}
