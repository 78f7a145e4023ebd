// Adversarial input to posts, search settings and uploads, and path traversal through every path parameter
// and file name: refused with a 4xx and a Korean message, nothing stored, never a 5xx, never a file from
// outside the uploads, and stored markup never breaks out of the page.
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { posts, rateLimits, seoSettings, uploads } from "@shared/schema";
import { pngImage } from "../helpers/images";
import { setupAdminApp } from "../helpers/admin-app";
import { contentSeeder } from "../../server/services/content-seed.service";
import { expectNoServerError, expectRefused } from "./refusal";

const app = setupAdminApp({ seeders: [contentSeeder] });
beforeEach(async () => {
  await app.t.database.db.delete(rateLimits);
});

const count = async (table: typeof posts | typeof seoSettings | typeof uploads) => (await app.t.database.db.select().from(table)).length;
const POST = { title: "음주운전 처벌 기준 정리", content: "본문입니다. ".repeat(40), categoryId: 4 };

describe("posts", () => {
  it.each([
    ["no title", { ...POST, title: "" }],
    ["a NUL in the title", { ...POST, title: "제목\u0000" }],
    ["a category that is not a number", { ...POST, categoryId: "abc" }],
    ["a negative category", { ...POST, categoryId: -1 }],
    ["a category that does not exist", { ...POST, categoryId: 999999 }],
    ["a slug climbing out", { ...POST, slug: "../admin" }],
    ["a slug with a slash", { ...POST, slug: "a/b" }],
    ["an unknown status", { ...POST, status: "hacked" }],
    ["a javascript: canonical address", { ...POST, canonicalUrl: "javascript:alert(1)" }],
    ["a javascript: share picture", { ...POST, ogImage: "javascript:alert(1)" }],
    ["a share picture on another host", { ...POST, ogImage: "//evil.example/x.png" }],
    ["a 250,000-character body", { ...POST, content: "가".repeat(250_000) }],
  ])("%s: refused, nothing stored", async (_label, body) => {
    const before = await count(posts);
    expectRefused(await app.admin.post("/api/posts").send(body));
    expect(await count(posts)).toBe(before);
  });

  it("keeps markup in a title and a body as text in the server HTML", async () => {
    const res = await app.admin.post("/api/posts").send({
      ...POST,
      title: "<script>alert(1)</script> 제목",
      content: `${POST.content}\n\n<img src=x onerror=alert(1)>\n\n[링크](javascript:alert(1))`,
    });
    expect(res.status).toBe(201);
    const listed = ((await request(app.t.app).get("/api/board-posts")).body as { id: number; category: string; slug: string }[]).find(
      (p) => p.id === res.body.post.id,
    )!;
    const page = await request(app.t.app).get(paths.article({ category: listed.category, slug: listed.slug }));
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; 제목");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
  });
});

describe("search settings", () => {
  it.each([
    ["an unknown page type", { pageType: "admin", title: "t", description: "d" }],
    ["a page id on a single page", { pageType: "home", pageId: "1", title: "t", description: "d" }],
    ["a NUL in the title", { pageType: "about", title: "t\u0000", description: "d" }],
    ["a javascript: canonical address", { pageType: "about", title: "t", description: "d", canonicalUrl: "javascript:alert(1)" }],
    ["an unknown robots value", { pageType: "about", title: "t", description: "d", robots: "all-the-things" }],
    ["structured data that is not JSON", { pageType: "about", title: "t", description: "d", structuredData: "{" }],
    ["a title as an object", { pageType: "about", title: { a: 1 }, description: "d" }],
  ])("%s: refused, nothing stored", async (_label, body) => {
    const before = await count(seoSettings);
    expectRefused(await app.admin.post("/api/seo-settings").send(body));
    expect(await count(seoSettings)).toBe(before);
  });

  it("cannot break out of the JSON-LD script with a </script> inside a value", async () => {
    const evil = JSON.stringify({ "@context": "https://schema.org", "@type": "LegalService", name: "</script><script>alert(1)</script>" });
    const res = await app.admin.patch("/api/seo-settings/page/contact").send({ structuredData: evil });
    expect(res.status).toBeLessThan(300);
    const html = (await request(app.t.app).get("/contact")).text;
    expect(html).not.toContain("</script><script>alert(1)</script>");
    expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
  });
});

describe("uploads", () => {
  const png = async () => `data:image/png;base64,${(await pngImage(200, 120)).toString("base64")}`;
  it.each([
    ["not a data URL", async () => ({ imageData: "https://evil.example/x.png", fileName: "x.png" })],
    [
      "an SVG (it could carry script)",
      async () => ({
        imageData: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString("base64")}`,
        fileName: "x.svg",
      }),
    ],
    [
      "text posing as a PNG",
      async () => ({ imageData: `data:image/png;base64,${Buffer.from("not an image at all").toString("base64")}`, fileName: "x.png" }),
    ],
    [
      "HTML posing as a PNG",
      async () => ({
        imageData: `data:image/png;base64,${Buffer.from("<html><script>alert(1)</script></html>").toString("base64")}`,
        fileName: "x.png",
      }),
    ],
    ["no image", async () => ({ fileName: "x.png" })],
  ])("%s: refused, nothing stored", async (_label, make) => {
    const before = await count(uploads);
    expectRefused(await app.admin.post("/api/upload/image").send(await make()));
    expect(await count(uploads)).toBe(before);
  });

  it.each(["../../x.png", "..\\..\\x.png", "x.png\u0000.svg", "/etc/passwd", "%2e%2e%2fx.png"])(
    "a file name %j never becomes a path",
    async (fileName) => {
      const res = await app.admin.post("/api/upload/image").send({ imageData: await png(), fileName, altText: "사진" });
      expectNoServerError(res);
      if (res.status === 201) expect(res.body.data.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
      else expectRefused(res);
    },
  );
});

describe("path traversal through every path parameter", () => {
  it.each([
    "/uploads/..%2f..%2fpackage.json",
    "/uploads/..%2F..%2Fetc%2Fpasswd",
    "/uploads/%2e%2e%2f%2e%2e%2fpackage.json",
    "/uploads/....//....//package.json",
    "/attached_assets/..%2f..%2fpackage.json",
    "/attached_assets/%2e%2e/%2e%2e/package.json",
    "/assets/..%2f..%2fpackage.json",
    "/board/..%2f..%2fpackage.json",
    "/board/traffic-accident/..%2f..%2f..%2fpackage.json",
    "/interview/..%2f..%2fpackage.json",
    "/privacy/..%2f..%2fpackage.json",
    "/post/..%2f..%2fetc%2fpasswd",
    "/api/board-posts/..%2f..%2fpackage.json",
    "/api/interviews/..%2f..%2fpackage.json",
    "/api/seo-settings/page/..%2f..%2fhome",
    "/%2e%2e/%2e%2e/package.json",
  ])("%s: 4xx, nothing from outside", async (path) => {
    const res = await request(app.t.app).get(path);
    expectNoServerError(res);
    expect(res.status, path).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain('"name": "criminal-defense-law-office"');
    expect(res.text).not.toMatch(/root:x:0:0/);
  });
});
