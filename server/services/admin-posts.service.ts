// What an administrator does with posts: list, read, write, trash and restore, and go back to an earlier
// version. Rules:
// - The server computes the reading time and the SEO score; empty SEO fields take defaults (SEO title from
//   the title, meta description from the excerpt, excerpt from the first 100 characters of the text).
// - A slug made from the title gets a numeric suffix when taken; a slug the administrator typed that is
//   taken is refused (409). A published post whose address changes leaves its old address answering 301.
// - A published post dated ahead is scheduled: invisible to visitors until then.
// - Each save keeps the version it replaces (the newest 30 per post). Deleting moves a post to the trash,
//   where it can be restored for 30 days; then it is deleted for good.
// - Every write bumps the content version, so every instance drops its cached pages at once.
import {
  POST_LIST_PAGE_SIZE,
  POST_PREVIEW_CHARS,
  REVISIONS_KEPT,
  type AdminPost,
  type AdminPostListItem,
  type AdminPostListPage,
  type PostDisplayStatus,
  type PostListSort,
  type PostRevision,
} from "@shared/content/admin-posts";
import { markdownToPlainText } from "@shared/content/markdown";
import { paths } from "@shared/pages/page-map";
import type { Post } from "@shared/schema";
import type { PostFields } from "@shared/content/post-input";
import type { Db, Executor } from "../db";
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from "../lib/errors";
import { createAdminPostsStorage } from "../storage/admin-posts.storage";
import { changesRevisionFields, chooseSlug as chooseContentSlug, publishedAtOf, trashCutoff } from "./content-admin";
import { displayStatus, isPublicNow, postValues, revisionFields, toAdminPost } from "./admin-post-values";
import type { ContentVersion } from "./content-version.service";

export const POST_MESSAGES = {
  created: "게시글이 성공적으로 작성되었습니다.",
  updated: "게시글이 성공적으로 수정되었습니다.",
  deleted: "게시글이 삭제되었습니다. 휴지통에서 30일 동안 복원할 수 있습니다.",
  restored: "게시글을 복원했습니다.",
  revisionRestored: "이전 버전으로 되돌렸습니다.",
  missing: "게시글을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.",
  slugTaken: "이미 다른 게시글이 쓰고 있는 주소(슬러그)입니다. 다른 주소를 입력해주세요.",
  trashed: "휴지통에 있는 게시글입니다. 복원한 뒤 수정해주세요.",
  noCategory: "카테고리를 선택해주세요",
  badCursor: "잘못된 페이지 정보입니다. 목록을 새로 불러와주세요.",
} as const;

type ListRow = Awaited<ReturnType<ReturnType<typeof createAdminPostsStorage>["list"]>>[number];

function toListItem(r: ListRow, contentPreview: string, now: Date): AdminPostListItem {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    status: r.status as AdminPostListItem["status"],
    displayStatus: displayStatus(r, now),
    categoryId: r.categoryId,
    categorySlug: r.categorySlug,
    categoryName: r.categoryName,
    excerpt: r.excerpt,
    contentPreview,
    views: r.views,
    consultations: r.consultations,
    retained: Number(r.retained),
    conversionRate: r.views > 0 ? r.consultations / r.views : 0,
    seoScore: r.seoScore,
    readingTime: r.readingTime,
    thumbnailImage: r.thumbnailImage,
    publishDate: r.publishedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: r.deletedAt?.toISOString() ?? null,
  };
}

export interface PostActor {
  id: number;
  username: string;
}

export interface PostListQuery {
  search?: string;
  categoryId?: number;
  status?: PostDisplayStatus;
  sort?: PostListSort;
}

/**
 * `announce` hears the site paths whose content changed for visitors (a post published, edited, moved or
 * taken down), for search engines to re-crawl; it must return at once.
 */
