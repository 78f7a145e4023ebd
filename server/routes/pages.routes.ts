// Every non-API GET renders the React app on the server. Older article address shapes redirect permanently
// to the article's canonical address; rendered public pages are cached per content version, and a cache hit
// is answered in front of Express (middleware/cached-fast-path.ts), which counts an article's view as here.
import { Router, type Request } from "express";
import type { BoardPostDetail } from "@shared/content/board";
import { isPrivatePath, matchPage, paths } from "@shared/pages/page-map";
import { pageCacheKey, sendCached, type ResponseCache } from "../lib/response-cache";
import { hasSessionCookie } from "../middleware/session";
import type { PageRenderer } from "../render/renderer";
import { loadPageQueries, type PageDataDeps } from "../render/page-data";
import type { BoardService } from "../services/board.service";
import type { ContentVersion } from "../services/content-version.service";
import type { SeoSettingsService } from "../services/seo-settings.service";
import type { ViewCounter } from "../services/view-counter.service";

export interface PageRouteDeps extends PageDataDeps {
  board: BoardService;
  views: ViewCounter;
  seo: Pick<SeoSettingsService, "settingsOfType">;
  cache: ResponseCache;
  version: Pick<ContentVersion, "current">;
  /** False in development, where a code edit changes the HTML without changing the content version. */
  cachePages: boolean;
}

/**
 * The published post an article address names (the canonical /board/{category}/{slug} or an older shape the
 * page map lists as its alias), with the canonical path to move to when the address is not already it.
 */
async function findArticle(path: string, board: BoardService): Promise<{ post?: BoardPostDetail; redirect?: string } | undefined> {
  const match = matchPage(path);
  if (!match || (match.page.name !== "article" && match.page.aliasOf !== "article")) return undefined;
  const post = await board.findPost(match.params.slug);
  if (!post) {
    // An address the post had before its slug or category changed.
    const moved =
      match.page.name === "article"
        ? await board.redirectFor(paths.article({ category: match.params.category, slug: match.params.slug }))
        : undefined;
    return moved ? { redirect: moved } : undefined;
  }
  const canonical = match.page.name === "article" && match.params.category === post.category && match.params.slug === post.slug;
  return { post, redirect: canonical ? undefined : paths.article({ category: post.category, slug: post.slug }) };
}

/**
 * The current address of an interview whose slug changed, when `path` is one of its earlier addresses (a
 * current address never is: a save removes the redirect of the path it takes).
 */
async function findMovedInterview(path: string, interviews: PageDataDeps["interviews"]): Promise<string | undefined> {
  const match = matchPage(path);
  if (match?.page.name !== "interview") return undefined;
  return interviews.redirectFor(paths.interview({ slug: match.params.slug }));
}

/** Who a view of an article is counted for (view-counter.service.ts). */
export function visitor(req: Pick<Request, "ip" | "headers">) {
  // Visitors never get a session cookie; only a signed-in administrator has one.
  const isAdmin = hasSessionCookie(req.headers.cookie);
  return { ip: req.ip ?? "", userAgent: req.headers["user-agent"] ?? "", isAdmin };
}

export function pageRoutes(renderer: PageRenderer, deps: PageRouteDeps): Router {
  const router = Router();
  router.get("/{*splat}", async (req, res) => {
    const search = req.originalUrl.slice(req.path.length);
    const article = await findArticle(req.path, deps.board);
    if (article?.redirect) return res.redirect(301, article.redirect + search);
    const movedInterview = await findMovedInterview(req.path, deps.interviews);
    if (movedInterview) return res.redirect(301, movedInterview + search);
    if (article?.post) deps.views.count(article.post.id, visitor(req));

    const version = deps.version.current();
    // Kept under the path and the one parameter a list reads (`page`); any other (a tracking tag, ?x=N, `page`
    // where nothing is paginated) is left out of the key and of the render, so it cannot make an entry. A search
    // (`q`) is rendered each time, never kept.
    const key = deps.cachePages && !isPrivatePath(req.path) ? pageCacheKey(req.originalUrl) : null;
    const hit = key === null ? undefined : deps.cache.get(key, version);
    if (hit) return sendCached(req, res, hit);

    const url = key ?? req.originalUrl;
    const pageType = matchPage(req.path)?.page.pageType;
    const [queries, seoSettings] = await Promise.all([
      loadPageQueries(req.path, url.slice(req.path.length), deps),
      pageType ? deps.seo.settingsOfType(pageType) : undefined,
    ]);
    const page = await renderer.renderPage(url, queries, seoSettings);
    // The back office and a person's own page (a booking's manage link): never indexed, never stored by a browser or proxy.
    if (isPrivatePath(req.path) || matchPage(req.path)?.page.personal) {
      return res.status(page.status).set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" }).type("html").send(page.html);
    }
    const entry = {
      version,
      status: page.status,
      contentType: "text/html; charset=utf-8",
      cacheControl: "no-cache",
      raw: Buffer.from(page.html),
      articleId: article?.post?.id,
    };
    if (key !== null && page.status === 200) return sendCached(req, res, deps.cache.set(key, entry));
    res.status(page.status).set("Cache-Control", "no-cache").type("html").send(page.html);
  });
  return router;
}
