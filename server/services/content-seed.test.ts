// The practice's content: every file valid and complete, seeded as published posts and interviews,
// idempotent on every boot, and never overwriting what an administrator edited.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "@shared/content/categories";
import { contentImagePaths } from "@shared/content/content-files";
import { seoulDate } from "@shared/lib/dates";
import { categories, interviews, posts } from "@shared/schema";
import { markdownToPlainText } from "@shared/content/markdown";
import { SAMPLE_SITE_SETTINGS as SITE } from "@shared/office/site-settings";
import { createTestDatabase } from "../../tests/helpers/test-database";
import type { Database } from "../db";
import { setLogLevel } from "../lib/logger";
import { CONTENT_DIR } from "../paths";
import { listContentFiles, loadContentFile, loadContentFiles, type LoadedContent } from "./content-loader";
import { contentSeeder, seedContent } from "./content-seed.service";
import { runSeed } from "./seed.service";

setLogLevel("silent");

describe("content files", () => {
  it.each(listContentFiles("articles"))("articles/%s passes validation", (name) => {
    expect(() => loadContentFile("articles", name)).not.toThrow();
  });
  it.each(listContentFiles("interviews"))("interviews/%s passes validation", (name) => {
    expect(() => loadContentFile("interviews", name)).not.toThrow();
  });

  it("load together without duplicate ids or slugs (13 articles, 2 interviews)", () => {
    const content = loadContentFiles();
    expect(content.articles).toHaveLength(13);
    expect(content.interviews).toHaveLength(2);
    expect(content.articles[0].body).toBe(content.articles[0].body.trim());
    expect(content.articles[0].hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("a malformed content file", () => {
  const FILE = "fraud-complaint-response-guide.md";
  const original = readFileSync(path.join(CONTENT_DIR, "articles", FILE), "utf8");
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  function contentDir(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), "content-test-"));
    dirs.push(dir);
    mkdirSync(path.join(dir, "articles"));
    mkdirSync(path.join(dir, "interviews"));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, "articles", name), text);
    return dir;
  }
  function loadError(files: Record<string, string>): string {
    try {
      loadContentFiles(contentDir(files));
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error("the content loaded without an error");
  }
  const edited = (from: string | RegExp, to: string) => {
    const text = original.replace(from, to);
    expect(text).not.toBe(original);
    return { [FILE]: text };
  };

  it("is refused with its name and the problem: unknown category", () => {
    const message = loadError(edited('category: "fraud"', 'category: "robbery"'));
    expect(message).toContain(`articles/${FILE}`);
    expect(message).toMatch(/category: .*(expected one of|Invalid option)/);
  });

  it("is refused with its name and the problem: missing title", () => {
    const message = loadError(edited(/^title: .*\n/m, ""));
    expect(message).toContain(`articles/${FILE}`);
    expect(message).toMatch(/title: .*expected string/);
  });

  it("is refused with its name and the problem: title without the focus keyword", () => {
    const message = loadError(edited('focusKeyword: "사기죄 고소"', 'focusKeyword: "보이스피싱"'));
    expect(message).toContain(`articles/${FILE}`);
    expect(message).toContain("focusKeyword: focusKeyword가 제목에 포함되어야 합니다");
  });

  it("is refused with its name and the problem: bad dates", () => {
    const impossible = loadError(edited('publishDate: "2025-09-19"', 'publishDate: "2025-13-01"'));
    expect(impossible).toContain(`articles/${FILE}`);
    expect(impossible).toContain("publishDate: 존재하지 않는 날짜입니다");
    const format = loadError(edited('publishDate: "2025-09-19"', 'publishDate: "2025/09/19"'));
    expect(format).toContain("publishDate: 날짜는 YYYY-MM-DD 형식이어야 합니다");
  });

  it("is refused with its name and the problem: duplicate slug, slug unlike the file name", () => {
    const message = loadError({ [FILE]: original, "fraud-copy.md": original });
    expect(message).toContain('articles/fraud-copy.md: slug "fraud-complaint-response-guide"가 파일 이름 "fraud-copy"와 다릅니다');
    expect(message).toMatch(
      /articles\/fraud-copy\.md: slug "fraud-complaint-response-guide"가 articles\/fraud-complaint-response-guide\.md와 중복/,
    );
  });

  it("is refused with its name and the problem: duplicate id", () => {
    const copy = original.replace('slug: "fraud-complaint-response-guide"', 'slug: "fraud-copy"');
    const message = loadError({ [FILE]: original, "fraud-copy.md": copy });
    expect(message).toContain(`articles/fraud-copy.md: id 13가 articles/${FILE}와 중복됩니다`);
    expect(message).not.toContain("파일 이름");
  });

  it("is refused with its name and the problem: no front-matter, broken YAML", () => {
    expect(loadError({ [FILE]: original.replace(/^---\n/, "") })).toContain(`articles/${FILE}: 첫 줄부터 '---'`);
    expect(loadError(edited('category: "fraud"', "category: [fraud"))).toContain(`articles/${FILE}: front-matter YAML`);
  });
});

/** Phrases each article must contain: the legal figures it states (penalties, deadlines, thresholds). */
const REQUIRED_PHRASES: Record<string, string[]> = {
  "kiss-room-investigation-response-guide": ["성매매처벌법", "존스쿨", "기소유예", "300만 원"],
  "communication-media-obscenity-crime-guide": ["성폭력처벌법 제13조", "2년 이하", "2,000만 원", "2020년 5월", "500만 원"],
  "sexual-harassment-crime-definition-response-guide": [
    "형법 제298조",
    "10년 이하",
    "1,500만 원",
    "공중밀집장소",
    "3,000만 원",
    "업무상 위력",
    "13세 미만",
    "5년 이상",
    "3,000만 원 이상 5,000만 원 이하",
    "친족",
    "7년 이하",
    "5,000만 원",
    "공소시효",
    "10년",
    "취업제한",
  ],
  "defamation-requirements-real-cases-guide": [
    "형법 제307조",
    "2년 이하",
    "500만 원",
    "5년 이하",
    "1,000만 원",
    "정보통신망법 제70조",
    "3년 이하",
    "3,000만 원",
    "7년 이하",
    "5,000만 원",
    "제309조",
    "6개월",
    "공소시효",
  ],
  "cyber-evidence-collection-youtube-comments-legal-methodology": ["정보통신망법", "캡처", "URL", "14일", "6개월", "모욕죄"],
  "cyber-harassment-response-guide-victims-suspects": ["정보통신망법", "14일", "스토킹처벌법", "성폭력처벌법 제13조"],
  "suspended-indictment-guide-criminal-defense-lawyer": [
    "기소유예",
    "형법 제51조",
    "수사경력자료",
    "5년",
    "3년",
    "소년",
    "형의 실효 등에 관한 법률",
  ],
  "summary-indictment-acquittal-response-guide": ["약식명령", "14일", "7일", "정식재판 청구", "형사소송법 제453조", "무죄", "2년"],
  "non-prosecution-response-guide-accused-complainant-case-examples": [
    "불송치",
    "90일",
    "7일",
    "이의신청",
    "1~2개월",
    "형사소송법 제245조의5",
  ],
  "drunk-driving-penalties-comprehensive-guide": [
    "도로교통법 제148조의2",
    "0.03%",
    "0.08%",
    "0.2%",
    "1년 이상 2년 이하",
    "500만 원 이상 1,000만 원 이하",
    "2년 이상 5년 이하",
    "1,000만 원 이상 2,000만 원 이하",
    "2년 이상 6년 이하",
    "1,000만 원 이상 3,000만 원 이하",
    "측정거부",
    "1년 이상 6년 이하",
    "500만 원 이상 3,000만 원 이하",
    "1년 이상 15년 이하",
    "무기 또는 3년 이상",
    "무기 또는 5년 이상",
    "100일",
    "면허 취소",
    "결격기간",
    "임시운전증명서",
    "40일",
    "2주",
  ],
  "south-korea-12-major-traffic-violations-suspended-sentence-guide": [
    "12대 중과실",
    "교통사고처리 특례법",
    "5년 이하",
    "2,000만 원",
    "20km/h",
    "집행유예",
    "13세 미만",
  ],
  "police-investigation-suspect-rights-guide": [
    "진술거부권",
    "변호인 참여",
    "형사소송법 제244조의3",
    "3개월",
    "6개월에서 1년",
    "1~3개월",
    "5년에서 10년",
    "7일",
    "13세 미만",
  ],
  "fraud-complaint-response-guide": ["형법 제347조", "10년 이하", "2,000만 원", "특정경제범죄", "5억 원", "50억 원", "배상명령"],
};

describe("article bodies", () => {
  const articles = loadContentFiles().articles;
  const bySlug = new Map(articles.map((a) => [a.frontMatter.slug, a]));

  it("cover exactly the specified articles", () => {
    expect([...bySlug.keys()].sort()).toEqual(Object.keys(REQUIRED_PHRASES).sort());
  });

  it.each(Object.entries(REQUIRED_PHRASES))("%s states the required legal figures", (slug, phrases) => {
    const body = bySlug.get(slug)?.body ?? "";
    expect(phrases.filter((p) => !body.includes(p))).toEqual([]);
  });

  it.each(articles.map((a) => [a.frontMatter.slug, a.body] as const))(
    "%s has a table, at least 4 sections, 3,000–6,500 Hangul syllables and ends with a consultation section",
    (_slug, body) => {
      expect(body).toMatch(/^\|.*\|[ \t]*\n\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*$/m);
      expect(body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
      const syllables = body.match(/[\uAC00-\uD7A3]/g)?.length ?? 0;
      expect(syllables).toBeGreaterThanOrEqual(3000);
      expect(syllables).toBeLessThanOrEqual(6500);
      const lastSection = body.slice(body.lastIndexOf("\n## "));
      expect(lastSection).toContain("변호사");
      expect(lastSection).toContain("상담");
    },
  );
});

/** Where each specified article must appear once seeded. */
const CATEGORY_OF: Record<string, string[]> = {
  "sex-offend": [
    "kiss-room-investigation-response-guide",
    "cyber-harassment-response-guide-victims-suspects",
    "sexual-harassment-crime-definition-response-guide",
    "communication-media-obscenity-crime-guide",
  ],
  defamation: ["defamation-requirements-real-cases-guide", "cyber-evidence-collection-youtube-comments-legal-methodology"],
  "suspended-indictment": [
    "suspended-indictment-guide-criminal-defense-lawyer",
    "summary-indictment-acquittal-response-guide",
    "non-prosecution-response-guide-accused-complainant-case-examples",
  ],
  "traffic-accident": ["drunk-driving-penalties-comprehensive-guide", "south-korea-12-major-traffic-violations-suspended-sentence-guide"],
  "police-investigation": ["police-investigation-suspect-rights-guide"],
  fraud: ["fraud-complaint-response-guide"],
};

async function openSeeded(): Promise<{ database: Database; adminId: number }> {
  const database = await createTestDatabase();
  const admin = await runSeed(database.db, { seeders: [contentSeeder] });
  return { database, adminId: admin.userId };
}

describe("seeding the content", () => {
  let database: Database;
  let adminId: number;
  beforeAll(async () => {
    ({ database, adminId } = await openSeeded());
  });
  afterAll(() => database.close());

  const postBySlug = async (slug: string) => {
    const [row] = await database.db.select().from(posts).where(eq(posts.slug, slug));
    return row;
  };
  const allRows = async () => ({
    posts: await database.db.select().from(posts).orderBy(asc(posts.id)),
    interviews: await database.db.select().from(interviews).orderBy(asc(interviews.id)),
  });

  it.each(Object.entries(CATEGORY_OF).flatMap(([category, slugs]) => slugs.map((slug) => [slug, category])))(
    "publishes %s on the %s board",
    async (slug, category) => {
      const [row] = await database.db
        .select({ status: posts.status, category: categories.slug })
        .from(posts)
        .innerJoin(categories, eq(categories.id, posts.categoryId))
        .where(eq(posts.slug, slug));
      expect(row).toEqual({ status: "published", category });
    },
  );

  it("keeps the ids, dates and views of the files", async () => {
    for (const [id, date] of [
      [8, "2025-08-18"],
      [10, "2025-08-29"],
      [11, "2025-09-05"],
      [1, "2025-07-10"],
    ] as const) {
      const [row] = await database.db.select().from(posts).where(eq(posts.id, id));
      expect(row.publishedAt).toEqual(new Date(`${date}T09:00:00+09:00`));
      expect(seoulDate(row.publishedAt)).toBe(date);
    }
    const kissRoom = await postBySlug("kiss-room-investigation-response-guide");
    expect(kissRoom).toMatchObject({ id: 1, views: 44 });
    const rows = await database.db.select().from(interviews).orderBy(asc(interviews.id));
    expect(rows.map((r) => [r.id, r.slug, seoulDate(r.createdAt), r.status])).toEqual([
      [20, "maternity-criminal-case-acquittal-process", "2025-06-26", "published"],
      [21, "family-financial-fraud-legal-consultation-courage", "2025-06-30", "published"],
    ]);
  });

  it("fills every field of a post from its file", async () => {
    const file = loadContentFile("articles", "fraud-complaint-response-guide.md");
    const fm = file.frontMatter;
    const row = await postBySlug(fm.slug);
    const at = new Date(`${fm.publishDate}T09:00:00+09:00`);
    const images = contentImagePaths("articles", fm.slug);
    expect(row).toMatchObject({
      id: fm.id,
      categoryId: 3,
      authorId: adminId,
      status: "published",
      title: fm.title,
      content: file.body,
      excerpt: fm.excerpt,
      summary: fm.summary,
      keywords: fm.keywords.join(", "),
      focusKeyword: fm.focusKeyword,
      complexity: fm.complexity,
      faqs: fm.faqs,
      views: fm.views,
      seoTitle: fm.title,
      metaDescription: fm.excerpt,
      thumbnailImage: images.thumbnail,
      thumbnailOriginal: images.original,
      ogImage: images.original,
      thumbnailAlt: fm.thumbnailAlt,
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
      seedHash: file.hash,
      seededAt: at,
      reviewedAt: new Date(`${fm.reviewedAt}T09:00:00+09:00`),
      lawAsOf: fm.lawAsOf,
      reviewedBy: SITE.attorneyName,
    });
  });

  it("computes every guide's reading time from its text: Korean characters/500 + Latin words/200 + numbers/100, rounded up", async () => {
    for (const file of loadContentFiles().articles) {
      const plain = markdownToPlainText(file.body);
      const korean = plain.match(/[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]/g)?.length ?? 0;
      const latin = plain.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g)?.length ?? 0;
      const numbers = plain.match(/\d+(?:[.,]\d+)*/g)?.length ?? 0;
      const row = await postBySlug(file.frontMatter.slug);
      expect(row.readingTime, file.file).toBe(Math.max(1, Math.ceil(korean / 500 + latin / 200 + numbers / 100)));
      // Every guide is several thousand Hangul long: at least seven minutes.
      expect(row.readingTime, file.file).toBeGreaterThanOrEqual(7);
    }
  });

  it("gives every category board at least one published post", async () => {
    const rows = await database.db
      .select({ slug: categories.slug, n: sql<number>`count(${posts.id})::int` })
      .from(categories)
      .leftJoin(posts, sql`${posts.categoryId} = ${categories.id} and ${posts.status} = 'published'`)
      .groupBy(categories.slug);
    expect(rows).toHaveLength(CATEGORIES.length);
    for (const row of rows) expect(row.n, row.slug).toBeGreaterThanOrEqual(1);
  });

  it("changes nothing when run again", async () => {
    const before = await allRows();
    await runSeed(database.db, { seeders: [contentSeeder] });
    expect(await allRows()).toEqual(before);
  });

  it("moves the id sequences past the explicit ids", async () => {
    const [post] = await database.db
      .insert(posts)
      .values({ title: "새 글", content: "본문", slug: "new-post", categoryId: 1, authorId: adminId })
      .returning();
    expect(post.id).toBeGreaterThan(13);
    const [interview] = await database.db
      .insert(interviews)
      .values({ title: "새 후기", content: "본문", slug: "new-interview" })
      .returning();
    expect(interview.id).toBeGreaterThan(21);
  });
});

describe("an administrator's edit", () => {
  let database: Database;
  let adminId: number;
  beforeAll(async () => {
    ({ database, adminId } = await openSeeded());
  });
  afterAll(() => database.close());

  const EDITED = "kiss-room-investigation-response-guide";
  const UNEDITED = "fraud-complaint-response-guide";
  const row = async (slug: string) => (await database.db.select().from(posts).where(eq(posts.slug, slug)))[0];

  /** The files as loaded, with these articles changed (a new hash and a new body). */
  function changedContent(slugs: string[]): LoadedContent {
    const content = loadContentFiles();
    return {
      interviews: content.interviews,
      articles: content.articles.map((a) =>
        slugs.includes(a.frontMatter.slug)
          ? { ...a, hash: `changed-${a.hash}`, body: `${a.body}\n\n추가된 문단입니다.`, frontMatter: { ...a.frontMatter, views: 999 } }
          : a,
      ),
    };
  }

  it("survives a restart with a changed file, while an unedited post follows its file", async () => {
    await database.db
      .update(posts)
      .set({ title: "관리자가 고친 제목", content: "관리자가 고친 본문", updatedAt: new Date() })
      .where(eq(posts.slug, EDITED));
    await database.db.update(posts).set({ views: 123 }).where(eq(posts.slug, UNEDITED));
    const editedBefore = await row(EDITED);
    const uneditedBefore = await row(UNEDITED);

    const report = await seedContent(database.db, changedContent([EDITED, UNEDITED]), adminId);

    expect(report.posts).toEqual({ inserted: [], updated: [UNEDITED], keptEdited: [EDITED], notSeeded: [], deletedForGood: [] });
    expect(await row(EDITED)).toEqual(editedBefore);
    const updated = await row(UNEDITED);
    expect(updated.content).toBe(`${uneditedBefore.content}\n\n추가된 문단입니다.`);
    expect(updated.seedHash).toBe(`changed-${uneditedBefore.seedHash}`);
    expect(updated.updatedAt.getTime()).toBeGreaterThan(uneditedBefore.updatedAt.getTime());
    expect(updated.seededAt).toEqual(updated.updatedAt);
    expect(updated).toMatchObject({ views: 123, status: "published", createdAt: uneditedBefore.createdAt, id: uneditedBefore.id });

    // A real restart with the original files: the edit still stands, the other post returns to its file.
    await runSeed(database.db, { seeders: [contentSeeder] });
    expect(await row(EDITED)).toEqual(editedBefore);
    expect(await row(UNEDITED)).toMatchObject({ content: uneditedBefore.content, seedHash: uneditedBefore.seedHash, views: 123 });
  });

  it("never touches a row the administrator created, even with a file's slug", async () => {
    const slug = "police-investigation-suspect-rights-guide";
    await database.db.update(posts).set({ seedHash: null, seededAt: null }).where(eq(posts.slug, slug));
    const before = await row(slug);
    const report = await seedContent(database.db, changedContent([slug]), adminId);
    expect(report.posts.notSeeded).toEqual([slug]);
    expect(await row(slug)).toEqual(before);
  });

  it("updates an unedited interview whose file changed", async () => {
    const content = loadContentFiles();
    const [first] = content.interviews;
    const changed = { ...first, hash: "changed", frontMatter: { ...first.frontMatter, title: "파일에서 바뀐 인터뷰 제목입니다" } };
    const report = await seedContent(database.db, { ...content, interviews: [changed, ...content.interviews.slice(1)] }, adminId);
    expect(report.interviews.updated).toEqual([first.frontMatter.slug]);
    const [stored] = await database.db.select().from(interviews).where(eq(interviews.slug, first.frontMatter.slug));
    expect(stored).toMatchObject({
      id: first.frontMatter.id,
      title: "파일에서 바뀐 인터뷰 제목입니다",
      seedHash: "changed",
      status: "published",
    });
  });

  it("gives a file a new id when an administrator's post holds its id", async () => {
    const slug = "drunk-driving-penalties-comprehensive-guide";
    const { id } = await row(slug);
    await database.db.delete(posts).where(eq(posts.slug, slug));
    await database.db
      .insert(posts)
      .values({ id, title: "관리자 글", content: "본문", slug: "admin-post", categoryId: 4, authorId: adminId });
    const report = await seedContent(database.db, loadContentFiles(), adminId);
    expect(report.posts.inserted).toEqual([slug]);
    expect((await row("admin-post")).id).toBe(id);
    expect(await row(slug)).toMatchObject({ status: "published", categoryId: 4 });
    expect((await row(slug)).id).toBeGreaterThan(13);
  });
});
