// Typed errors with stable codes. Services throw them; the error handler turns them into JSON.

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(fields: FieldErrors, message = "입력값을 확인해주세요.") {
    super(400, "VALIDATION_FAILED", message, fields);
  }
}

export class BadRequestError extends AppError {
  constructor(message = "잘못된 요청입니다.", code = "BAD_REQUEST") {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "로그인이 필요합니다.") {
    super(401, "UNAUTHORIZED", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "접근 권한이 없습니다.", code = "FORBIDDEN") {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "요청한 항목을 찾을 수 없습니다.") {
    super(404, "NOT_FOUND", message);
  }
}

export class ConflictError extends AppError {
  constructor(message = "이미 존재하는 항목입니다.", fields?: FieldErrors) {
    super(409, "CONFLICT", message, fields);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = "요청 크기가 너무 큽니다.") {
    super(413, "PAYLOAD_TOO_LARGE", message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = "JSON 형식(application/json)으로만 요청할 수 있습니다.") {
    super(415, "UNSUPPORTED_MEDIA_TYPE", message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, "TOO_MANY_REQUESTS", message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE = "일시적으로 서버에 연결할 수 없습니다. 입력하신 내용은 그대로 두고 잠시 후 다시 시도해주세요.";

/** The database cannot be reached right now (an outage, a restart, a failover): 503, try again shortly. */
export class ServiceUnavailableError extends AppError {
  constructor(message = DATABASE_UNAVAILABLE_MESSAGE) {
    super(503, "DB_UNAVAILABLE", message, undefined, { "Retry-After": "5" });
  }
}

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection closed|database closed/i;

/**
 * Whether `err`, or an error it wraps (drizzle wraps the driver's), says the database is out of reach: a socket
 * error, a connect timeout, or Postgres's own "connection exception" (08…) and "shutting down" (57P01–57P03).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code))) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}
