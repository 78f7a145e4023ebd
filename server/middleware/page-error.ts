// Errors of a public page: a small HTML page in Korean with the status (404, 503 with Retry-After when the
// database is unavailable, else 500 with the request's reference) and the office's number for urgent matters.
import type { ErrorRequestHandler } from "express";
import { paths } from "@shared/pages/page-map";
import { isDatabaseUnavailable } from "../lib/errors";
import { describeError, logger } from "../lib/logger";

/** `officePhone`: the office's number as last read (the database may be the reason for the error). */
export const pageErrorHandler =
  (officePhone: () => string): ErrorRequestHandler =>
  (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const unavailable = isDatabaseUnavailable(err);
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : unavailable ? 503 : 500;
    if (status === 500) logger.error("page render failed", { path: req.path, ...describeError(err) });
    if (unavailable) {
      logger.warn("database unavailable", { path: req.path, ...describeError(err) });
      res.set("Retry-After", "5");
    }
    const reference = status === 500 ? `<p>오류 번호: ${String(res.locals.requestId ?? "").replace(/[^A-Za-z0-9._:-]/g, "")}</p>` : "";
    res
      .status(status)
      .type("html")
      .send(
        `<!doctype html><html lang="ko"><meta charset="utf-8"><title>오류</title><body style="font-family:sans-serif;padding:2rem">` +
          (status === 404
            ? "<h1>404 Page Not Found</h1>"
            : `<h1>일시적인 오류가 발생했습니다.</h1><p>잠시 후 다시 시도해주세요. 급한 상담 전화: ${officePhone()}</p>${reference}`) +
          `<p><a href="${paths.home()}">홈으로</a></p></body></html>`,
      );
  };
