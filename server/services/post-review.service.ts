// The attorney marks a post as reviewed: the text was checked against the law as of a date. The review shows
// under the title and in the page's JSON-LD, so it is a change visitors see: it moves the post's updatedAt
// (a content file no longer overwrites the reviewed row), bumps the content version and is announced.
import type { AdminPost } from "@shared/content/admin-posts";
import { paths } from "@shared/pages/page-map";
import { readOfficeFacts } from "./site-settings.service";
import type { Db } from "../db";
import { NotFoundError } from "../lib/errors";
import { createAdminPostsStorage } from "../storage/admin-posts.storage";
import { isPublicNow, toAdminPost } from "./admin-post-values";
import { POST_MESSAGES } from "./admin-posts.service";
import type { ContentVersion } from "./content-version.service";

export function createPostReviewService(
  db: Db,
  version: Pick<ContentVersion, "bump">,
  announce: (paths: string[]) => void = () => undefined,
) {
  return {
    async markReviewed(id: number, lawAsOf: string, now = new Date()): Promise<AdminPost> {
      const row = await db.transaction(async (tx) => {
        const s = createAdminPostsStorage(tx);
        const current = await s.lockById(id);
        if (!current || current.deletedAt) throw new NotFoundError(POST_MESSAGES.missing);
        // A solo practice: the reviewing attorney is the office's attorney, whoever of its staff clicks.
        const reviewed = await s.update(id, {
          reviewedAt: now,
          lawAsOf,
          reviewedBy: (await readOfficeFacts(tx)).attorneyName,
          updatedAt: now,
        });
        return { reviewed, path: paths.article({ category: (await s.categorySlug(reviewed.categoryId))!, slug: reviewed.slug }) };
      });
      await version.bump();
      if (isPublicNow(row.reviewed)) announce([row.path]);
      return toAdminPost(row.reviewed);
    },
  };
}
export type PostReviewService = ReturnType<typeof createPostReviewService>;
