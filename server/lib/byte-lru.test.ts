import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createByteLru } from "./byte-lru";
import { createResponseCache } from "./response-cache";

describe("caches bounded by bytes", () => {
  it("drops the least recently used entry once its bytes pass the limit", () => {
    const lru = createByteLru<string>(10_000, (v) => v.length);
    lru.set("a", "x".repeat(3000));
    lru.set("b", "x".repeat(3000));
    lru.get("a"); // a is now newer than b
    lru.set("c", "x".repeat(3000));
    expect([...lru.keys()]).toEqual(["b", "a", "c"]);
    lru.set("d", "x".repeat(3000));
    expect(lru.has("b")).toBe(false);
    expect([...lru.keys()]).toEqual(["a", "c", "d"]);
    expect(lru.bytes).toBeLessThanOrEqual(10_000);
    lru.set("huge", "x".repeat(20_000));
    expect(lru.has("huge")).toBe(false);
  });

  it("keeps a response cache of pages within its bytes, the oldest page gone first", async () => {
    const cache = createResponseCache(1024 * 1024);
    // Pages that barely compress: their gzip and brotli copies weigh as much as the page.
    const page = () => Buffer.from(randomBytes(45_000).toString("base64"));
    for (let n = 0; n < 12; n++)
      cache.set(`/board?page=${n}`, { version: 1, status: 200, contentType: "text/html", cacheControl: "no-cache", raw: page() });
    await cache.compressed();
    const { bytes, entries, maxBytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBeLessThan(12);
    expect(cache.get("/board?page=0", 1)).toBeUndefined();
    expect(cache.get("/board?page=11", 1)).toBeDefined();
  });
});
