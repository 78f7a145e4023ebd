import express from "express";
import { postInputSchema, postListQuerySchema, postReviewSchema } from "@shared/content/post-input";
import { adminRouter } from "../middleware/require-admin";
import { POST_MESSAGES, type AdminPostsService } from "../services/admin-posts.service";
import type { CategoriesService } from "../services/categories.service";
import type { PostReviewService } from "../services/post-review.service";
import { actorOf } from "./admin-params";
import { idParam } from "./id-param";
import { privateJson } from "./private-response";
import { refuseSearchInUrl } from "./search-in-url";

/**
 * Paths under /api whose JSON bodies may exceed the app's 100 KB cap: a post's or an interview's text may be 200,000 characters
 * (up to 600 KB of UTF-8). They parse their own body, after the administrator check.
 */
export const LARGE_POST_BODY = /^\/(?:posts(?:\/\d+)?|interviews(?:\/\d+)?|analyze-seo)$/;
export const postBody = express.json({ limit: "1mb" });

/** Administrator: categories and posts (write, trash, restore, revisions). */
export function adminPostRoutes(posts: AdminPostsService, categories: CategoriesService, review: PostReviewService) {
  const router = adminRouter();

  router.get("/categories", async (_req, res) => {
    privateJson(res, await categories.list());
  });

  const listPage = async (input: unknown) => {
    const query = postListQuerySchema.parse(input ?? {});
    return posts.listPage({
      search: query.search,
      categoryId: query.category,
      status: query.status,
      sort: query.sort,
      cursor: query.cursor,
      limit: query.limit,
    });
  };
  // The list's other filters may sit in the URL; its search text only in the body of POST /api/posts/search.
  router.get("/posts", async (req, res) => {
    refuseSearchInUrl(req, "/api/posts/search");
    privateJson(res, await listPage(req.query));
  });

  router.post("/posts/search", async (req, res) => {
    privateJson(res, await listPage(req.body));
  });

  router.get("/posts/trash", async (_req, res) => {
    privateJson(res, await posts.trash());
  });

  router.get("/posts/:id", async (req, res) => {
    privateJson(res, await posts.get(idParam(req.params.id, "게시글")));
  });

  router.post("/posts", postBody, async (req, res) => {
    const input = postInputSchema.parse(req.body ?? {});
    const post = await posts.create(input, actorOf(req));
    privateJson(res, { success: true, message: POST_MESSAGES.created, post }, 201);
  });

  // The attorney marks the text checked against the law as of a date; shown under the title.
  router.post("/posts/:id/review", async (req, res) => {
    const id = idParam(req.params.id, "게시글");
    const { lawAsOf } = postReviewSchema.parse(req.body ?? {});
    const post = await review.markReviewed(id, lawAsOf);
    privateJson(res, { success: true, message: "검토 완료로 표시했습니다. 글 제목 아래에 검토일이 표시됩니다.", post });
  });

  router.put("/posts/:id", postBody, async (req, res) => {
    const id = idParam(req.params.id, "게시글");
    const input = postInputSchema.parse(req.body ?? {});
    const post = await posts.update(id, input, actorOf(req));
    privateJson(res, { success: true, message: POST_MESSAGES.updated, post });
  });

  router.delete("/posts/:id", async (req, res) => {
    await posts.remove(idParam(req.params.id, "게시글"));
    privateJson(res, { success: true, message: POST_MESSAGES.deleted });
  });

  router.post("/posts/:id/restore", async (req, res) => {
    const post = await posts.restore(idParam(req.params.id, "게시글"));
    privateJson(res, { success: true, message: POST_MESSAGES.restored, post });
  });

  router.get("/posts/:id/revisions", async (req, res) => {
    privateJson(res, await posts.revisions(idParam(req.params.id, "게시글")));
  });

  router.post("/posts/:id/revisions/:revisionId/restore", async (req, res) => {
    const post = await posts.restoreRevision(idParam(req.params.id, "게시글"), idParam(req.params.revisionId, "버전"), actorOf(req));
    privateJson(res, { success: true, message: POST_MESSAGES.revisionRestored, post });
  });

  return router;
}
