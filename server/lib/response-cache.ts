// Whole responses kept in memory per content version, stored pre-compressed (brotli and gzip) so a
// hit costs a map lookup and a write.
// Brotli at its best quality (11) takes about 90 ms for an article's 75 KB, too long to hold the event loop
// for the request that fills the cache; that request gets a quick brotli (quality 5, about 4 ms), and the
// entry's brotli is replaced by the best one as soon as the thread pool has made it (one article: 16.6 KB at
// quality 5, 15.4 KB at 11), so every later visitor gets the smallest page.
import { createHash } from "node:crypto";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";
import { matchPage } from "@shared/pages/page-map";
import { createByteLru } from "./byte-lru";
import { createSweeper } from "./sweeper";

/** For a URL whose content never changes (a content hash or version in it): browsers keep it a year. */
export const CACHE_FOR_A_YEAR = "public, max-age=31536000, immutable";

export interface CachedResponse {
  version: number;
  status: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** An article page's post, whose view each answer counts (the page route and the fast path). */
  articleId?: number;
  /** Further headers of the answer, as a flat name, value… list (a list's X-Total-Count and Link). */
  headers?: string[];
}

/** What an entry holds in memory: its three bodies and its strings. */
const entryBytes = (e: CachedResponse) =>
  e.raw.length +
  e.gzip.length +
  e.br.length +
  2 * (e.contentType.length + e.cacheControl.length + e.etag.length) +
  2 * (e.headers?.join("").length ?? 0);

const brotliAt = (quality: number, raw: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
});
const QUICK_BROTLI = 5;
const BEST_BROTLI = 11;

/** The default bound of one cache: 32 MB of bodies (raw, gzip and brotli together). */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Kept by bytes, least recently used out (byte-lru.ts): the whole archive crawled once leaves at most
 * `maxBytes` behind, however many pages it has.
 */
