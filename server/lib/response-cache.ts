// Whole responses kept in memory per content version, stored pre-compressed (brotli and gzip) so a
// hit costs a map lookup and a write.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

export interface CachedResponse {
  version: number;
  status: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export function createResponseCache(maxEntries = 300) {
  const entries = new Map<string, CachedResponse>();
  return {
    get(key: string, version: number): CachedResponse | undefined {
      const hit = entries.get(key);
      if (!hit || hit.version !== version) return undefined;
      return hit;
    },
    set(key: string, entry: Omit<CachedResponse, "gzip" | "br" | "etag">): CachedResponse {
      const full: CachedResponse = {
        ...entry,
        etag: `W/"${createHash("sha1").update(entry.raw).digest("base64url").slice(0, 20)}"`,
        gzip: gzipSync(entry.raw, { level: 9 }),
        br: brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: entry.raw.length } }),
      };
      if (entries.size >= maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value!);
      entries.set(key, full);
      return full;
    },
    clear: () => entries.clear(),
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

/** Sends a cached response, choosing the encoding the client accepts and answering 304 to a matching ETag. */
export function sendCached(req: Request, res: Response, entry: CachedResponse): void {
  res.status(entry.status);
  res.setHeader("Content-Type", entry.contentType);
  res.setHeader("Cache-Control", entry.cacheControl);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", entry.etag);
  if (entry.status === 200 && req.headers["if-none-match"] === entry.etag) {
    res.status(304).end();
    return;
  }
  const accept = String(req.headers["accept-encoding"] ?? "");
  let body = entry.raw;
  if (/\bbr\b/.test(accept)) {
    res.setHeader("Content-Encoding", "br");
    body = entry.br;
  } else if (/\bgzip\b/.test(accept)) {
    res.setHeader("Content-Encoding", "gzip");
    body = entry.gzip;
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A GET handler whose JSON answer is cached per content version under the request URL. Errors (e.g. a 404)
 * are passed on, never cached.
 */
export function cachedJson(cache: ResponseCache, version: () => number, produce: (req: Request) => Promise<unknown>) {
  return async (req: Request, res: Response) => {
    const key = `json:${req.originalUrl}`;
    const v = version();
    const hit = cache.get(key, v);
    if (hit) return sendCached(req, res, hit);
    const value = await produce(req);
    const entry = cache.set(key, {
      version: v,
      status: 200,
      contentType: "application/json; charset=utf-8",
      cacheControl: "public, max-age=60",
      raw: Buffer.from(JSON.stringify(value)),
    });
    sendCached(req, res, entry);
  };
}
