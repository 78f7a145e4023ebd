// The legal review as a reader and a crawler get it in the server HTML: the line under the title and the
// JSON-LD of the page it describes. A post never marked reviewed shows neither.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { loadContentFiles } from "../services/content-loader";
import { contentSeeder } from "../services/content-seed.service";
import { signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder] });
});
afterAll(async () => {
  await t?.close();
});

const html = async (path: string) => (await request(t.app).get(path).expect(200)).text;
const jsonLdOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
const text = (page: string) => page.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
const ABOUT_LINK = `<a href="${paths.about()}"`;
/** "2026-11-27" as the review line writes it: "2026년 11월 27일". */
const koreanDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return `${y}년 ${m}월 ${d}일`;
};
/** Each text carries its own dates: only the texts re-checked in a pass get the new ones. */
const lineOf = (fm: { reviewedAt?: string; lawAsOf?: string }) =>
  `최종 검토일 ${koreanDate(fm.reviewedAt!)} · 법령 기준일 ${koreanDate(fm.lawAsOf!)} · 검토 홍길동 변호사`;

describe("the review line", () => {
  const { articles, interviews } = loadContentFiles();

  it.each(articles.map((a) => [a.frontMatter.slug, a.frontMatter.category, a.frontMatter] as const))(
    "article %s says when it was reviewed, on which law, and by whom",
    async (slug, category, fm) => {
      const page = await html(paths.article({ category, slug }));
      expect(text(page)).toContain(lineOf(fm));
      const line = /<p[^>]*data-testid="review-line"[^>]*>([\s\S]*?)<\/p>/.exec(page)![1];
      expect(line).toContain(ABOUT_LINK);
      // Under the title, before the body.
      expect(page.indexOf('data-testid="review-line"')).toBeGreaterThan(page.indexOf("<h1"));
      expect(page.indexOf('data-testid="review-line"')).toBeLessThan(page.indexOf("<figure"));
    },
  );

  it.each(interviews.map((i) => [i.frontMatter.slug, i.frontMatter] as const))("interview %s carries the same line", async (slug, fm) => {
    expect(text(await html(paths.interview({ slug })))).toContain(lineOf(fm));
  });

  it("puts lastReviewed and reviewedBy on the article's WebPage and counts the review as a modification", async () => {
    const page = await html(paths.article({ category: "traffic-accident", slug: "drunk-driving-penalties-comprehensive-guide" }));
    const reviewed = articles.find((a) => a.frontMatter.slug === "drunk-driving-penalties-comprehensive-guide")!.frontMatter.reviewedAt!;
    const interviewReviewed = interviews.find((i) => i.frontMatter.slug === "maternity-criminal-case-acquittal-process")!.frontMatter
      .reviewedAt!;
    const posting = jsonLdOf(page).find((i) => i["@type"] === "BlogPosting")!;
    expect(posting.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": `${t.env.PUBLIC_SITE_URL}${paths.article({ category: "traffic-accident", slug: "drunk-driving-penalties-comprehensive-guide" })}`,
      lastReviewed: reviewed,
      reviewedBy: { "@type": "Person", name: "홍길동", jobTitle: "변호사", url: `${t.env.PUBLIC_SITE_URL}${paths.about()}` },
    });
    expect(posting.dateModified).toBe(`${reviewed}T00:00:00.000Z`);
    // Open Graph says the same as the JSON-LD, for crawlers that read only one of them.
    expect(page).toContain(`<meta property="article:modified_time" content="${reviewed}T00:00:00.000Z"`);
    const interviewPage = await html(paths.interview({ slug: "maternity-criminal-case-acquittal-process" }));
    const interview = jsonLdOf(interviewPage).find((i) => i["@type"] === "Article")!;
    expect(interview.mainEntityOfPage).toMatchObject({ lastReviewed: interviewReviewed, reviewedBy: { name: "홍길동" } });
    expect(interviewPage).toContain(`<meta property="article:modified_time" content="${String(interview.dateModified)}"`);
  });

  it("is absent from a post written in the back office and never marked reviewed", async () => {
    const admin = await signedInAgent(t.app);
    const res = await admin
      .post("/api/posts")
      .set("Origin", t.env.PUBLIC_SITE_URL)
      .send({ title: "검토 전 새 글 제목입니다", content: "## 제목\n\n본문입니다.", categoryId: 3 });
    expect(res.status).toBe(201);
    const page = await html(paths.article({ category: "fraud", slug: res.body.post.slug }));
    expect(page).not.toContain("최종 검토일");
    const posting = jsonLdOf(page).find((i) => i["@type"] === "BlogPosting")!;
    expect(posting.mainEntityOfPage).not.toHaveProperty("lastReviewed");
  });
});
