// The hottest public answers, already cached per content version, served in front of Express: a map lookup
// and a write, as a caching proxy would. Express's router and middleware cost more than the answer itself
// here (measured: the post list at about a third of a bare server's throughput through Express, a cached
// article page at about 55–60%). Two kinds:
// - the public lists as JSON (`/api/board-posts`, `/api/interviews`, an interview), under jsonCacheKey;
// - the rendered public pages, under their URL. Only the page route stores there, and only a public page it
//   answered 200 (pages.routes.ts), so a hit is a page Express would answer the same; the route's work for
//   every answer, hit or not (an article's view), is done here too (`onPageHit`), and the request is logged
//   as Express's request log does.
// Everything else, including a miss (which fills the cache), goes to Express unchanged. The answer is the one
// Express would give: the same cached bytes and headers (cachedAnswer), the security headers, an
// X-Request-Id, and `Connection: close` while the server drains.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { withRequestId } from "../lib/logger";
import { cachedAnswer, jsonCacheKey, pageCacheKey, type CachedResponse, type ResponseCache } from "../lib/response-cache";
import { requestIdOf } from "./request-id";
import { logRequest } from "./request-log";
import type { HeaderTable } from "./security-headers";

export interface FastPathOptions {
  json: {
    cache: ResponseCache;
    /** Paths whose GET answers are taken from the cache: exact, or every path under one ending in "/". */
    paths: readonly string[];
  };
  pages?: {
    cache: ResponseCache;
    /** What the page route does for every answer it gives from the cache (an article's view), awaited first. */
    onPageHit?: (req: IncomingMessage, entry: CachedResponse) => Promise<unknown> | undefined;
  };
  version: () => number;
  /** Headers every answer carries (the security headers), computed once. */
  headers: HeaderTable;
  draining: () => boolean;
}

export function cachedFastPath(options: FastPathOptions, next: RequestListener): RequestListener {
  // One flat list written with the status line: the cheapest way Node sends headers.
  const fixed = [...options.headers].flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((v) => [name, String(v)]).flat() : [name, String(value)],
  );
  const exact = new Set(options.json.paths.filter((p) => !p.endsWith("/")));
  const prefixes = options.json.paths.filter((p) => p.endsWith("/"));
  const servedJson = (path: string) => exact.has(path) || prefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
  const { cache: pageCache, onPageHit } = options.pages ?? {};

  const send = (req: IncomingMessage, res: ServerResponse, id: string, hit: CachedResponse) => {
    const answer = cachedAnswer(req, hit);
    const headers = [...fixed, "X-Request-Id", id, ...answer.headers];
    if (options.draining()) headers.push("Connection", "close");
    res.writeHead(answer.status, headers);
    res.end(answer.body);
    return answer.status;
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next(req, res);
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const version = options.version();
    if (servedJson(path)) {
      const key = jsonCacheKey(url);
      const hit = key === null ? undefined : options.json.cache.get(key, version);
      if (hit) return void send(req, res, requestIdOf(req.headers["x-request-id"]), hit);
      return next(req, res);
    }
    const pageKey = path.startsWith("/api/") ? null : pageCacheKey(url);
    const page = pageKey === null ? undefined : pageCache?.get(pageKey, version);
    if (!page) return next(req, res);
    const start = process.hrtime.bigint();
    const id = requestIdOf(req.headers["x-request-id"]);
    const answer = () => logRequest(id, req.method!, path, send(req, res, id, page), start);
    const before = onPageHit && withRequestId(id, () => onPageHit(req, page));
    if (!before) return answer();
    // Should that work fail, Express's route does it again and answers as it does to any failure.
    before.then(answer, () => next(req, res));
  };
}
