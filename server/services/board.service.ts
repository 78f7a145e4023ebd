// Public reading of published posts. Answers are memoised per content version (see content-version.service):
// the list of every public post's card (small: no text), and post details in a cache bounded by bytes.
import { namesDeadline } from "@shared/tools/guide-links";
import { reviewOf } from "@shared/content/review";
import { splitKeywords, type BoardPostDetail, type BoardPostSummary } from "@shared/content/board";
import { BOARD_PAGE_SIZE, pageCountOf, type BoardPage } from "@shared/content/board-pages";
import { categoryName } from "@shared/content/categories";
import { excerptFromMarkdown, renderMarkdown } from "@shared/content/markdown";
import { paths } from "@shared/pages/page-map";
import type { Db } from "../db";
import { createByteLru, stringBytes } from "../lib/byte-lru";
import { NotFoundError } from "../lib/errors";
import { createPostsStorage } from "../storage/posts.storage";
import { createBoardSearch } from "./board-search";
import { sizeOfSiteImage } from "./uploads.service";
import type { ContentVersion } from "./content-version.service";
import { lawChangeNotice } from "@shared/content/law-citations";
import { seoulDate } from "@shared/lib/dates";
import { systemClock, type Clock } from "../lib/clock";
import { createLawWatchStorage } from "../storage/law-watch.storage";

/** Under a guide about drunk driving: the statutory-range lookup. */
const DRUNK_DRIVING_TOOL_LINK = `<aside aria-label="법정형 조회"><p>혈중알코올농도와 상황별 법정형은 <a href="${paths.drunkDriving()}">음주운전 법정형 조회</a>에서 확인할 수 있습니다.</p></aside>`;
/** Under a guide that names a deadline the calculator computes (shared/tools/guide-links.ts). */
const DEADLINE_TOOL_LINK = `<aside aria-label="기한 계산"><p>이 글에 나온 기한을 날짜로 확인하려면 <a href="${paths.criminalDeadline()}">형사 기한 계산기</a>를 이용해 보세요.</p></aside>`;

type SummaryRow = Awaited<ReturnType<ReturnType<typeof createPostsStorage>["listPublished"]>>[number];

function toSummary(row: SummaryRow): BoardPostSummary {
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
/** Post details kept (rendered body, table of contents, related cards): about 50 guides' worth. */
const DETAIL_CACHE_BYTES = 4 * 1024 * 1024;
const detailBytes = (d: BoardPostDetail | null) => (d ? stringBytes(d.contentHtml) + stringBytes(JSON.stringify(d.toc)) + 4096 : 64);

export interface BoardPageQuery {
  /** A category slug; empty for every category. */
  category?: string;
  q?: string;
  page?: number;
  limit?: number;
}

export function createBoardService(
  db: Db,
  version: Pick<ContentVersion, "current">,
  options: { detailBytes?: number; clock?: Clock } = {},
) {
  const storage = createPostsStorage(db);
  const lawWatch = createLawWatchStorage(db);
  const clock = options.clock ?? systemClock;
  /**
   * The notices under the review line: a change to a cited article in force after the guide's lawAsOf and not yet
   * resolved, unless the attorney turned the notice off. Part of the cached detail: every change to a change row,
   * a citation, a review or the switch bumps the content version.
   */
  const lawNotices = async (id: number, lawAsOf: string | null): Promise<string[]> => {
    if (!lawAsOf || !(await lawWatch.publicNotice())) return [];
    const rows = await lawWatch.noticesFor("post", id, lawAsOf, seoulDate(clock()));
    return rows.map((r) => lawChangeNotice(r.label, r.effectiveOn));
  };
  const search = createBoardSearch(storage);
  /** Link previews lay a card out from og:image's size: an uploaded picture's is in its row, the artwork's is known. */
  const shareImageSize = async (image: string | null) => (image ? ((await sizeOfSiteImage(db, image, "")) ?? null) : null);
  const details = createByteLru<BoardPostDetail | null>(options.detailBytes ?? DETAIL_CACHE_BYTES, detailBytes);
  let memo = { version: -1, list: undefined as Promise<BoardPostSummary[]> | undefined };
  const fresh = () => {
    if (memo.version !== version.current()) {
      memo = { version: version.current(), list: undefined };
      details.clear();
    }
    return memo;
  };

  /** Every public post's card, newest first (about half a kilobyte each: no text). */
  function publishedList(): Promise<BoardPostSummary[]> {
    const m = fresh();
    if (!m.list) {
      const loading = storage.listPublished().then((rows) => rows.map(toSummary));
      loading.catch(() => {
        if (m.list === loading) m.list = undefined;
      });
      m.list = loading;
    }
    return m.list;
  }

  return {
    /** Every published post's card, newest first (the sitemap). */
    allPosts: publishedList,

    /** The newest `count` published posts (the home page, the feed). */
    async latest(count: number): Promise<BoardPostSummary[]> {
      return (await publishedList()).slice(0, count);
    },

    /**
     * One page of the published posts, newest first: of one category, and with `q` those whose title or text
     * contains it (case-insensitive), counted over the whole archive. A page past the last has no posts.
     */
    async listPage({ category = "", q = "", page = 1, limit = BOARD_PAGE_SIZE }: BoardPageQuery = {}): Promise<
      BoardPage<BoardPostSummary>
    > {
      const v = version.current();
      let list = await publishedList();
      if (category) list = list.filter((p) => p.category === category);
      if (q.trim()) {
        const ids = await search.matching(q, v);
        list = list.filter((p) => ids.has(p.id));
      }
      return { posts: list.slice((page - 1) * limit, page * limit), total: list.length, page, pageCount: pageCountOf(list.length, limit) };
    },

    /** One published post with its rendered body; null when there is none (unknown slug or a draft). */
    async findPost(slug: string): Promise<BoardPostDetail | null> {
      const { version: readAt } = fresh();
      if (details.has(slug)) return details.get(slug)!;
      const found = await storage.findPublishedBySlug(slug);
      let detail: BoardPostDetail | null = null;
      if (found) {
        const { post, categorySlug } = found;
        const { html, toc } = renderMarkdown(post.content);
        const related = await storage.listRelated(post.categoryId, post.id, RELATED_COUNT);
        detail = {
          ...toSummary({ ...post, categorySlug }),
          summary: post.summary,
          // A guide naming a deadline the calculator computes links to it, in the HTML (no code on the page).
          contentHtml:
            html + (namesDeadline(post.content) ? DEADLINE_TOOL_LINK : "") + (/음주운전/.test(post.title) ? DRUNK_DRIVING_TOOL_LINK : ""),
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
          metadata: {
            readingTime: post.readingTime,
            complexity: post.complexity,
            lastUpdated: post.updatedAt.toISOString(),
            category: categorySlug,
          },
          related: related.map(toSummary),
          review: reviewOf(post),
          lawNotices: await lawNotices(post.id, post.lawAsOf),
        };
      }
      // Kept only when no content change came in while it was read.
      if (fresh().version === readAt) details.set(slug, detail);
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
