// The interview pages as a crawler or a visitor without JavaScript gets them: rendered on the server
// with their content, head tags, JSON-LD and status (the list, a search, a detail by slug or id, a miss).
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interviews } from "@shared/schema";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { contentSeeder } from "../services/content-seed.service";

const MATERNITY = "maternity-criminal-case-acquittal-process";
const MATERNITY_TITLE = "임신 중 시작된 상표법 위반 사건, 정식재판에서 무죄를 받기까지";
const FAMILY_TITLE = "군 복무 중인 아들이 친척에게 당한 사기, 변호사 상담을 결심하기까지";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder] });
  await t.database.db.insert(interviews).values({ slug: "draft-story", title: "공개 전 초안 인터뷰", content: "초안", status: "draft" });
});
afterAll(async () => {
  await t?.close();
});

const page = (path: string) => request(t.app).get(path).set("Accept", "text/html");
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );

describe("server-rendered interview pages", () => {
  it("/interview lists both interviews with the list's head", async () => {
    const res = await page("/interview");
    expect(res.status).toBe(200);
    expect(res.text).toContain("<title>고객 인터뷰 | ");
    expect(res.text).toMatch(/<h1[^>]*>고객 인터뷰<\/h1>/);
    expect(res.text).toContain(MATERNITY_TITLE);
    expect(res.text).toContain(FAMILY_TITLE);
    expect(res.text).toContain(`href="/interview/${MATERNITY}"`);
    expect(res.text).toContain('placeholder="인터뷰 검색..."');
    expect(canonical(res.text)).toBe("http://localhost:5000/interview");
    expect(res.text).not.toContain("검색 결과:");
  });

  it("/interview?q= renders the search result and its count", async () => {
    const res = await page(`/interview?q=${encodeURIComponent("상표법")}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(MATERNITY_TITLE);
    expect(res.text).not.toContain(FAMILY_TITLE);
    expect(res.text).toContain("검색 결과: 1건");
    expect(res.text).toContain('value="상표법"');
    const none = await page(`/interview?q=${encodeURIComponent("없는검색어")}`);
    expect(none.text).toContain("검색 결과가 없습니다");
    expect(none.text).toContain("검색 결과: 0건");
  });

  it("a detail page carries its body, SEO head, Article and BreadcrumbList JSON-LD", async () => {
    const res = await page(`/interview/${MATERNITY}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<h1 class="`);
    expect(res.text).toContain(MATERNITY_TITLE);
    expect(res.text).toContain("고객 인터뷰로 돌아가기");
    expect(res.text).toContain("턱받이"); // deep in the body
    expect(res.text).toContain('class="prose-content prose-interview"');
    // A shipped sample says so in its title, its description and its structured data.
    expect(res.text).toContain("<title>예시 인터뷰: 임신·출산 중 받은 약식명령, 정식재판 청구로 무죄까지 | ");
    expect(res.text).toContain('<meta name="keywords" content="상표법 위반, 약식명령,');
    expect(res.text).toContain('<meta property="og:type" content="article"');
    expect(res.text).toContain(
      `<meta property="og:image" content="http://localhost:5000/attached_assets/interviews/${MATERNITY}-800.webp"`,
    );
    expect(canonical(res.text)).toBe(`http://localhost:5000/interview/${MATERNITY}`);
    const [article, breadcrumb] = jsonLd(res.text);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: `(예시) ${MATERNITY_TITLE}`,
      datePublished: "2025-06-26T00:00:00.000Z",
      author: { "@type": "Person" },
      publisher: { name: expect.any(String) },
      image: `http://localhost:5000/attached_assets/interviews/${MATERNITY}-800.webp`,
      mainEntityOfPage: { "@id": `http://localhost:5000/interview/${MATERNITY}` },
    });
    expect(breadcrumb).toMatchObject({ "@type": "BreadcrumbList" });
    expect((breadcrumb.itemListElement as Array<{ name: string }>).map((i) => i.name)).toEqual(["홈", "고객 인터뷰", MATERNITY_TITLE]);
  });

  it("the numeric id shows the same interview with the slug as canonical", async () => {
    const res = await page("/interview/20");
    expect(res.status).toBe(200);
    expect(res.text).toContain("턱받이");
    expect(canonical(res.text)).toBe(`http://localhost:5000/interview/${MATERNITY}`);
  });

  it("an unknown slug or id, or a draft, answers 404 with the list and no structured data", async () => {
    for (const path of ["/interview/no-such-interview", "/interview/999", "/interview/draft-story"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain(MATERNITY_TITLE);
      expect(res.text).toContain(FAMILY_TITLE);
      expect(res.text).toContain('<meta name="robots" content="noindex,follow"');
      expect(res.text).not.toContain("application/ld+json");
      expect(res.text).not.toContain("공개 전 초안 인터뷰");
    }
  });

  it("lists the interviews in sitemap.xml", async () => {
    const res = await request(t.app).get("/sitemap.xml");
    expect(res.text).toContain("<loc>http://localhost:5000/interview</loc>");
    expect(res.text).toContain(`<loc>http://localhost:5000/interview/${MATERNITY}</loc>`);
    expect(res.text).not.toContain("draft-story");
  });
});
