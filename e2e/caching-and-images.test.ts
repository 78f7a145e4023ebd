// What a returning phone downloads again, and what a first visit fetches first, on the production build:
// - no stylesheet blocks the first paint: each page carries the rules it uses inline, laid out the same
//   without the stylesheet (which the browser entry links once the page has loaded);
// - every kind of static file has the cache lifetime its URL allows: hashed bundles and versioned artwork a
//   year (immutable), artwork asked for without its version and the pages themselves revalidated by ETag;
// - no code is requested before the page has loaded: the entry (fetched at low priority) then requests the
//   app's entry and the chunks the page names on the entry's tag, together, each once (and without waiting
//   for a picture that never arrives);
// - on every kind of public page the largest picture of the first screen (the browser's own LCP element) is
//   fetched at once with high priority, and every picture below the first screen waits (loading="lazy"),
//   each with its width and height and, for the artwork, the 400/800/1600 px srcset.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();
const YEAR = "public, max-age=31536000, immutable";

/** A GET as a browser revalidating its copy sends it (fetch() would add `Cache-Control: no-cache` to a conditional request). */
function head(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: { get(name: string): string | null } }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null } }),
        );
      })
      .on("error", reject);
  });
}

describe("cache headers", () => {
  it("give hashed bundles and versioned artwork a year, and make pages and unversioned artwork revalidate", async () => {
    const base = suite.server.url;
    const html = await (await fetch(base + paths.board())).text();
    const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    const styles = [...html.matchAll(/\/assets\/[\w.-]+\.css/g)].map((m) => m[0]);
    const artwork = [...html.matchAll(/\/attached_assets\/[\w/.-]+\.webp\?v=[0-9a-f]{12}/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    expect(artwork.length).toBeGreaterThan(0);
    for (const file of [...scripts, ...styles, ...artwork]) expect((await head(base + file)).headers.get("cache-control"), file).toBe(YEAR);

    // The share picture (PNG) with the same version; an old version or none: checked back with its ETag.
    const version = /\?v=([0-9a-f]{12})/.exec(artwork[0])![1];
    expect((await head(`${base}/attached_assets/og-default.png?v=${version}`)).headers.get("cache-control")).toBe(YEAR);
    for (const url of [`${base}/attached_assets/og-default.png`, `${base}${artwork[0].replace(/\?v=.*/, "?v=000000000000")}`]) {
      const res = await head(url);
      expect(res.headers.get("cache-control"), url).toBe("public, no-cache");
      const etag = res.headers.get("etag")!;
      expect(etag).toBeTruthy();
      expect((await head(url, { "If-None-Match": etag })).status).toBe(304);
    }

    // A page: always revalidated, answered 304 while unchanged.
    const page = await head(base + paths.board());
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const etag = page.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await head(base + paths.board(), { "If-None-Match": etag })).status).toBe(304);
  });
});

describe("the share picture", () => {
  it("is versioned like the artwork and keeps its size for link previews", async () => {
    const html = await (await fetch(suite.server.url + paths.home())).text();
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/attached_assets\/og-default\.png\?v=[0-9a-f]{12}"/);
    expect(html).toContain('<meta property="og:image:width" content="1200"');
    expect(html).toContain('<meta property="og:image:height" content="630"');
  });
});

