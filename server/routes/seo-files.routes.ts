// robots.txt, sitemap.xml and rss.xml for crawlers and feed readers. The sitemap derives from the page map:
// every public page enters it by its rule (once, or once per category, published post or published interview);
// robots.txt keeps crawlers out of the private roots; the feed lists published posts, newest first (Naver
// Search Advisor reads it). All three list only what visitors may see.
import { Router } from "express";
import { CATEGORY_SLUGS } from "@shared/category-slugs";
import type { BoardPostSummary } from "@shared/board";
import { absoluteUrl, PAGES, paths, pathOf, privatePathRoots, type Page, type PageName, type SitemapRule } from "@shared/page-map";
import type { SiteSettings } from "@shared/site-facts";
import type { Env } from "../env";

export interface SitemapSource {
  /** Published posts, newest first. */
  posts(): Promise<BoardPostSummary[]>;
  /** Published interviews. */
  interviews(): Promise<Array<{ id: number; slug: string; lastmod: string }>>;
  /**
   * Whether the administrator's SEO setting asks search engines not to index a page (`pageId` as the setting
   * names it: a category slug, an article's or interview's id); such a page stays out of the sitemap.
   */
  noindex?(pageType: NonNullable<Page["pageType"]>, pageId?: string): Promise<boolean>;
  /** The office's facts as saved now (the feed's title and description). */
  site(): Promise<SiteSettings>;
  /** IndexNow's proof of key ownership, served at its path when IndexNow is on. */
  indexNowKeyFile?: { path: string; body: string };
}

interface SitemapEntry {
  path: string;
  lastmod?: string;
  /** The page among its type's pages, as an SEO setting names it. */
  pageId?: string;
}

/** Text safe in XML content and attributes; control characters XML forbids are dropped. */
const escapeXml = (s: string) =>
  s
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** RSS 2.0 of the published posts, newest first, with absolute links. */
export function rssFeed(siteUrl: string, posts: BoardPostSummary[], office: Pick<SiteSettings, "officeName" | "description">): string {
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, encodeURI(path)));
  const items = posts.map((p) => {
    const link = url(paths.article({ category: p.category, slug: p.slug }));
    return [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(p.publishDate).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(p.categoryName)}</category>`,
      `      <description>${escapeXml(p.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0] ? new Date(posts[0].publishDate).toUTCString() : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(office.officeName)}</title>`,
    `    <link>${url(paths.home())}</link>`,
    `    <description>${escapeXml(office.description)}</description>`,
    "    <language>ko-KR</language>",
    `    <lastBuildDate>${newest}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(siteUrl)}/rss.xml" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Every URL the sitemap lists, in page-map order. */
export async function sitemapEntries(source: SitemapSource): Promise<SitemapEntry[]> {
  const expand: Record<SitemapRule, (name: PageName) => Promise<SitemapEntry[]>> = {
    never: async () => [],
    once: async (name) => [{ path: pathOf(name) }],
    "per-category": async (name) => CATEGORY_SLUGS.map((category) => ({ path: pathOf(name, { category }), pageId: category })),
    "per-post": async (name) =>
      (await source.posts()).map((p) => ({
        path: pathOf(name, { category: p.category, slug: p.slug }),
        lastmod: p.publishDate.slice(0, 10),
        pageId: String(p.id),
      })),
    "per-interview": async (name) =>
      (await source.interviews()).map(({ id, slug, lastmod }) => ({ path: pathOf(name, { slug }), lastmod, pageId: String(id) })),
  };
  const lists = await Promise.all(
    PAGES.filter((p) => p.public).map(async (p) => {
      const entries = await expand[p.sitemap](p.name);
      const { pageType } = p;
      if (!pageType || !source.noindex) return entries;
      const hidden = await Promise.all(entries.map((e) => source.noindex!(pageType, e.pageId)));
      return entries.filter((_, i) => !hidden[i]);
    }),
  );
  return lists.flat().map(({ path, lastmod }) => ({ path, lastmod }));
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
  const keyFile = source.indexNowKeyFile;
  if (keyFile) router.get(keyFile.path, (_req, res) => void res.type("text/plain").set("Cache-Control", "public, max-age=86400").send(keyFile.body));
  router.get("/rss.xml", async (_req, res) => {
    res
      .type("application/rss+xml")
      .set("Cache-Control", "public, max-age=600")
      .send(rssFeed(env.PUBLIC_SITE_URL, await source.posts(), await source.site()));
  });
  return router;
}
