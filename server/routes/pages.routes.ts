// Every non-API GET renders the React app on the server. Old article URL shapes redirect permanently to
// the canonical /board/{category}/{slug}; rendered public pages are cached per content version.
import { Router, type Request } from "express";
import type { BoardPostDetail } from "@shared/board";
import { isCategorySlug } from "@shared/category-slugs";
import { sendCached, type ResponseCache } from "../lib/response-cache";
import type { PageRenderer } from "../render/renderer";
import { loadPageQueries, type PageDataDeps } from "../render/page-data";
import type { BoardService } from "../services/board.service";
import type { ContentVersion } from "../services/content-version.service";
import type { ViewCounter } from "../services/view-counter.service";

export interface PageRouteDeps extends PageDataDeps {
  board: BoardService;
  views: ViewCounter;
  cache: ResponseCache;
  version: Pick<ContentVersion, "current">;
  /** False in development, where a code edit changes the HTML without changing the content version. */
  cachePages: boolean;
}

const ARTICLE_PATH = /^\/board\/([^/]+)\/([^/]+)\/?$/;
const PRIVATE_PATHS = /^\/(admin|auth)(\/|$)/;

/**
 * The published post an article-shaped URL names (/board/{category}/{slug}, /board/{slug}, /post/{slug}),
 * with the canonical path to move to when the URL is not already it.
 */
async function findArticle(path: string, board: BoardService): Promise<{ post: BoardPostDetail; redirect?: string } | undefined> {
  let slug: string | undefined;
  let category: string | undefined;
  let m: RegExpExecArray | null;
  if ((m = /^\/post\/([^/]+)\/?$/.exec(path))) slug = m[1];
  else if ((m = /^\/board\/([^/]+)\/?$/.exec(path)) && !isCategorySlug(decode(m[1]))) slug = m[1];
  else if ((m = ARTICLE_PATH.exec(path))) [category, slug] = [m[1], m[2]];
  if (!slug) return undefined;
  const post = await board.findPost(decode(slug));
  if (!post) return undefined;
  const canonical = category === post.category && decode(slug) === post.slug;
  return { post, redirect: canonical ? undefined : `/board/${post.category}/${post.slug}` };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function visitor(req: Request) {
  // Visitors never get a session cookie; only a signed-in administrator has one.
  const isAdmin = /(?:^|;\s*)sid=/.test(req.headers.cookie ?? "");
  return { ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "", isAdmin };
}

export function pageRoutes(renderer: PageRenderer, deps: PageRouteDeps): Router {
  const router = Router();
  router.get("/{*splat}", async (req, res) => {
    const search = req.originalUrl.slice(req.path.length);
    const article = await findArticle(req.path, deps.board);
    if (article?.redirect) return res.redirect(301, article.redirect + search);
    if (article) await deps.views.record(article.post.id, visitor(req));

    const version = deps.version.current();
    const params = new URLSearchParams(search);
    const cacheable = deps.cachePages && !PRIVATE_PATHS.test(req.path) && [...params.keys()].every((k) => k === "q");
    const hit = cacheable ? deps.cache.get(req.originalUrl, version) : undefined;
    if (hit) return sendCached(req, res, hit);

    const queries = await loadPageQueries(req.path, search, deps);
    const page = await renderer.renderPage(req.originalUrl, queries);
    // The back office: never indexed, never stored by a browser or proxy.
    if (PRIVATE_PATHS.test(req.path)) {
      return res.status(page.status).set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" }).type("html").send(page.html);
    }
    const entry = { version, status: page.status, contentType: "text/html; charset=utf-8", cacheControl: "no-cache", raw: Buffer.from(page.html) };
    if (cacheable && page.status === 200) return sendCached(req, res, deps.cache.set(req.originalUrl, entry));
    res.status(page.status).set("Cache-Control", "no-cache").type("html").send(page.html);
  });
  return router;
}
