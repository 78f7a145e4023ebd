// CSRF defence by the browser's own headers: a state-changing API request sent by another site's page is
// refused. Browsers send Origin on every cross-origin POST/PUT/PATCH/DELETE (and Sec-Fetch-Site where Origin
// is missing); scripts and curl send neither and pass (they hold no victim's cookie).
import type { RequestHandler } from "express";
import { ForbiddenError } from "../lib/errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

class CrossSiteRequestError extends ForbiddenError {
  constructor() {
    super("다른 사이트에서 보낸 요청은 처리할 수 없습니다.", "CROSS_SITE_REQUEST");
  }
}

/** Allows the site's public origin and the origin the request was addressed to. */
export function sameOrigin(publicSiteUrl: string): RequestHandler {
  const siteOrigin = new URL(publicSiteUrl).origin;
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const origin = req.get("origin");
    if (origin !== undefined) {
      const sent = originOf(origin);
      const own = originOf(`${req.protocol}://${req.get("host")}`);
      if (sent === undefined || (sent !== siteOrigin && sent !== own)) return next(new CrossSiteRequestError());
      return next();
    }
    if (req.get("sec-fetch-site") === "cross-site") return next(new CrossSiteRequestError());
    next();
  };
}

/** The normalised origin of a URL, or undefined for "null" and anything unparsable. */
function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}
