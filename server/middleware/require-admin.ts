// Access to the back office: a signed-in user whose role is "admin".
import { Router, type RequestHandler } from "express";
import { ForbiddenError, UnauthorizedError } from "../lib/errors";

const ENROLMENT_REQUIRED_MESSAGE = "2단계 인증을 먼저 설정해주세요. 설정을 마치기 전에는 다른 기능을 이용할 수 없습니다.";

const PASSWORD_CHANGE_REQUIRED_MESSAGE = "처음 발급된 비밀번호를 새 비밀번호로 바꿔주세요. 변경하기 전에는 다른 기능을 이용할 수 없습니다.";
const passwordChangeRequired = () => new ForbiddenError(PASSWORD_CHANGE_REQUIRED_MESSAGE, "PASSWORD_CHANGE_REQUIRED");

/**
 * A signed-in administrator; with a generated first password, only the password change; then, until a required
 * second factor is set up, only the enrolment routes.
 */
const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new UnauthorizedError());
  if (req.user.role !== "admin") return next(new ForbiddenError());
  if (req.mustChangePassword) return next(passwordChangeRequired());
  if (req.mustEnrolTwoFactor) return next(new ForbiddenError(ENROLMENT_REQUIRED_MESSAGE, "TWO_FACTOR_ENROLMENT_REQUIRED"));
  next();
};

/** A signed-in administrator, also one who still has to set up the second factor (the enrolment routes). */
export const requireAdminEnrolling: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new UnauthorizedError());
  if (req.user.role !== "admin") return next(new ForbiddenError());
  if (req.mustChangePassword) return next(passwordChangeRequired());
  next();
};

/** A signed-in administrator, also one who must still change a generated password or enrol (the password change). */
export const requireAdminChangingPassword: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new UnauthorizedError());
  if (req.user.role !== "admin") return next(new ForbiddenError());
  if (req.mustEnrolTwoFactor && !req.mustChangePassword)
    return next(new ForbiddenError(ENROLMENT_REQUIRED_MESSAGE, "TWO_FACTOR_ENROLMENT_REQUIRED"));
  next();
};

type RouteFactory = Router["route"];
const METHODS = ["all", "get", "post", "put", "patch", "delete", "head", "options"] as const;

/**
 * A Router for administrator routes: every route defined on it (router.get/post/…/route) runs
 * requireAdmin first. The check sits on each route, not on the router as a whole, so the router can share
 * a mount point with public routers without blocking their paths. server/routes/route-table.test.ts
 * verifies that every non-public /api route answers 401/403.
 */
export function adminRouter(guard: RequestHandler = requireAdmin): Router {
  const router = Router();
  const createRoute: RouteFactory = router.route.bind(router);
  router.route = ((path: string) => {
    const route = createRoute(path);
    for (const method of METHODS) {
      const add = route[method].bind(route) as (...handlers: RequestHandler[]) => typeof route;
      (route as unknown as Record<string, unknown>)[method] = (...handlers: RequestHandler[]) => add(guard, ...handlers);
    }
    return route;
  }) as RouteFactory;
  return router;
}
