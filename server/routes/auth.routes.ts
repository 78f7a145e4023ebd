import { Router } from "express";
import { loginSchema } from "@shared/validation/auth";
import { UnauthorizedError } from "../lib/errors";
import type { Auth } from "../middleware/auth";

/** Public: sign in, sign out, who am I. */
export function authRoutes(auth: Auth): Router {
  const router = Router();

  router.post("/login", async (req, res) => {
    // Validated first: empty fields and over-long passwords never reach the limiter or the hash.
    req.body = loginSchema.parse(req.body ?? {});
    const user = await auth.authenticate(req, res);
    await auth.logIn(req, user);
    res.set("Cache-Control", "no-store").json({ success: true, message: "로그인되었습니다.", user });
  });

  router.post("/logout", async (req, res) => {
    await auth.logOut(req, res);
    res.set("Cache-Control", "no-store").json({ success: true, message: "로그아웃되었습니다." });
  });

  router.get("/user", (req, res) => {
    if (!req.user) throw new UnauthorizedError();
    const { id, username, role } = req.user;
    res.set("Cache-Control", "no-store").json({ id, username, role });
  });

  return router;
}
