// Walks the page map against the real app: every public page, filled with a seeded example, answers 200
// with the canonical URL its builder makes and is listed in sitemap.xml; older address shapes move to the
// canonical one; the back office is private; an address the map does not know answers 404.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BoardPostSummary, InterviewSummary } from "@shared/content/board";
import { POLICY_VERSION_IDS } from "@shared/privacy/policy-versions";
import { CATEGORY_SLUGS } from "@shared/content/category-slugs";
import { absoluteUrl, matchPage, PAGES, pathOf, type PageName } from "@shared/pages/page-map";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { contentSeeder } from "../services/content-seed.service";

let t: TestApp;
let examples: Record<PageName, Record<string, string>>;
let sitemap: string;

beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder] });
  const posts = (await request(t.app).get("/api/board-posts")).body as BoardPostSummary[];
  const interviewList = (await request(t.app).get("/api/interviews")).body as InterviewSummary[];
  expect(posts.length).toBeGreaterThan(0);
  expect(interviewList.length).toBeGreaterThan(0);
  const post = posts[posts.length - 1];
  // One example per page; `satisfies` makes a page added to the map without an example a type error here.
  examples = {
    home: {},
    about: {},
    contact: {},
    board: {},
    boardCategory: { category: CATEGORY_SLUGS[CATEGORY_SLUGS.length - 1] },
    article: { category: post.category, slug: post.slug },
    articleByBoardSlug: { slug: post.slug },
    articleByPostSlug: { slug: post.slug },
    interviewList: {},
    interview: { slug: interviewList[0].slug },
    privacy: {},
    privacyVersion: { version: POLICY_VERSION_IDS[0] },
    criminalDeadline: {},
    drunkDriving: {},
    booking: {},
    bookingManage: { token: "no-such-booking-token" },
    auth: {},
    admin: {},
  } satisfies Record<PageName, Record<string, string>>;
  sitemap = (await request(t.app).get("/sitemap.xml")).text;
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string) => request(t.app).get(encodeURI(path)).set("Accept", "text/html").redirects(0);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const sitemapLocs = () => [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeURI(m[1]));

describe("the page map, walked", () => {
  it("has an example for every page", () => {
    expect(Object.keys(examples).sort()).toEqual(PAGES.map((p) => p.name).sort());
  });

  for (const p of PAGES.filter((x) => x.public && !x.aliasOf && !x.archive && !x.personal)) {
    it(`${p.name}: 200 with its builder's canonical URL, and listed in sitemap.xml`, async () => {
      const path = pathOf(p.name, examples[p.name]);
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const url = absoluteUrl(t.env.PUBLIC_SITE_URL, path);
      expect(canonicalOf(res.text)).toBe(url);
      expect(res.text).toContain(`<meta property="og:url" content="${url}"`);
      expect(res.headers["x-robots-tag"]).toBeUndefined();
      expect(sitemapLocs()).toContain(url);
    });
  }

  for (const p of PAGES.filter((x) => x.archive)) {
    it(`${p.name}: 200, readable but never indexed, and not in sitemap.xml`, async () => {
      const path = pathOf(p.name, examples[p.name]);
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toMatch(/<meta name="robots" content="noindex,follow"/);
      expect(sitemapLocs()).not.toContain(absoluteUrl(t.env.PUBLIC_SITE_URL, path));
    });
  }

  for (const p of PAGES.filter((x) => x.aliasOf)) {
    it(`${p.name}: an older address of ${p.aliasOf}, moved permanently to the canonical one`, async () => {
      const res = await get(pathOf(p.name, examples[p.name]));
      expect(res.status).toBe(301);
      expect(decodeURI(res.headers.location)).toBe(pathOf(p.aliasOf!, examples[p.aliasOf!]));
    });
  }

  for (const p of PAGES.filter((x) => !x.public)) {
    it(`${p.name}: private, never indexed or stored, not in the sitemap`, async () => {
      const path = pathOf(p.name, examples[p.name]);
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(sitemap).not.toContain(absoluteUrl(t.env.PUBLIC_SITE_URL, path) + "<");
    });
  }

  for (const p of PAGES.filter((x) => x.personal)) {
    it(`${p.name}: one person's page, never indexed or stored, not in the sitemap (an unknown one is a 404)`, async () => {
      const path = pathOf(p.name, examples[p.name]);
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(p.sitemap).toBe("never");
      expect(sitemapLocs().some((loc) => matchPage(loc.slice(t.env.PUBLIC_SITE_URL.length))?.page.name === p.name)).toBe(false);
    });
  }

  it("the sitemap lists exactly the public pages' addresses, each once", () => {
    const locs = sitemapLocs();
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      const match = matchPage(loc.slice(t.env.PUBLIC_SITE_URL.length));
      expect(match?.page.public, loc).toBe(true);
      expect(match?.page.aliasOf, loc).toBeUndefined();
    }
    expect(locs.filter((loc) => matchPage(loc.slice(t.env.PUBLIC_SITE_URL.length))?.page.name === "boardCategory")).toHaveLength(
      CATEGORY_SLUGS.length,
    );
  });

  it("robots.txt keeps crawlers out of every private root", async () => {
    const robots = (await request(t.app).get("/robots.txt")).text;
    for (const p of PAGES.filter((x) => !x.public)) expect(robots).toContain(`Disallow: ${pathOf(p.name)}\n`);
  });

  it("an address the map does not know answers 404", async () => {
    for (const path of ["/nope", "/about/extra", "/board/fraud/a/b", "/interview/a/b", "/post", "/contact-us"]) {
      expect(matchPage(path), path).toBeUndefined();
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