export function createResponseCache(maxBytes = DEFAULT_CACHE_BYTES) {
  const entries = createByteLru<CachedResponse>(maxBytes, entryBytes);
  // The keys whose entry still has the quick brotli, made one at a time: a content change that empties the
  // cache must not fill the thread pool, which file access and password hashing share. Keys, not entries: a crawl
  // caches pages faster than the best brotli is made, and a page evicted meanwhile leaves with its bodies instead
  // of waiting in the queue.
  const pending = new Set<string>();
  // The entry cached now, without making it the most recently used.
  const peek = (key: string) => entries.peek(key);
  const bestBrotli = (raw: Buffer) =>
    new Promise<Buffer | undefined>((resolve) =>
      brotliCompress(raw, brotliAt(BEST_BROTLI, raw), (err, out) => resolve(err ? undefined : out)),
    );
  /** Gives each pending key's entry, if still cached, the best brotli (keys added meanwhile included). */
  const compressor = createSweeper(
    async () => {
      for (const key of pending) {
        pending.delete(key);
        const entry = peek(key);
        if (!entry) continue;
        const better = await bestBrotli(entry.raw);
        if (better && peek(key) === entry && better.length < entry.br.length) {
          entry.br = better;
          entries.resize(key);
        }
      }
    },
    { name: "best brotli" },
  );
  return {
    /** How many answers are kept now. */
    entryCount: () => entries.size,
    get(key: string, version: number): CachedResponse | undefined {
      const hit = entries.peek(key);
      if (!hit || hit.version !== version) return undefined;
      return entries.get(key);
    },
    set(key: string, entry: Omit<CachedResponse, "gzip" | "br" | "etag">): CachedResponse {
      const full: CachedResponse = {
        ...entry,
        etag: `W/"${createHash("sha1").update(entry.raw).digest("base64url").slice(0, 20)}"`,
        gzip: gzipSync(entry.raw, { level: 9 }),
        br: brotliCompressSync(entry.raw, brotliAt(QUICK_BROTLI, entry.raw)),
      };
      entries.set(key, full);
      pending.add(key);
      compressor.trigger();
      return full;
    },
    /** Resolves when every brotli of the best quality under way is made (tests wait for it). */
    compressed: () => compressor.flush(),
    clear: () => entries.clear(),
    /** Bytes held now and the bound (the memory figures of docs/performance.md). */
    stats: () => ({ entries: entries.size, bytes: entries.bytes, maxBytes: entries.maxBytes }),
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * What a cached response answers a request: 304 to a matching ETag, else the encoding the client accepts
 * (brotli, gzip or none). Headers as a flat name, value, name, value… list.
 */
export function cachedAnswer(
  req: Pick<IncomingMessage, "headers" | "method">,
  entry: CachedResponse,
): { status: number; headers: string[]; body?: Buffer } {
  const headers = [
    "Content-Type",
    entry.contentType,
    "Cache-Control",
    entry.cacheControl,
    "Vary",
    "Accept-Encoding",
    "ETag",
    entry.etag,
    ...(entry.headers ?? []),
  ];
  if (entry.status === 200 && req.headers["if-none-match"] === entry.etag) return { status: 304, headers };
  const accept = req.headers["accept-encoding"] ?? "";
  let body = entry.raw;
  if (/\bbr\b/.test(accept)) {
    headers.push("Content-Encoding", "br");
    body = entry.br;
  } else if (/\bgzip\b/.test(accept)) {
    headers.push("Content-Encoding", "gzip");
    body = entry.gzip;
  }
  headers.push("Content-Length", String(body.length));
  return { status: entry.status, headers, body: req.method === "HEAD" ? undefined : body };
}

/** Sends a cached response (cachedAnswer) after the headers already set on `res`. */
export function sendCached(req: Pick<IncomingMessage, "headers" | "method">, res: ServerResponse, entry: CachedResponse): void {
  const answer = cachedAnswer(req, entry);
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/**
 * The cache key of a URL: its path and, of its query, only `params` (the ones the answer depends on), in a fixed
 * order, whole numbers written plainly; null when the answer is not to be cached: a search text (`q`), since
 * each is different and anyone could fill the cache with them. Any other parameter (?x=N, a tracking tag) is
 * left out, so it cannot make a new entry.
 */
function cacheKeyOf(url: string, params: readonly string[]): string | null {
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  if (mark === -1) return path;
  const query = new URLSearchParams(url.slice(mark + 1));
  if ((query.get("q") ?? "").trim() !== "") return null;
  const kept = params.flatMap((name) => {
    const value = query.get(name);
    // An empty value stays in the key: the route refuses it, and a refusal must not find the list's entry.
    if (value === null) return [];
    return [`${name}=${encodeURIComponent(/^\d{1,15}$/.test(value) ? String(Number(value)) : value)}`];
  });
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}

/** The query parameters each cached JSON answer reads (other paths: none). */
const JSON_KEY_PARAMS: Record<string, readonly string[]> = { "/api/board-posts": ["category", "page", "limit"] };

/** The cache key of a JSON answer (null: not cached), the same in the route and the fast path. */
export function jsonCacheKey(url: string): string | null {
  const mark = url.indexOf("?");
  const key = cacheKeyOf(url, JSON_KEY_PARAMS[mark === -1 ? url : url.slice(0, mark)] ?? []);
  return key === null ? null : `json:${key}`;
}

/**
 * The cache key of a public page (null: not cached): only the board's lists read a parameter, `page`; a tool's
 * page with a query (the visitor's input) is never cached. A person's own page (a booking's manage link) never is.
 */
export function pageCacheKey(url: string): string | null {
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  const page = matchPage(path)?.page;
  if (page?.personal) return null;
  if (mark !== -1 && page && "inputQuery" in page && page.inputQuery) return null;
  return cacheKeyOf(url, page?.data === "boardPosts" ? ["page"] : []);
}

/**
 * A JSON body with headers of its own (a page of a list: X-Total-Count, Link), cached with it unless
 * `cacheable` is false (a page past the last: each number would be an entry of its own).
 */
export class JsonWithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
    readonly cacheable = true,
  ) {}
}

/**
 * A GET handler whose JSON answer is cached per content version under the request URL. Errors (e.g. a 404)
 * are passed on, never cached.
 */
export function cachedJson(cache: ResponseCache, version: () => number, produce: (req: Request) => Promise<unknown>) {
  return async (req: Request, res: Response) => {
    const key = jsonCacheKey(req.originalUrl);
    const v = version();
    const hit = key === null ? undefined : cache.get(key, v);
    if (hit) return sendCached(req, res, hit);
    const value = await produce(req);
    const withHeaders = value instanceof JsonWithHeaders ? value : undefined;
    if (key === null || withHeaders?.cacheable === false) {
      res.set("Cache-Control", "public, max-age=60");
      if (withHeaders) res.set(withHeaders.headers);
      return void res.json(withHeaders ? withHeaders.body : value);
    }
    const entry = cache.set(key, {
      version: v,
      status: 200,
      contentType: "application/json; charset=utf-8",
      cacheControl: "public, max-age=60",
      raw: Buffer.from(JSON.stringify(withHeaders ? withHeaders.body : value)),
      headers: withHeaders && Object.entries(withHeaders.headers).flat(),
    });
    sendCached(req, res, entry);
  };
}
