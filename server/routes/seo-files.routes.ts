// robots.txt and sitemap.xml for crawlers.
import { Router } from "express";
import { CATEGORIES } from "@shared/categories";
import type { Env } from "../env";
import type { BoardService } from "../services/board.service";

export interface SitemapSource {
  board: BoardService;
  /** Extra entries (e.g. interviews): path and last modification. */
  extra?: () => Promise<Array<{ path: string; lastmod?: string }>>;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function seoFileRoutes(env: Env, source: SitemapSource): Router {
  const router = Router();
  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /auth", "Disallow: /api/", "", `Sitemap: ${env.PUBLIC_SITE_URL}/sitemap.xml`, ""].join("\n"));
  });
  router.get("/sitemap.xml", async (_req, res) => {
    const posts = await source.board.listPosts();
    const entries: Array<{ path: string; lastmod?: string }> = [
      { path: "/" },
      { path: "/about" },
      { path: "/contact" },
      { path: "/board" },
      ...CATEGORIES.map((c) => ({ path: `/board/${c.slug}` })),
      ...posts.map((p) => ({ path: `/board/${p.category}/${p.slug}`, lastmod: p.publishDate.slice(0, 10) })),
      ...((await source.extra?.()) ?? []),
    ];
    const body = entries
      .map((e) => `  <url><loc>${escapeXml(env.PUBLIC_SITE_URL + encodeURI(e.path))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
      .join("\n");
    res
      .type("application/xml")
      .set("Cache-Control", "public, max-age=3600")
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });
  return router;
}
