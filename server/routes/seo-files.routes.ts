// robots.txt, sitemap.xml and rss.xml for crawlers and feed readers. The sitemap derives from the page map:
// every public page enters it by its rule (once, or once per category, published post or published interview);
// robots.txt keeps crawlers out of the private roots; the feed lists the newest 50 published posts (Naver
// Search Advisor reads it). Past SITEMAP_MAX_URLS URLs the sitemap becomes an index of child sitemaps. All three list only what visitors may see.
import { Router, type NextFunction, type Request, type Response } from "express";
import { CATEGORY_SLUGS } from "@shared/content/category-slugs";
import type { BoardPostSummary } from "@shared/content/board";
import { absoluteUrl, PAGES, paths, pathOf, privatePathRoots, type Page, type PageName, type SitemapRule } from "@shared/pages/page-map";
import type { SiteSettings } from "@shared/office/site-facts";
import type { Env } from "../env";
import { sendCached, type ResponseCache } from "../lib/response-cache";

/** Guides the feed carries: the newest, so that it stays small however large the archive grows. */
const RSS_ITEMS = 50;
/** URLs in one sitemap file before sitemap.xml becomes an index of several (SITEMAP_MAX_URLS). */
const SITEMAP_MAX_URLS = 5000;

export interface SitemapSource {
  /** Published posts, newest first. */
  posts(): Promise<BoardPostSummary[]>;
  /** The newest `count` published posts. */
  latestPosts(count: number): Promise<BoardPostSummary[]>;
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
function rssFeed(siteUrl: string, posts: BoardPostSummary[], office: Pick<SiteSettings, "officeName" | "description">): string {
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
async function sitemapEntries(source: SitemapSource): Promise<SitemapEntry[]> {
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

const urlSet = (siteUrl: string, entries: SitemapEntry[]) => {
  const body = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(absoluteUrl(siteUrl, encodeURI(e.path)))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
};

/** The newest lastmod of some entries (those without one are left out). */
const newestLastmod = (entries: SitemapEntry[]) =>
  entries.reduce<string | undefined>((max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max), undefined);

/** The child sitemaps' index: one `sitemap-N.xml` per `perFile` URLs, each with its newest lastmod. */
const sitemapIndex = (siteUrl: string, entries: SitemapEntry[], perFile: number) => {
  const children: string[] = [];
  for (let i = 0; i * perFile < entries.length; i++) {
    const lastmod = newestLastmod(entries.slice(i * perFile, (i + 1) * perFile));
    children.push(
      `  <sitemap><loc>${escapeXml(`${siteUrl}/sitemap-${i + 1}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join("\n")}\n</sitemapindex>\n`;
};

export interface SeoFileOptions {
  /** Past this many URLs, sitemap.xml is an index of child sitemaps of that many each (search engines read at most 50,000 URLs or 50 MB from one file). */
  sitemapMaxUrls?: number;
  /** Where the feed and the sitemaps are kept per content version, compressed (made once per change). */
  cache?: ResponseCache;
  version?: () => number;
}

export function seoFileRoutes(
  env: Env,
  source: SitemapSource,
  { sitemapMaxUrls = SITEMAP_MAX_URLS, cache, version }: SeoFileOptions = {},
): Router {
  const router = Router();
  /** Answers from the cache, or makes the file (undefined: not found) and keeps it for this content version. */
  const cached =
    (contentType: string, cacheControl: string, make: (req: Request) => Promise<string | undefined>) =>
    async (req: Request, res: Response, next: NextFunction) => {
      const v = version?.();
      const key = `file:${req.path}`;
      const hit = cache && v !== undefined ? cache.get(key, v) : undefined;
      if (hit) return sendCached(req, res, hit);
      const body = await make(req);
      if (body === undefined) return next();
      if (!cache || v === undefined) return void res.type(contentType).set("Cache-Control", cacheControl).send(body);
      sendCached(req, res, cache.set(key, { version: v, status: 200, contentType, cacheControl, raw: Buffer.from(body) }));
    };
  router.get("/robots.txt", (_req, res) => {
    const disallow = [...privatePathRoots(), "/api/"].map((path) => `Disallow: ${path}`);
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(["User-agent: *", "Allow: /", ...disallow, "", `Sitemap: ${env.PUBLIC_SITE_URL}/sitemap.xml`, ""].join("\n"));
  });
  const xml = (make: (req: Request) => Promise<string | undefined>) =>
    cached("application/xml; charset=utf-8", "public, max-age=3600", make);
  router.get(
    "/sitemap.xml",
    xml(async () => {
      const entries = await sitemapEntries(source);
      return entries.length > sitemapMaxUrls
        ? sitemapIndex(env.PUBLIC_SITE_URL, entries, sitemapMaxUrls)
        : urlSet(env.PUBLIC_SITE_URL, entries);
    }),
  );
  router.get(
    "/sitemap-:n.xml",
    xml(async (req) => {
      const n = /^[1-9]\d{0,4}$/.test(String(req.params.n)) ? Number(req.params.n) : 0;
      const entries = await sitemapEntries(source);
      const part = entries.slice((n - 1) * sitemapMaxUrls, n * sitemapMaxUrls);
      // Only while sitemap.xml is an index, and only the files it lists.
      return entries.length <= sitemapMaxUrls || n < 1 || part.length === 0 ? undefined : urlSet(env.PUBLIC_SITE_URL, part);
    }),
  );
  const keyFile = source.indexNowKeyFile;
  if (keyFile)
    router.get(keyFile.path, (_req, res) => void res.type("text/plain").set("Cache-Control", "public, max-age=86400").send(keyFile.body));
  router.get(
    "/rss.xml",
    cached("application/rss+xml; charset=utf-8", "public, max-age=600", async () =>
      rssFeed(env.PUBLIC_SITE_URL, await source.latestPosts(RSS_ITEMS), await source.site()),
    ),
  );
  return router;
}
