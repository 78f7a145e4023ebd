// What an administrator does with client interviews: list, read, write, trash and restore, go back to an
// earlier version, and mark reviewed. The rules are the posts' (content-admin.ts):
// - empty SEO fields and excerpt take defaults; a slug made from the title gets a numeric suffix when taken,
//   a typed slug that is taken is refused (409); a published interview whose slug changes leaves its old
//   address answering 301;
// - a published interview dated ahead is scheduled: invisible to visitors until then;
// - each save keeps the version it replaces (the newest 30); deleting moves it to the trash for 30 days;
// - every write bumps the content version, so every instance drops its cached pages at once, and moves
//   updatedAt past seededAt, so the content file no longer overwrites the row.
import { REVISIONS_KEPT } from "@shared/content/admin-posts";
import type { AdminInterview, AdminInterviewListItem, InterviewRevision } from "@shared/content/admin-interviews";
import type { PostDisplayStatus } from "@shared/content/admin-posts";
import { paths } from "@shared/pages/page-map";
import type { Interview } from "@shared/schema";
import { readOfficeFacts } from "./site-settings.service";
import { consentFromColumns } from "@shared/content/consent-record";
import type { InterviewFields } from "@shared/content/interview-input";
import type { Db, Executor } from "../db";
import { ConflictError, NotFoundError } from "../lib/errors";
import { createAdminInterviewsStorage } from "../storage/admin-interviews.storage";
import {
  interviewRevisionFields,
  interviewValues,
  toAdminInterview,
  toAdminInterviewListItem,
  toInterviewRevision,
} from "./admin-interview-values";
import { isPublicNow } from "./admin-post-values";
import { changesRevisionFields, chooseSlug, publishedAtOf, trashCutoff } from "./content-admin";
import type { ContentVersion } from "./content-version.service";
import type { PostActor } from "./admin-posts.service";

export const INTERVIEW_MESSAGES = {
  created: "인터뷰가 성공적으로 작성되었습니다.",
  updated: "인터뷰가 성공적으로 수정되었습니다.",
  deleted: "인터뷰가 삭제되었습니다. 휴지통에서 30일 동안 복원할 수 있습니다.",
  restored: "인터뷰를 복원했습니다.",
  revisionRestored: "이전 버전으로 되돌렸습니다.",
  reviewed: "검토 완료로 표시했습니다. 인터뷰 제목 아래에 검토일이 표시됩니다.",
  missing: "인터뷰를 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.",
  slugTaken: "이미 다른 인터뷰가 쓰고 있는 주소(슬러그)입니다. 다른 주소를 입력해주세요.",
  trashed: "휴지통에 있는 인터뷰입니다. 복원한 뒤 수정해주세요.",
} as const;

const pathOf = (row: Pick<Interview, "slug">) => paths.interview({ slug: row.slug });

