import { Router } from "express";
import { loginSchema, secondFactorSchema, type CurrentUser, type SessionUser } from "@shared/auth/account-input";
import { UnauthorizedError } from "../lib/errors";
import type { Auth } from "../middleware/auth";
import type { TwoFactorService } from "../services/two-factor.service";

export const SECOND_FACTOR_EXPIRED_MESSAGE = "인증 시간(5분)이 지났습니다. 처음부터 다시 로그인해주세요.";

/** Public: sign in (password, then the second factor when the user has one), sign out, who am I. */
export function authRoutes(auth: Auth, twoFactor: TwoFactorService): Router {
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
    const user = await twoFactor.verifySignIn(pending, code, auth.clientOf(req, pending.username));
    await auth.logIn(req, user);
    auth.trustDevice(res, user.username);
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
