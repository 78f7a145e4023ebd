// How search engines find the site: the RSS feed, the verification tags in every page, and IndexNow
// announcements of changed posts (sent to a local HTTP server that speaks the IndexNow protocol).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { posts } from "@shared/schema";
import { signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { contentSeeder } from "../services/content-seed.service";
import { createIndexNow } from "../services/indexnow.service";

/** A local IndexNow endpoint: records each POST body and answers with the statuses given, then 200. */
async function indexNowServer(statuses: number[] = [], hang = false) {
  const received: Array<{ host: string; key: string; keyLocation: string; urlList: string[] }> = [];
  const answers = [...statuses];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push(JSON.parse(body));
      if (hang) return; // never answers
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`;
  return { url, received, close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) };
}

describe("rss.xml", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seeders: [contentSeeder] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists published posts newest first with absolute links, dates and excerpts, and no drafts", async () => {
    const admin = await signedInAgent(t.app);
    const draft = await admin
      .post("/api/posts")
      .set("Origin", t.env.PUBLIC_SITE_URL)
      .send({ title: "피드에 없어야 할 초안", content: "본문", categoryId: 1, status: "draft" });
    expect(draft.status).toBe(201);
    const res = await request(t.app).get("/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    const xml = res.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    const published = (await request(t.app).get("/api/board-posts?limit=50")).body as Array<{ slug: string; title: string }>;
    expect(items).toHaveLength(published.length);
    expect(items[0]).toContain(`<title>${published[0].title}</title>`);
    const dates = items.map((i) => Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(i)![1]));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of items) {
      expect(item).toMatch(/<link>http:\/\/localhost:5000\/board\/[a-z-]+\/[^<]+<\/link>/);
      expect(item).toMatch(/<description>[^<]+<\/description>/);
    }
    expect(xml).not.toContain("피드에 없어야 할 초안");
    await t.database.db.delete(posts);
  });
});

describe("verification tags and the IndexNow key file", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("puts both verification tags and the feed link in every page's head", async () => {
    t = await createTestApp({ env: { GOOGLE_SITE_VERIFICATION: "google-token-123456", NAVER_SITE_VERIFICATION: "naver-token-abcdef" } });
    for (const path of ["/", "/about", "/board"]) {
      const head = (await request(t.app).get(path)).text.split("</head>")[0];
      expect(head).toContain('<meta name="google-site-verification" content="google-token-123456">');
      expect(head).toContain('<meta name="naver-site-verification" content="naver-token-abcdef">');
      expect(head).toContain('<link rel="alternate" type="application/rss+xml"');
    }
  });

  it("leaves them out when unset, and serves the key file only when IndexNow is on", async () => {
    const off = await createTestApp();
    expect((await request(off.app).get("/")).text).not.toContain("site-verification");
    expect((await request(off.app).get("/indexnow-key-12345.txt")).status).toBe(404);
    await off.close();
    t = await createTestApp({ env: { INDEXNOW_KEY: "indexnow-key-12345" } });
    const key = await request(t.app).get("/indexnow-key-12345.txt");
    expect(key.status).toBe(200);
    expect(key.text).toBe("indexnow-key-12345");
  });

  it("refuses a malformed token at start-up", async () => {
    await expect(createTestApp({ env: { GOOGLE_SITE_VERIFICATION: '"><script>' } })).rejects.toThrow(/GOOGLE_SITE_VERIFICATION/);
  });
});

describe("IndexNow", () => {
  it("announces a published post, its edit (old and new address) and its deletion, but not a draft", async () => {
    const endpoint = await indexNowServer();
    const t = await createTestApp({ env: { INDEXNOW_KEY: "indexnow-key-12345", INDEXNOW_ENDPOINT: endpoint.url } });
    try {
      const admin = await signedInAgent(t.app);
      const send = (method: "post" | "put" | "delete", path: string, body?: object) =>
        admin[method](path).set("Origin", t.env.PUBLIC_SITE_URL).send(body);
      await send("post", "/api/posts", { title: "초안", content: "본문", categoryId: 1, status: "draft" });
      const created = await send("post", "/api/posts", { title: "알릴 글", content: "본문", categoryId: 3, slug: "announce-me" });
      await waitFor(() => endpoint.received.length >= 1);
      expect(endpoint.received[0]).toEqual({
        host: "localhost:5000",
        key: "indexnow-key-12345",
        keyLocation: "http://localhost:5000/indexnow-key-12345.txt",
        urlList: ["http://localhost:5000/board/fraud/announce-me"],
      });
      await send("put", `/api/posts/${created.body.post.id}`, { title: "알릴 글", content: "본문", categoryId: 3, slug: "moved-here" });
      await waitFor(() => endpoint.received.length >= 2);
      expect(endpoint.received[1].urlList.sort()).toEqual([
        "http://localhost:5000/board/fraud/announce-me",
        "http://localhost:5000/board/fraud/moved-here",
      ]);
      await send("delete", `/api/posts/${created.body.post.id}`);
      await waitFor(() => endpoint.received.length >= 3);
      expect(endpoint.received[2].urlList).toEqual(["http://localhost:5000/board/fraud/moved-here"]);
      expect(endpoint.received.flatMap((r) => r.urlList).some((u) => u.includes("%EC%B4%88%EC%95%88"))).toBe(false);
    } finally {
      await t.close();
      await endpoint.close();
    }
  });

  it("retries when the endpoint is down or busy, then delivers", async () => {
    const endpoint = await indexNowServer([503, 429]);
    const indexNow = createIndexNow({
      key: "indexnow-key-12345",
      endpoint: endpoint.url,
      siteUrl: "https://example.com",
      retryDelaysMs: [10, 10, 10],
    });
    indexNow.announce(["/board/fraud/한글-주소"]);
    await indexNow.idle();
    expect(endpoint.received).toHaveLength(3);
    expect(endpoint.received[2].urlList).toEqual(["https://example.com/board/fraud/%ED%95%9C%EA%B8%80-%EC%A3%BC%EC%86%8C"]);
    await endpoint.close();
  });

  it("never holds up a save while the endpoint hangs", async () => {
    const endpoint = await indexNowServer([], true);
    const t = await createTestApp({ env: { INDEXNOW_KEY: "indexnow-key-12345", INDEXNOW_ENDPOINT: endpoint.url } });
    try {
      const admin = await signedInAgent(t.app);
      const res = await admin
        .post("/api/posts")
        .set("Origin", t.env.PUBLIC_SITE_URL)
        .send({ title: "멈춘 엔드포인트", content: "본문", categoryId: 2 });
      expect(res.status).toBe(201);
      await waitFor(() => endpoint.received.length >= 1);
      expect((await request(t.app).get("/api/board-posts")).body.map((p: { title: string }) => p.title)).toContain("멈춘 엔드포인트");
    } finally {
      await t.close();
      await endpoint.close();
    }
  });
});

async function waitFor(condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}
