// Start-up seed of the content files into posts and interviews. Rules:
// - a file whose slug has no row is inserted with the file's id (or a new id when another row holds it);
// - a row still as seeded (updatedAt <= seededAt) whose file changed is updated from the file;
// - a row an administrator edited (updatedAt > seededAt) or created (seedHash null) is never touched;
// - a file whose row an administrator deleted for good (a tombstone) is not inserted again;
// - an update never changes views, status or author (nor a post's createdAt); it moves seedHash, seededAt
//   and updatedAt to the file's hash and now.
// One transaction, serialised across instances; running it again changes nothing.
import { seedCitations } from "./citations-seed.service";
import { contentImagePaths } from "@shared/content/content-files";
import { findCategory } from "@shared/content/categories";
import type { InsertInterview, InsertPost } from "@shared/schema";
import { markdownToPlainText } from "@shared/content/markdown";
import { readingMinutesByScript } from "@shared/content/reading-time";
import type { Db } from "../db";
import { logger } from "../lib/logger";
import { createContentSeedStorage, type ContentTableStorage, type SeedState } from "../storage/content-seed.storage";
import { loadContentFiles, type LoadedArticle, type LoadedContent, type LoadedInterview } from "./content-loader";
import { readOfficeFacts } from "./site-settings.service";
import type { Seeder } from "./seed.service";

interface ContentTableReport {
  inserted: string[];
  updated: string[];
  /** The file changed, but an administrator edited the row since it was seeded: kept as edited. */
  keptEdited: string[];
  /** A row with the file's slug that the seed did not create: left alone. */
  notSeeded: string[];
  /** An administrator deleted the file's row for good: not brought back. */
  deletedForGood: string[];
}
export interface ContentSeedReport {
  posts: ContentTableReport;
  interviews: ContentTableReport;
}

export const contentSeeder: Seeder = async (db, { adminId }) => {
  const report = await seedContent(db, loadContentFiles(), adminId);
  await seedCitations(db);
  for (const [table, r] of Object.entries(report)) {
    if (r.inserted.length + r.updated.length > 0) {
      logger.info("content seeded", { table, inserted: r.inserted.length, updated: r.updated.length });
    }
    if (r.keptEdited.length + r.notSeeded.length > 0) {
      logger.info("content files not applied to rows managed by an administrator", {
        table,
        keptEdited: r.keptEdited,
        notSeeded: r.notSeeded,
      });
    }
  }
};

export async function seedContent(db: Db, content: LoadedContent, adminId: number): Promise<ContentSeedReport> {
  return db.transaction(async (tx) => {
    const storage = createContentSeedStorage(tx);
    await storage.lockForSeed();
    const now = new Date();
    const reviewer = (await readOfficeFacts(tx)).attorneyName;
    const posts = await seedTable(
      storage.posts,
      content.articles.map((a) => articleItem(a, adminId, reviewer)),
      now,
    );
    const interviews = await seedTable(
      storage.interviews,
      content.interviews.map((i) => interviewItem(i, reviewer)),
      now,
    );
    return { posts, interviews };
  });
}

/** The date of a content file as a moment: 09:00 in Seoul on that day. */
function seoulMorning(date: string): Date {
  return new Date(`${date}T09:00:00+09:00`);
}

interface SeedItem<Row> {
  id: number;
  slug: string;
  hash: string;
  /** The row to insert, with the file's id or (when another row holds it) without. */
  newRow(withId: boolean): Row;
  /** An update from the file, seeded at `now`. */
  updateValues(now: Date): Partial<Row>;
}

type SeedDecision = "insert" | "unchanged" | "update" | "kept-edited" | "not-seeded";

function decideSeed(state: SeedState | undefined, fileHash: string): SeedDecision {
  if (!state) return "insert";
  if (state.seedHash === null) return "not-seeded";
  if (state.seedHash === fileHash) return "unchanged";
  if (!state.seededAt || state.updatedAt.getTime() > state.seededAt.getTime()) return "kept-edited";
  return "update";
}