describe("the page's own styles", () => {
  it("lay every kind of page out, and draw every element alike, without the stylesheet, which nothing waits for", async () => {
    const base = suite.server.url;
    const [post] = (await (await fetch(`${base}/api/board-posts`)).json()) as { slug: string; category: string }[];
    const pages = [
      paths.home(),
      paths.board(),
      paths.article({ category: post.category, slug: post.slug }),
      paths.interviewList(),
      paths.about(),
      paths.contact(),
      paths.privacy(),
      "/no-such-page",
    ];
    // Without scripts, so that nothing but the stylesheet differs: with it, the whole stylesheet is linked as
    // the browser entry does (client/src/boot.ts); without it, only the rules inline in the head apply.
    const layout = async (path: string, withStylesheet: boolean) => {
      const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
      if (withStylesheet) {
        // The page as the browser entry leaves it: the stylesheet its inline `<style>` names, linked (here in
        // the page as sent, since scripts are off; the load event then waits for it).
        await page.route(base + path, async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          const href = /<style data-stylesheet="([^"]+)">/.exec(html)![1];
          await route.fulfill({ response, body: html.replace("</head>", `<link rel="stylesheet" href="${href}" data-css></head>`) });
        });
      } else {
        await page.route(/\.css$/, (route) => route.abort());
      }
      await page.goto(base + path, { waitUntil: "load" });
      const facts = await page.evaluate(() => {
        // A running animation (the hero's bouncing arrow, whose keyframes come with the whole stylesheet) is
        // compared at rest.
        for (const animation of document.getAnimations()) animation.cancel();
        // Blocks below the first screen are laid out once the reader comes near (`defer-render`), at a moment
        // that differs from load to load: all are laid out here, so that their real sizes are compared.
        for (const el of document.querySelectorAll<HTMLElement>(".defer-render")) el.style.contentVisibility = "visible";
        const box = (el: Element | null) => {
          if (!el) return "none";
          const r = el.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height].map(Math.round).join(",");
        };
        // How every element looks: the inline rules (their custom properties pruned) must give the same.
        const LOOKS = [
          "color",
          "background-color",
          "border-top-color",
          "border-top-style",
          "border-top-width",
          "font-size",
          "font-weight",
          "box-shadow",
          "display",
        ];
        const looks = [...document.body.querySelectorAll("*")].map((el) => {
          const style = getComputedStyle(el);
          return `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""} ${LOOKS.map((p) => style.getPropertyValue(p)).join("|")} ${box(el)}`;
        });
        return {
          inlineRules: document.querySelector("head style")?.textContent?.length ?? 0,
          stylesheetLinked: document.querySelectorAll('link[rel="stylesheet"]').length,
          height: document.documentElement.scrollHeight,
          header: box(document.querySelector("header")),
          h1: box(document.querySelector("h1")),
          h1Font: getComputedStyle(document.querySelector("h1")!).fontSize,
          main: box(document.querySelector("main")),
          looks,
        };
      });
      await page.close();
      return facts;
    };
    for (const path of pages) {
      const styled = await layout(path, true);
      const inlineOnly = await layout(path, false);
      expect(styled.inlineRules, path).toBeGreaterThan(1000);
      expect([styled.stylesheetLinked, inlineOnly.stylesheetLinked], path).toEqual([1, 0]);
      expect(styled.looks.length, path).toBeGreaterThan(50);
      // The first element that looks different, if any (the whole lists would make an unreadable diff).
      const differs = styled.looks.findIndex((look, i) => look !== inlineOnly.looks[i]);
      expect(differs === -1 ? undefined : [styled.looks[differs], inlineOnly.looks[differs]], path).toBeUndefined();
      expect({ ...inlineOnly, stylesheetLinked: 1 }, path).toEqual(styled);
    }
  });
});

interface ImageFact {
  src: string;
  loading: string;
  fetchPriority: string | null;
  srcset: string | null;
  width: string | null;
  height: string | null;
  aboveFold: boolean;
  visible: boolean;
}

describe("the largest picture of each page", () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])("is fetched first and the rest lazily, at %ipx", async (width, height) => {
    const base = suite.server.url;
    const [post] = (await (await fetch(`${base}/api/board-posts`)).json()) as { slug: string; category: string }[];
    const [interview] = (await (await fetch(`${base}/api/interviews`)).json()) as { slug: string }[];
    const pages = [
      paths.home(),
      paths.board(),
      paths.boardCategory({ category: post.category }),
      paths.article({ category: post.category, slug: post.slug }),
      paths.interviewList(),
      paths.interview({ slug: interview.slug }),
      paths.about(),
      paths.contact(),
      paths.privacy(),
      "/no-such-page",
    ];
    const report: string[] = [];
    for (const path of pages) {
      const { page } = await suite.open(path, { width, height });
      try {
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
        const lcp = await page.evaluate(
          () =>
            new Promise<string | null>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
                const element = entries.at(-1)?.element;
                resolve(element instanceof HTMLImageElement ? element.currentSrc || element.src : element ? element.tagName : null);
              }).observe({ type: "largest-contentful-paint", buffered: true });
              setTimeout(() => resolve(null), 2000);
            }),
        );
        const images = await page.$$eval("img", (imgs) =>
          imgs.map((img) => {
            const box = img.getBoundingClientRect();
            return {
              src: img.currentSrc || img.src,
              loading: img.loading,
              fetchPriority: img.getAttribute("fetchpriority"),
              srcset: img.getAttribute("srcset"),
              width: img.getAttribute("width"),
              height: img.getAttribute("height"),
              aboveFold: box.top < window.innerHeight && box.bottom > 0,
              visible: box.width > 0 && box.height > 0,
            } satisfies ImageFact;
          }),
        );
        report.push(`${path}: LCP ${lcp ?? "none"}`);
        // Once the page has loaded, the browser entry links the whole stylesheet.
        expect(await page.locator("link[data-css]").count(), path).toBe(1);
        for (const img of images) {
          expect(img.width && img.height, `${path} ${img.src}: width and height`).toBeTruthy();
          if (img.src.includes("/attached_assets/articles/") || img.src.includes("/attached_assets/interviews/")) {
            expect(img.srcset, `${path} ${img.src}: srcset`).toMatch(
              /-400\.webp\?v=\w+ 400w, .*-800\.webp\?v=\w+ 800w, .*-1600\.webp\?v=\w+ 1600w/,
            );
          }
          // Below the first screen, or not shown at all: never fetched before it is needed.
          if (!img.aboveFold || !img.visible) expect(img.loading, `${path} ${img.src}: below the fold`).toBe("lazy");
        }
        const lcpImage = images.find((img) => lcp && img.src === lcp);
        if (lcpImage) {
          expect(lcpImage.loading, `${path}: the LCP image`).toBe("eager");
          expect(lcpImage.fetchPriority, `${path}: the LCP image`).toBe("high");
        }
        expect(images.filter((img) => img.fetchPriority === "high").length, `${path}: one image first`).toBeLessThanOrEqual(1);
      } finally {
        await page.close();
      }
    }
    console.log(`${width}px\n  ${report.join("\n  ")}`);
  });
});

