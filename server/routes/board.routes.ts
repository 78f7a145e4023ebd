import { Router } from "express";
import type { BoardService } from "../services/board.service";
import type { ViewCounter } from "../services/view-counter.service";

/** Public: published posts only. */
export function boardRoutes(board: BoardService, views: ViewCounter): Router {
  const router = Router();
  router.get("/board-posts", async (req, res) => {
    const q = typeof req.query.q === "string" ? req.query.q.slice(0, 100) : "";
    res.set("Cache-Control", "public, max-age=60").json(await board.listPosts(q));
  });
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