export function createAdminPostsService(
  db: Db,
  version: Pick<ContentVersion, "bump">,
  announce: (paths: string[]) => void = () => undefined,
) {
  const storage = createAdminPostsStorage(db);
  // Markup-free previews cost reading the text and a markdown parse each: kept per post until it changes.
  const previews = new Map<number, { updatedAt: number; text: string }>();
  async function previewsOf(rows: Array<{ id: number; updatedAt: Date }>): Promise<Map<number, string>> {
    const stale = rows.filter((r) => previews.get(r.id)?.updatedAt !== r.updatedAt.getTime());
    if (stale.length > 0) {
      if (previews.size + stale.length > 5000) previews.clear();
      const starts = await storage.contentStarts(stale.map((r) => r.id));
      for (const r of stale) {
        const text = Array.from(markdownToPlainText(starts.get(r.id) ?? ""))
          .slice(0, POST_PREVIEW_CHARS)
          .join("");
        previews.set(r.id, { updatedAt: r.updatedAt.getTime(), text });
      }
    }
    return new Map(rows.map((r) => [r.id, previews.get(r.id)?.text ?? ""]));
  }

  async function requireCategory(tx: Executor, categoryId: number): Promise<string> {
    const slug = await createAdminPostsStorage(tx).categorySlug(categoryId);
    if (!slug) throw new ValidationError({ categoryId: [POST_MESSAGES.noCategory] }, POST_MESSAGES.noCategory);
    return slug;
  }

  /** The slug to store: the one typed (refused when another post has it) or one made from the title. */
  const chooseSlug = (tx: Executor, input: PostFields, current?: Post) =>
    chooseContentSlug(input, current, createAdminPostsStorage(tx).slugsLike, POST_MESSAGES.slugTaken, "post");

  async function writeAndBump<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    await version.bump();
    return result;
  }

  async function getRow(id: number): Promise<Post> {
    const row = await storage.findById(id);
    if (!row) throw new NotFoundError(POST_MESSAGES.missing);
    return row;
  }

  return {
    /** The posts in the trash, newest first (at most 30 days' worth). */
    async trash(): Promise<AdminPostListItem[]> {
      const rows = await storage.list({ trashed: true });
      const preview = await previewsOf(rows);
      const now = new Date();
      return rows.map((r) => toListItem(r, preview.get(r.id) ?? "", now));
    },

    /**
     * One page of the posts not in the trash, filtered and sorted in the database, with the counts per status
     * (over the search and category) and the cursor of the next page.
     */
    async listPage(query: PostListQuery & { cursor?: string; limit?: number } = {}): Promise<AdminPostListPage> {
      const order = query.sort ?? "newest";
      const limit = query.limit ?? POST_LIST_PAGE_SIZE;
      const after = query.cursor?.split("_");
      if (after && after.length !== (order === "consultations" ? 3 : 2))
        throw new BadRequestError(POST_MESSAGES.badCursor, "INVALID_CURSOR");
      const filter = { search: query.search, categoryId: query.categoryId };
      const [rows, counts] = await Promise.all([
        storage.page({ ...filter, status: query.status }, order, limit + 1, after),
        storage.statusCounts(filter),
      ]);
      const shown = rows.slice(0, limit);
      const preview = await previewsOf(shown);
      const now = new Date();
      return {
        items: shown.map((r) => toListItem(r, preview.get(r.id) ?? "", now)),
        nextCursor: rows.length > limit ? shown[shown.length - 1].sortKeys : null,
        counts,
      };
    },

    async get(id: number): Promise<AdminPost> {
      return toAdminPost(await getRow(id));
    },

    async create(input: PostFields, actor: PostActor): Promise<AdminPost> {
      const row = await writeAndBump(async (tx) => {
        const categorySlug = await requireCategory(tx, input.categoryId);
        const slug = await chooseSlug(tx, input);
        const s = createAdminPostsStorage(tx);
        const created = await s.insert({
          ...postValues(input),
          slug,
          authorId: actor.id,
          publishedAt: publishedAtOf(input),
        });
        await s.removeRedirect(paths.article({ category: categorySlug, slug }));
        return { created, path: paths.article({ category: categorySlug, slug }) };
      });
      if (isPublicNow(row.created)) announce([row.path]);
      return toAdminPost(row.created);
    },

    async update(id: number, input: PostFields, actor: PostActor): Promise<AdminPost> {
      const row = await writeAndBump(async (tx) => {
        const s = createAdminPostsStorage(tx);
        const current = await s.lockById(id);
        if (!current) throw new NotFoundError(POST_MESSAGES.missing);
        if (current.deletedAt) throw new ConflictError(POST_MESSAGES.trashed);
        const categorySlug = await requireCategory(tx, input.categoryId);
        const slug = await chooseSlug(tx, input, current);
        const values = postValues(input);
        const publishedAt = publishedAtOf(input, current);
        const before = revisionFields(current);
        if (changesRevisionFields(before, values)) {
          await s.insertRevision({ postId: id, ...before, savedBy: actor.id, savedByName: actor.username });
          await s.pruneRevisions(id, REVISIONS_KEPT);
        }
        const oldPath = paths.article({ category: (await s.categorySlug(current.categoryId))!, slug: current.slug });
        const newPath = paths.article({ category: categorySlug, slug });
        if (oldPath !== newPath) {
          if (current.status === "published") await s.addRedirect(oldPath, id);
          await s.removeRedirect(newPath);
        }
        const updated = await s.update(id, { ...values, slug, publishedAt, updatedAt: new Date() });
        const changed = [...(isPublicNow(current) ? [oldPath] : []), ...(isPublicNow(updated) ? [newPath] : [])];
        return { updated, changed };
      });
      announce([...new Set(row.changed)]);
      return toAdminPost(row.updated);
    },

    /** Moves a post to the trash. */
    async remove(id: number): Promise<void> {
      await writeAndBump(async (tx) => {
        const s = createAdminPostsStorage(tx);
        const current = await s.lockById(id);
        if (!current || current.deletedAt) throw new NotFoundError(POST_MESSAGES.missing);
        const now = new Date();
        await s.update(id, { deletedAt: now, updatedAt: now });
        return isPublicNow(current) ? [paths.article({ category: (await s.categorySlug(current.categoryId))!, slug: current.slug })] : [];
      }).then(announce);
    },

    async restore(id: number): Promise<AdminPost> {
      const row = await writeAndBump(async (tx) => {
        const s = createAdminPostsStorage(tx);
        const current = await s.lockById(id);
        if (!current?.deletedAt) throw new NotFoundError("휴지통에서 게시글을 찾을 수 없습니다.");
        const restored = await s.update(id, { deletedAt: null, updatedAt: new Date() });
        return { restored, path: paths.article({ category: (await s.categorySlug(restored.categoryId))!, slug: restored.slug }) };
      });
      if (isPublicNow(row.restored)) announce([row.path]);
      return toAdminPost(row.restored);
    },

    async revisions(id: number): Promise<PostRevision[]> {
      await getRow(id);
      const rows = await storage.listRevisions(id);
      return rows.map((r) => ({
        id: r.id,
        postId: r.postId,
        title: r.title,
        excerpt: r.excerpt,
        content: r.content,
        seoTitle: r.seoTitle,
        metaDescription: r.metaDescription,
        focusKeyword: r.focusKeyword,
        keywords: r.keywords,
        savedBy: r.savedByName,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** Makes an earlier version current again; the version it replaces becomes a revision in turn. */
    async restoreRevision(id: number, revisionId: number, actor: PostActor): Promise<AdminPost> {
      const current = await getRow(id);
      const revision = await storage.findRevision(id, revisionId);
      if (!revision) throw new NotFoundError("이전 버전을 찾을 수 없습니다.");
      return this.update(
        id,
        {
          ...toAdminPost(current),
          ...revisionFields({ ...current, ...revision }),
          slug: current.slug,
          publishDate: null,
          status: current.status as PostFields["status"],
        } as PostFields,
        actor,
      );
    },

    /** Deletes for good the posts trashed more than 30 days ago; content-file articles get a tombstone. */
    async purgeTrash(now = new Date()): Promise<number> {
      const cutoff = trashCutoff(now);
      const gone = await db.transaction(async (tx) => {
        const s = createAdminPostsStorage(tx);
        const due = await s.trashedBefore(cutoff);
        const deleted = await s.deleteForGood(due.map((r) => r.id));
        await s.addTombstones(deleted.filter((r) => r.seedHash !== null).map((r) => r.slug));
        return deleted.length;
      });
      if (gone > 0) await version.bump();
      return gone;
    },

    /** The earliest scheduled publication still ahead, for the cache to refresh then. */
    nextScheduled: () => storage.nextScheduled(),
  };
}
export type AdminPostsService = ReturnType<typeof createAdminPostsService>;
