import { Router } from "express";
import { cachedJson, type ResponseCache } from "../lib/response-cache";
import type { BoardService } from "../services/board.service";
import type { ViewCounter } from "../services/view-counter.service";

const searchTerm = (q: unknown) => (typeof q === "string" ? q : "");

/** Public list of published posts, answered from the per-version cache (mounted before the session layer). */
export function boardListRoutes(board: BoardService, cache: ResponseCache, version: () => number): Router {
  const router = Router();
  router.get("/board-posts", cachedJson(cache, version, (req) => board.listPosts(searchTerm(req.query.q))));
  return router;
}

/** Public: one published post; counts a view (never for a signed-in administrator, so it needs the session). */
export function boardPostRoutes(board: BoardService, views: ViewCounter): Router {
  const router = Router();
  router.get("/board-posts/:slug", async (req, res) => {
    const post = await board.getPost(req.params.slug);
    const counted = await views.record(post.id, {
      ip: req.ip ?? "",
      userAgent: req.get("user-agent") ?? "",
      isAdmin: (req.user as { role?: string } | undefined)?.role === "admin",
    });
    res.set("Cache-Control", "no-cache").json({ ...post, views: post.views + (counted ? 1 : 0) });
  });
  return router;
}
