// The one expectation the adversarial suite puts on a refused request: a 4xx (never a 5xx), a JSON body with
// a Korean message, and nothing written.
import { expect } from "vitest";
import type { Response } from "supertest";

const HANGUL = /[가-힣]/;

/** A 4xx (the given one when named) whose body says what is wrong in Korean. */
export function expectRefused(res: Response, status?: number): void {
  const where = `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  expect(res.status, where).toBeGreaterThanOrEqual(400);
  expect(res.status, where).toBeLessThan(500);
  if (status !== undefined) expect(res.status, where).toBe(status);
  expect(typeof res.body?.message, where).toBe("string");
  expect(res.body.message, where).toMatch(HANGUL);
}

/** Never a server error, whatever the answer. */
export function expectNoServerError(res: Response): void {
  expect(res.status, `${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
}

/** `depth` levels of nested arrays, as JSON text (no recursion on our side). */
export function nestedJson(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}