async function seedTable<Row>(table: ContentTableStorage<Row>, items: SeedItem<Row>[], now: Date) {
  const report: ContentTableReport = { inserted: [], updated: [], keptEdited: [], notSeeded: [], deletedForGood: [] };
  const states = new Map((await table.findSeedStates(items.map((i) => i.slug))).map((s) => [s.slug, s]));
  const gone = new Set(await table.deletedForGood(items.filter((i) => !states.has(i.slug)).map((i) => i.slug)));
  report.deletedForGood.push(...gone);
  const missing = items.filter((i) => !states.has(i.slug) && !gone.has(i.slug));
  const taken = new Set(await table.takenIds(missing.map((i) => i.id)));
  // Explicit ids first, then the sequence past them, then the rows whose id was already in use.
  for (const item of missing.filter((i) => !taken.has(i.id))) {
    if (await table.insert(item.newRow(true))) report.inserted.push(item.slug);
  }
  await table.moveIdSequencePastMax();
  for (const item of missing.filter((i) => taken.has(i.id))) {
    if (await table.insert(item.newRow(false))) report.inserted.push(item.slug);
  }
  for (const item of items) {
    const state = states.get(item.slug);
    const decision = decideSeed(state, item.hash);
    if (decision === "update" && state) {
      await table.update(state.id, item.updateValues(now));
      report.updated.push(item.slug);
    } else if (decision === "kept-edited") report.keptEdited.push(item.slug);
    else if (decision === "not-seeded") report.notSeeded.push(item.slug);
  }
  return report;
}

/** The file's review, by the office's attorney (a solo practice: the attorney reviews every guide). */
function reviewValues(fm: { reviewedAt: string; lawAsOf: string }, reviewer: string) {
  return { reviewedAt: seoulMorning(fm.reviewedAt), lawAsOf: fm.lawAsOf, reviewedBy: reviewer };
}

function articleItem(article: LoadedArticle, adminId: number, reviewer: string): SeedItem<InsertPost> {
  const fm = article.frontMatter;
  const category = findCategory(fm.category);
  if (!category) throw new Error(`${article.file}: 알 수 없는 카테고리 "${fm.category}"`);
  const images = contentImagePaths("articles", fm.slug);
  const publishedAt = seoulMorning(fm.publishDate);
  const fileValues = {
    categoryId: category.id,
    title: fm.title,
    content: article.body,
    excerpt: fm.excerpt,
    summary: fm.summary,
    keywords: fm.keywords.join(", "),
    focusKeyword: fm.focusKeyword,
    readingTime: readingMinutesByScript(markdownToPlainText(article.body)),
    complexity: fm.complexity,
    ...reviewValues(fm, reviewer),
    faqs: fm.faqs.map(({ question, answer }) => ({ question, answer })),
    seoTitle: fm.title,
    metaDescription: fm.excerpt,
    thumbnailImage: images.thumbnail,
    thumbnailOriginal: images.original,
    ogImage: images.original,
    thumbnailAlt: fm.thumbnailAlt,
    publishedAt,
  } satisfies Partial<InsertPost>;
  return {
    id: fm.id,
    slug: fm.slug,
    hash: article.hash,
    updateValues: (now) => ({ ...fileValues, seedHash: article.hash, seededAt: now, updatedAt: now }),
    newRow: (withId) => ({
      ...(withId ? { id: fm.id } : {}),
      ...fileValues,
      slug: fm.slug,
      authorId: adminId,
      status: "published",
      views: fm.views,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      seedHash: article.hash,
      seededAt: publishedAt,
    }),
  };
}

function interviewItem(interview: LoadedInterview, reviewer: string): SeedItem<InsertInterview> {
  const fm = interview.frontMatter;
  const createdAt = seoulMorning(fm.createdAt);
  const fileValues = {
    title: fm.title,
    content: interview.body,
    excerpt: fm.excerpt,
    thumbnailImage: contentImagePaths("interviews", fm.slug).thumbnail,
    thumbnailAlt: fm.thumbnailAlt,
    seoTitle: fm.seoTitle,
    metaDescription: fm.metaDescription,
    keywords: fm.keywords.join(", "),
    caseType: fm.caseType,
    clientName: fm.clientName,
    ...reviewValues(fm, reviewer),
    createdAt,
    publishedAt: createdAt,
  } satisfies Partial<InsertInterview>;
  return {
    id: fm.id,
    slug: fm.slug,
    hash: interview.hash,
    updateValues: (now) => ({ ...fileValues, seedHash: interview.hash, seededAt: now, updatedAt: now }),
    newRow: (withId) => ({
      ...(withId ? { id: fm.id } : {}),
      ...fileValues,
      slug: fm.slug,
      status: "published",
      updatedAt: createdAt,
      seedHash: interview.hash,
      seededAt: createdAt,
    }),
  };
}
