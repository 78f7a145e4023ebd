// The one place that turns errors into responses: JSON of the house shape, never a stack or SQL.
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import {
  AppError,
  NotFoundError,
  PayloadTooLargeError,
  BadRequestError,
  isDatabaseUnavailable,
  ServiceUnavailableError,
  type FieldErrors,
} from "../lib/errors";
import { describeError, logger } from "../lib/logger";

function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Errors thrown by body-parser carry a `type` and a status. */
function fromBodyParser(err: { type?: string; status?: number }): AppError | undefined {
  if (err.type === "entity.too.large") return new PayloadTooLargeError();
  if (err.type === "entity.parse.failed") return new BadRequestError("요청 본문이 올바른 JSON이 아닙니다.", "INVALID_JSON");
  if (err.type && err.status && err.status >= 400 && err.status < 500) return new BadRequestError();
  return undefined;
}

/** One problem: its own message (e.g. "올바른 상담 상태를 선택해주세요"); several: a general one, details in `fields`. */
function validationMessage(error: ZodError): string {
  const messages = new Set(error.issues.map((issue) => issue.message));
  const [only] = messages;
  // Only our own (Korean) messages are shown as the headline; a library default stays in `fields`.
  return messages.size === 1 && /[가-힣]/.test(only) ? only : "입력값을 확인해주세요.";
}

export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new NotFoundError("요청한 API를 찾을 수 없습니다."));
};

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  let appError: AppError | undefined;
  if (err instanceof AppError) appError = err;
  else if (isDatabaseUnavailable(err)) {
    logger.warn("database unavailable", { method: req.method, path: req.path, ...describeError(err) });
    appError = new ServiceUnavailableError();
  } else if (err instanceof ZodError) appError = new AppError(400, "VALIDATION_FAILED", validationMessage(err), zodFieldErrors(err));
  else if (err && typeof err === "object") appError = fromBodyParser(err);

  if (!appError) {
    logger.error("unhandled error", { method: req.method, path: req.path, ...describeError(err) });
    // The id lets the office quote the failure to whoever reads the logs; it says nothing about the error.
    res
      .status(500)
      .json({ message: "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.", code: "INTERNAL_ERROR", requestId: res.locals.requestId });
    return;
  }
  if (appError.headers) res.set(appError.headers);
  const body: Record<string, unknown> = { message: appError.message, code: appError.code };
  if (appError.fields) body.fields = appError.fields;
  res.status(appError.status).json(body);
};
