import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fullCollection } from "./idle-collector";
import { cachedAnswer, createResponseCache } from "./response-cache";

/** A real guide's text, which brotli's best quality compresses visibly better than a quick one. */
const page = readFileSync("content/articles/fraud-complaint-response-guide.md");
const quick = brotliCompressSync(page, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.length },
});
const entry = { version: 1, status: 200, contentType: "text/html; charset=utf-8", cacheControl: "no-cache", raw: page };

describe("the response cache's brotli", () => {
  it("answers the first request at once, then every later one with the best brotli", async () => {
    const cache = createResponseCache();
    const first = cache.set("/a", entry);
    expect(brotliDecompressSync(first.br).equals(page)).toBe(true);
    expect(first.br.length).toBe(quick.length);
    await cache.compressed();
    const later = cache.get("/a", 1)!;
    expect(brotliDecompressSync(later.br).equals(page)).toBe(true);
    expect(later.br.length).toBeLessThan(quick.length);
    const answer = cachedAnswer({ method: "GET", headers: { "accept-encoding": "gzip, deflate, br" } }, later);
    expect(answer.headers).toEqual(expect.arrayContaining(["Content-Encoding", "br", "Content-Length", String(later.br.length)]));
    expect(answer.body).toBe(later.br);
  });

  it("leaves alone an entry replaced before its best brotli was made", async () => {
    const cache = createResponseCache();
    const old = cache.set("/a", entry);
    const replaced = cache.set("/a", { ...entry, version: 2, raw: Buffer.from("새 내용") });
    await cache.compressed();
    expect(old.br.length).toBe(quick.length);
    expect(brotliDecompressSync(cache.get("/a", 2)!.br).toString()).toBe("새 내용");
    expect(cache.get("/a", 1)).toBeUndefined();
    expect(replaced.etag).not.toBe(old.etag);
  });

  it("keeps no evicted page's bodies while the best brotlis are made", async () => {
    const gc = fullCollection()!;
    // Room for about three of these pages (each ~27 KB raw, barely compressible, so ~80 KB with its copies).
    const cache = createResponseCache(256 * 1024);
    const bodies: WeakRef<Buffer>[] = [];
    // Pages cached one after another, as by a crawl, faster than the best brotli is made.
    for (let n = 0; n < 60; n++) {
      const raw = Buffer.from(randomBytes(20_000).toString("base64"));
      bodies.push(new WeakRef(raw));
      cache.set(`/board?page=${n}`, { ...entry, raw });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    const alive = bodies.filter((ref) => ref.deref() !== undefined).length;
    expect(alive).toBeLessThanOrEqual(cache.stats().entries + 1);
    await cache.compressed();
    expect(cache.get("/board?page=59", 1)).toBeDefined();
  });
});