/** `announce` hears the site paths whose content changed for visitors, for search engines; it returns at once. */
export function createAdminInterviewsService(
  db: Db,
  version: Pick<ContentVersion, "bump">,
  announce: (paths: string[]) => void = () => undefined,
) {
  const storage = createAdminInterviewsStorage(db);

  async function writeAndBump<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    await version.bump();
    return result;
  }

  async function getRow(id: number): Promise<Interview> {
    const row = await storage.findById(id);
    if (!row) throw new NotFoundError(INTERVIEW_MESSAGES.missing);
    return row;
  }

  /** Locks a row that is not in the trash, for a change. */
  async function lockLive(tx: Executor, id: number): Promise<Interview> {
    const current = await createAdminInterviewsStorage(tx).lockById(id);
    if (!current) throw new NotFoundError(INTERVIEW_MESSAGES.missing);
    if (current.deletedAt) throw new ConflictError(INTERVIEW_MESSAGES.trashed);
    return current;
  }

  const service = {
    async list(query: { search?: string; status?: PostDisplayStatus } = {}, trashed = false): Promise<AdminInterviewListItem[]> {
      const now = new Date();
      const items = (await storage.list({ trashed, search: query.search })).map((r) => toAdminInterviewListItem(r, now));
      return query.status ? items.filter((i) => i.displayStatus === query.status) : items;
    },

    async get(id: number): Promise<AdminInterview> {
      return toAdminInterview(await getRow(id));
    },

    async create(input: InterviewFields): Promise<AdminInterview> {
      const created = await writeAndBump(async (tx) => {
        const s = createAdminInterviewsStorage(tx);
        const slug = await chooseSlug(input, undefined, s.slugsLike, INTERVIEW_MESSAGES.slugTaken, "interview");
        const row = await s.insert({ ...interviewValues(input), slug, publishedAt: publishedAtOf(input) });
        await s.removeRedirect(pathOf(row));
        return row;
      });
      if (isPublicNow(created)) announce([pathOf(created)]);
      return toAdminInterview(created);
    },

    async update(id: number, input: InterviewFields, actor: PostActor): Promise<AdminInterview> {
      const { updated, changed } = await writeAndBump(async (tx) => {
        const s = createAdminInterviewsStorage(tx);
        const current = await lockLive(tx, id);
        const slug = await chooseSlug(input, current, s.slugsLike, INTERVIEW_MESSAGES.slugTaken, "interview");
        const values = interviewValues(input);
        const before = interviewRevisionFields(current);
        if (changesRevisionFields(before, values)) {
          await s.insertRevision({ interviewId: id, ...before, savedBy: actor.id, savedByName: actor.username });
          await s.pruneRevisions(id, REVISIONS_KEPT);
        }
        const oldPath = pathOf(current);
        const newPath = paths.interview({ slug });
        if (oldPath !== newPath) {
          if (current.status === "published") await s.addRedirect(oldPath, id);
          await s.removeRedirect(newPath);
        }
        const row = await s.update(id, { ...values, slug, publishedAt: publishedAtOf(input, current), updatedAt: new Date() });
        return { updated: row, changed: [...(isPublicNow(current) ? [oldPath] : []), ...(isPublicNow(row) ? [newPath] : [])] };
      });
      announce([...new Set(changed)]);
      return toAdminInterview(updated);
    },

    /** Moves an interview to the trash. */
    async remove(id: number): Promise<void> {
      const gone = await writeAndBump(async (tx) => {
        const s = createAdminInterviewsStorage(tx);
        const current = await s.lockById(id);
        if (!current || current.deletedAt) throw new NotFoundError(INTERVIEW_MESSAGES.missing);
        const now = new Date();
        await s.update(id, { deletedAt: now, updatedAt: now });
        return current;
      });
      if (isPublicNow(gone)) announce([pathOf(gone)]);
    },

    async restore(id: number): Promise<AdminInterview> {
      const restored = await writeAndBump(async (tx) => {
        const s = createAdminInterviewsStorage(tx);
        const current = await s.lockById(id);
        if (!current?.deletedAt) throw new NotFoundError("휴지통에서 인터뷰를 찾을 수 없습니다.");
        return s.update(id, { deletedAt: null, updatedAt: new Date() });
      });
      if (isPublicNow(restored)) announce([pathOf(restored)]);
      return toAdminInterview(restored);
    },

    async revisions(id: number): Promise<InterviewRevision[]> {
      await getRow(id);
      return (await storage.listRevisions(id)).map(toInterviewRevision);
    },

    /** Makes an earlier version current again; the version it replaces becomes a revision in turn. */
    async restoreRevision(id: number, revisionId: number, actor: PostActor): Promise<AdminInterview> {
      const current = await getRow(id);
      const revision = await storage.findRevision(id, revisionId);
      if (!revision) throw new NotFoundError("이전 버전을 찾을 수 없습니다.");
      const kept = { ...interviewRevisionFields(current), ...interviewRevisionFields({ ...current, ...revision, id }) };
      const input: InterviewFields = {
        ...kept,
        caseType: kept.caseType ?? "",
        clientName: kept.clientName ?? "",
        consent: consentFromColumns(current),
        status: current.status as InterviewFields["status"],
        slug: current.slug,
        publishDate: null,
        thumbnailImage: current.thumbnailImage,
        thumbnailAlt: current.thumbnailAlt,
      };
      return service.update(id, input, actor);
    },

    /** The attorney checked the text against the law as of `lawAsOf`; shown under the title. */
    async markReviewed(id: number, lawAsOf: string, now = new Date()): Promise<AdminInterview> {
      const reviewed = await writeAndBump(async (tx) => {
        await lockLive(tx, id);
        // A solo practice: the reviewing attorney is the office's attorney, whoever of its staff clicks.
        return createAdminInterviewsStorage(tx).update(id, {
          reviewedAt: now,
          lawAsOf,
          reviewedBy: (await readOfficeFacts(tx)).attorneyName,
          updatedAt: now,
        });
      });
      if (isPublicNow(reviewed)) announce([pathOf(reviewed)]);
      return toAdminInterview(reviewed);
    },

    /** Deletes for good the interviews trashed more than 30 days ago; content-file ones get a tombstone. */
    async purgeTrash(now = new Date()): Promise<number> {
      const gone = await db.transaction(async (tx) => {
        const s = createAdminInterviewsStorage(tx);
        const deleted = await s.deleteForGood((await s.trashedBefore(trashCutoff(now))).map((r) => r.id));
        await s.addTombstones(deleted.filter((r) => r.seedHash !== null).map((r) => r.slug));
        return deleted.length;
      });
      if (gone > 0) await version.bump();
      return gone;
    },

    /** The earliest scheduled publication still ahead, for the cache to refresh then. */
    nextScheduled: () => storage.nextScheduled(),
  };
  return service;
}
export type AdminInterviewsService = ReturnType<typeof createAdminInterviewsService>;
