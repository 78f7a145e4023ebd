// Public reading of published posts. Answers are memoised per content version (see content-version.service).
import { reviewOf } from "@shared/review";
import { matchesSearch, splitKeywords, type BoardPostDetail, type BoardPostSummary } from "@shared/board";
import { categoryName } from "@shared/categories";
import { excerptFromMarkdown, markdownToPlainText, renderMarkdown } from "@shared/markdown";
import { paths } from "@shared/page-map";
import { SEARCH_TEXT_MAX } from "@shared/url-search";
import type { Db } from "../db";
import { NotFoundError } from "../lib/errors";
import { createPostsStorage } from "../storage/posts.storage";
import { sizeOfSiteImage } from "./uploads.service";
import type { ContentVersion } from "./content-version.service";

type SummaryRow = Awaited<ReturnType<ReturnType<typeof createPostsStorage>["listPublished"]>>[number];

export function toSummary(row: SummaryRow): BoardPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    category: row.categorySlug,
    categoryName: categoryName(row.categorySlug),
    title: row.title,
    excerpt: row.excerpt?.trim() || excerptFromMarkdown(row.content, 100),
    publishDate: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    thumbnailImage: row.thumbnailImage,
    thumbnailAlt: row.thumbnailAlt,
  };
}

const RELATED_COUNT = 3;

export function createBoardService(db: Db, version: Pick<ContentVersion, "current">) {
  const storage = createPostsStorage(db);
  /** Link previews lay a card out from og:image's size: an uploaded picture's is in its row, the artwork's is known. */
  const shareImageSize = async (image: string | null) => (image ? ((await sizeOfSiteImage(db, image, "")) ?? null) : null);
  let memo = { version: -1, list: undefined as Array<BoardPostSummary & { plain: string }> | undefined, details: new Map<string, BoardPostDetail | null>() };
  const fresh = () => {
    if (memo.version !== version.current()) memo = { version: version.current(), list: undefined, details: new Map() };
    return memo;
  };

  async function publishedList() {
    const m = fresh();
    if (!m.list) {
      const rows = await storage.listPublished();
      m.list = rows.map((r) => ({ ...toSummary(r), plain: `${r.title}\n${markdownToPlainText(r.content)}` }));
    }
    return m.list;
  }

  return {
    /** Published posts, newest first; `q` keeps those whose title or body contains it (case-insensitive). */
    async listPosts(q = ""): Promise<BoardPostSummary[]> {
      const list = await publishedList();
      const query = q.slice(0, SEARCH_TEXT_MAX);
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      return list.filter((p) => matchesSearch(query, p.plain)).map(({ plain, ...summary }) => summary);
    },

    /** One published post with its rendered body; null when there is none (unknown slug or a draft). */
    async findPost(slug: string): Promise<BoardPostDetail | null> {
      const m = fresh();
      if (m.details.has(slug)) return m.details.get(slug)!;
      const found = await storage.findPublishedBySlug(slug);
      let detail: BoardPostDetail | null = null;
      if (found) {
        const { post, categorySlug } = found;
        const { html, toc } = renderMarkdown(post.content);
        const related = await storage.listRelated(post.categoryId, post.id, RELATED_COUNT);
        detail = {
          ...toSummary({ ...post, categorySlug }),
          summary: post.summary,
          contentHtml: html,
          toc,
          faqs: (post.faqs ?? []).map(({ question, answer }) => ({ question, answer })),
          keywords: splitKeywords(post.keywords),
          readingTime: post.readingTime,
          views: post.views,
          updatedAt: post.updatedAt.toISOString(),
          seoTitle: post.seoTitle,
          metaDescription: post.metaDescription,
          ogImage: post.ogImage,
          ogImageSize: await shareImageSize(post.ogImage ?? post.thumbnailImage),
          canonicalUrl: post.canonicalUrl,
          metadata: { readingTime: post.readingTime, complexity: post.complexity, lastUpdated: post.updatedAt.toISOString(), category: categorySlug },
          related: related.map(toSummary),
          review: reviewOf(post),
        };
      }
      if (m.details.size > 500) m.details.clear();
      m.details.set(slug, detail);
      return detail;
    },

    /** Where an earlier address of a post (its slug or category changed) now is, when that post is public. */
    async redirectFor(path: string): Promise<string | undefined> {
      const target = await storage.findRedirectTarget(path);
      return target ? paths.article({ category: target.categorySlug, slug: target.slug }) : undefined;
    },

    async getPost(slug: string): Promise<BoardPostDetail> {
      const post = await this.findPost(slug);
      if (!post) throw new NotFoundError("게시글을 찾을 수 없습니다.");
      return post;
    },
  };
}
export type BoardService = ReturnType<typeof createBoardService>;
