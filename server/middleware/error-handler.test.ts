import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConflictError, TooManyRequestsError } from "../lib/errors";
import { setLogLevel } from "../lib/logger";
import { errorHandler } from "./error-handler";
import { requestId } from "./request-id";
import { captureLogs } from "../../tests/helpers/logs";

function appThrowing(err: unknown) {
  const app = express();
  app.use(requestId);
  app.get("/x", () => {
    throw err;
  });
  app.use(errorHandler);
  return app;
}

describe("error handler", () => {
  it("hides unknown errors behind a generic Korean 500 without stack or SQL", async () => {
    setLogLevel("silent");
    const res = await request(appThrowing(new Error('relation "users" does not exist at SELECT * FROM users'))).get("/x");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
      code: "INTERNAL_ERROR",
      requestId: res.headers["x-request-id"],
    });
    expect(res.text).not.toMatch(/SELECT|relation|at /);
  });

  it("logs a failure with the request's id (the one in X-Request-Id), and never the request's data", async () => {
    const lines = await captureLogs(async () => {
      const res = await request(appThrowing(new Error("boom")))
        .get("/x?phone=01012345678")
        .set("X-Request-Id", "proxy-abc-123");
      expect(res.headers["x-request-id"]).toBe("proxy-abc-123");
      // An id that is not well formed is replaced by a new one.
      const odd = await request(appThrowing(new Error("boom")))
        .get("/x")
        .set("X-Request-Id", "<script>");
      expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    });
    expect(lines.filter((l) => l.msg === "unhandled error")[0]).toEqual(
      expect.objectContaining({ requestId: "proxy-abc-123", path: "/x", error: "Error" }),
    );
    expect(JSON.stringify(lines)).not.toContain("01012345678");
  });

  it("maps typed errors to their status, code and headers", async () => {
    const conflict = await request(appThrowing(new ConflictError("이미 사용 중인 슬러그입니다.", { slug: ["중복"] }))).get("/x");
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ message: "이미 사용 중인 슬러그입니다.", code: "CONFLICT", fields: { slug: ["중복"] } });
    const limited = await request(appThrowing(new TooManyRequestsError("잠시 후 다시 시도해주세요.", 90))).get("/x");
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBe("90");
  });

  it("turns a zod error into 400 with Korean field messages", async () => {
    const schema = z.object({ name: z.string().min(1, "이름을 입력해주세요") });
    const result = schema.safeParse({ name: "" });
    const res = await request(appThrowing(result.error)).get("/x");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.fields).toEqual({ name: ["이름을 입력해주세요"] });
  });
});
