import { Router } from "express";
import { BOARD_PAGE_SIZE } from "@shared/content/board-pages";
import { boardListQuerySchema, type BoardListQuery } from "@shared/content/board-list-query";
import { cachedJson, JsonWithHeaders, type ResponseCache } from "../lib/response-cache";
import type { BoardService } from "../services/board.service";
import type { ViewCounter } from "../services/view-counter.service";

/** The API address of another page of the same list (the same search, category and size). */
function listUrl(query: BoardListQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.limit !== BOARD_PAGE_SIZE) params.set("limit", String(query.limit));
  params.set("page", String(page));
  return `/api/board-posts?${params}`;
}

/**
 * Public list of published posts, one page at a time (`page`, `limit` up to 50, `category`, `q`): a JSON
 * array of cards, with `X-Total-Count` and a `Link` header (first, prev, next, last). Answered from the
 * per-version cache (mounted before the session layer).
 */
export function boardListRoutes(board: BoardService, cache: ResponseCache, version: () => number): Router {
  const router = Router();
  router.get(
    "/board-posts",
    cachedJson(cache, version, async (req) => {
      const query = boardListQuerySchema.parse(req.query);
      const found = await board.listPage(query);
      const links = [`<${listUrl(query, 1)}>; rel="first"`];
      if (query.page > 1) links.push(`<${listUrl(query, Math.min(query.page - 1, found.pageCount))}>; rel="prev"`);
      if (query.page < found.pageCount) links.push(`<${listUrl(query, query.page + 1)}>; rel="next"`);
      links.push(`<${listUrl(query, found.pageCount)}>; rel="last"`);
      // A page past the last is answered (empty) but not kept: each number would be an entry of its own.
      return new JsonWithHeaders(
        found.posts,
        { "X-Total-Count": String(found.total), Link: links.join(", ") },
        query.page <= Math.max(1, found.pageCount),
      );
    }),
  );
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
