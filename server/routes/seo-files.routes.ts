// robots.txt and sitemap.xml for crawlers, both derived from the page map: every public page enters the
// sitemap by its rule (once, or once per category, published post or published interview), and robots.txt
// keeps crawlers out of the private roots.
import { Router } from "express";
import { CATEGORY_SLUGS } from "@shared/category-slugs";
import { absoluteUrl, PAGES, pathOf, privatePathRoots, type PageName, type SitemapRule } from "@shared/page-map";
import type { Env } from "../env";

export interface SitemapSource {
  /** Published posts, newest first. */
  posts(): Promise<Array<{ category: string; slug: string; lastmod: string }>>;
  /** Published interviews. */
  interviews(): Promise<Array<{ slug: string; lastmod: string }>>;
}

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every URL the sitemap lists, in page-map order. */
export async function sitemapEntries(source: SitemapSource): Promise<SitemapEntry[]> {
  const expand: Record<SitemapRule, (name: PageName) => Promise<SitemapEntry[]>> = {
    never: async () => [],
    once: async (name) => [{ path: pathOf(name) }],
    "per-category": async (name) => CATEGORY_SLUGS.map((category) => ({ path: pathOf(name, { category }) })),
    "per-post": async (name) => (await source.posts()).map(({ lastmod, ...params }) => ({ path: pathOf(name, params), lastmod })),
    "per-interview": async (name) => (await source.interviews()).map(({ lastmod, ...params }) => ({ path: pathOf(name, params), lastmod })),
  };
  const lists = await Promise.all(PAGES.filter((p) => p.public).map((p) => expand[p.sitemap](p.name)));
  return lists.flat();
}

export function seoFileRoutes(env: Env, source: SitemapSource): Router {
  const router = Router();
  router.get("/robots.txt", (_req, res) => {
    const disallow = [...privatePathRoots(), "/api/"].map((path) => `Disallow: ${path}`);
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(["User-agent: *", "Allow: /", ...disallow, "", `Sitemap: ${env.PUBLIC_SITE_URL}/sitemap.xml`, ""].join("\n"));
  });
  router.get("/sitemap.xml", async (_req, res) => {
    const entries = await sitemapEntries(source);
    const body = entries
      .map((e) => `  <url><loc>${escapeXml(absoluteUrl(env.PUBLIC_SITE_URL, encodeURI(e.path)))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
      .join("\n");
    res
      .type("application/xml")
      .set("Cache-Control", "public, max-age=3600")
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });
  return router;
}