describe("the page's code", () => {
  it("comes even when a picture of the page never finishes loading", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      // The artwork's requests stay unanswered, so the load event never comes (the guide's picture is eager).
      await page.route(/\/attached_assets\//, () => undefined);
      const [post] = (await (await fetch(`${suite.server.url}/api/board-posts`)).json()) as { slug: string; category: string }[];
      const started = Date.now();
      await page.goto(suite.server.url + paths.article({ category: post.category, slug: post.slug }), { waitUntil: "domcontentloaded" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
      expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await page.close();
    }
  });

  it("waits for the page to load, then is fetched alongside the app's entry, once, as the entry's tag names it", async () => {
    const base = suite.server.url;
    const [post] = (await (await fetch(`${base}/api/board-posts`)).json()) as { slug: string; category: string }[];
    const pages: [string, string][] = [
      [paths.home(), "home-page-"],
      [paths.board(), "board-page-"],
      [paths.article({ category: post.category, slug: post.slug }), "article-page-"],
      [paths.interviewList(), "interview-list-page-"],
      [paths.about(), "about-page-"],
      [paths.contact(), "contact-page-"],
      [paths.privacy(), "privacy-page-"],
      ["/no-such-page", "not-found-page-"],
    ];
    for (const [path, chunk] of pages) {
      const html = await (await fetch(base + path)).text();
      const headHtml = html.slice(0, html.indexOf("</head>"));
      // Nothing in the head for the browser to fetch as it parses, but the entry, at low priority, naming the
      // app's entry and the files it and the page's chunks import.
      expect(headHtml, path).not.toContain('rel="modulepreload"');
      const [, entry, app, named] =
        /<script type="module" fetchpriority="low" crossorigin src="(\/assets\/index-[\w-]+\.js)" data-app="(\/assets\/app-[\w-]+\.js)" data-chunks="([^"]+)">/.exec(
          headHtml,
        )!;
      const chunks = named.split(" ");
      expect(
        chunks.some((href) => href.startsWith(`/assets/${chunk}`)),
        `${path}: ${chunk} named`,
      ).toBe(true);
      for (const href of [entry, app, ...chunks]) expect((await head(base + href)).headers.get("cache-control"), href).toBe(YEAR);

      // In the browser: no code but the entry before the load event; then each named file is fetched once (the
      // preload's request is the one the import uses), requested before the app's entry has even arrived, not
      // after it has run.
      const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
      try {
        await page.goto(base + path, { waitUntil: "load" });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        await page.waitForLoadState("networkidle");
        const { fetched, loaded } = await page.evaluate(() => ({
          fetched: performance
            .getEntriesByType("resource")
            .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
          loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
        }));
        const code = fetched.filter((f) => f.path.endsWith(".js") && f.path !== entry);
        for (const f of code) expect(f.start, `${path}: ${f.path} requested after the load event`).toBeGreaterThanOrEqual(loaded);
        const appFetch = code.find((f) => f.path === app);
        expect(appFetch, `${path}: the app's entry`).toBeDefined();
        for (const href of chunks) {
          const fetches = fetched.filter((f) => f.path === href);
          expect(fetches.length, `${path}: ${href} fetched once`).toBe(1);
          expect(fetches[0].start, `${path}: ${href} requested before the app's entry arrived`).toBeLessThanOrEqual(appFetch!.end);
        }
      } finally {
        await page.close();
      }
    }
  });
});
