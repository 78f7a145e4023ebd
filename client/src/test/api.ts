// The API for component tests: msw answers the app's fetch calls, so requests go through the real api-client.
// No handler is installed by default; a request nobody answers fails the test.
import { http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";

export const server = setupServer();

type Method = "get" | "post" | "put" | "patch" | "delete";
export type Reply = () => Response | Promise<Response>;

/** The JSON bodies the endpoint received, in order. */
export interface Received {
  bodies: unknown[];
}

/**
 * Answers `method path` with the replies in turn (the last one repeats) and records each JSON body.
 * Paths are relative, as the app requests them; msw resolves both against the jsdom page address.
 */
export function answer(method: Method, path: string, ...replies: Reply[]): Received {
  const received: Received = { bodies: [] };
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.text();
      received.bodies.push(text ? JSON.parse(text) : undefined);
      const reply = replies[Math.min(received.bodies.length, replies.length) - 1];
      return reply();
    }),
  );
  return received;
}

/** A JSON answer of the server's shape: `{ message, code }` for errors, the route's own body otherwise. */
export const json =
  (body: JsonBodyType, status = 200, headers?: Record<string, string>): Reply =>
  () =>
    HttpResponse.json(body, { status, headers });

/** The connection fails (offline, server unreachable): fetch rejects with a TypeError. */
export const networkError: Reply = () => HttpResponse.error();
