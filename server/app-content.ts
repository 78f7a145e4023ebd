// The content domain as the app mounts it: guides (posts) and interviews, their images, the scheduled
// publication and the search engines' notice (IndexNow). Public reads and the back office's editing alike.
import type { Router } from "express";
import type { Db } from "./db";
import type { Env } from "./env";
import type { Clock } from "./lib/clock";
import { adminInterviewRoutes } from "./routes/admin-interviews.routes";
import { adminPostRoutes } from "./routes/admin-posts.routes";
import { boardPostRoutes } from "./routes/board.routes";
import { uploadRoutes } from "./routes/uploads.routes";
import { createAdminInterviewsService } from "./services/admin-interviews.service";
import { createAdminPostsService } from "./services/admin-posts.service";
import { createBoardService } from "./services/board.service";
import { createCategoriesService } from "./services/categories.service";
import type { ContentVersion } from "./services/content-version.service";
import { createIndexNow } from "./services/indexnow.service";
import { createInterviewsService } from "./services/interviews.service";
import { createPostReviewService } from "./services/post-review.service";
import { scheduledContent, startPostUpkeep } from "./services/post-upkeep.service";
import { createUploadsService } from "./services/uploads.service";
import { createViewCounter } from "./services/view-counter.service";

export function createAppContent({ db, env, contentVersion, clock }: { db: Db; env: Env; contentVersion: ContentVersion; clock?: Clock }) {
  const board = createBoardService(db, contentVersion, { clock });
  const indexNow = createIndexNow({ key: env.INDEXNOW_KEY, endpoint: env.INDEXNOW_ENDPOINT, siteUrl: env.PUBLIC_SITE_URL });
  const adminPosts = createAdminPostsService(db, contentVersion, indexNow.announce);
  const uploads = createUploadsService(db);
  const adminInterviews = createAdminInterviewsService(db, contentVersion, indexNow.announce);
  const postUpkeep = startPostUpkeep(scheduledContent(adminPosts, adminInterviews), contentVersion, { uploads });
  const views = createViewCounter(db);
  const interviews = createInterviewsService(db);
  const interviewAdmin = adminInterviewRoutes(adminInterviews);
  /** The routers on /api (after the sign-in), and the interviews' back-office reads on /api/admin. */
  const routers: { api: Router[]; admin: Router[] } = {
    api: [
      boardPostRoutes(board, views),
      adminPostRoutes(adminPosts, createCategoriesService(db), createPostReviewService(db, contentVersion, indexNow.announce)),
      interviewAdmin.writes,
      uploadRoutes(uploads),
    ],
    admin: [interviewAdmin.reads],
  };
  return {
    board,
    indexNow,
    adminPosts,
    uploads,
    views,
    interviews,
    routers,
    async stop(): Promise<void> {
      await postUpkeep.stop();
      indexNow.stop();
      await views.written();
    },
  };
}
