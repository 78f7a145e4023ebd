// Where the HTTP server listens: env.HOST (env.ts: 127.0.0.1 for a plain-http production site, which then
// refuses any other address), on env.PORT.
import http from "node:http";
import type { Env } from "./env";

export function listenOn(env: Pick<Env, "HOST" | "PORT">, handler: http.RequestListener, onListening?: () => void): http.Server {
  return http.createServer(handler).listen(env.PORT, env.HOST, onListening);
}
