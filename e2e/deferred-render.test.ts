// A long page leaves its later blocks (the sections below the first screen, the cards of a list after the
// first) for the browser to lay out when they come near the viewport (content-visibility: auto, the
// `defer-render` utility of client/src/index.css), so its first layout, the longest task of a phone's first
// second, covers the first screen and little more. In a real browser, at a phone's and a desktop's width:
// - nothing on the first screen waits: no block that starts on it is skipped, nor the largest picture;
// - on the long pages the last such block, far below, does wait, and every block is drawn once the reader
//   scrolls to it;
// - scrolling the whole page through moves nothing the reader sees (no layout shift).
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

interface BlockFact {
  what: string;
  onFirstScreen: boolean;
  /** Starts more than two screens down: well past the margin within which the browser renders ahead. */
  farBelow: boolean;
  skipped: boolean;
}

describe("blocks below the first screen", () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])("are laid out when the reader comes near them, and nothing on the first screen waits, at %ipx", async (width, height) => {
    const base = suite.server.url;
    const [post] = (await (await fetch(`${base}/api/board-posts`)).json()) as { slug: string; category: string }[];
    const [interview] = (await (await fetch(`${base}/api/interviews`)).json()) as { slug: string }[];
    // Pages many screens long at either width, whose later blocks must wait.
    const long = [paths.home(), paths.board(), paths.article({ category: post.category, slug: post.slug })];
    const pages = [
      ...long,
      paths.boardCategory({ category: post.category }),
      paths.interviewList(),
      paths.interview({ slug: interview.slug }),
      paths.about(),
      paths.contact(),
      "/no-such-page",
    ];
    for (const path of pages) {
      const { page } = await suite.open(path, { width, height });
      try {
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
        const blocks = await page.$$eval(".defer-render", (els) =>
          els.map((el) => {
            const box = el.getBoundingClientRect();
            return {
              what: `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 20) ?? ""}`,
              onFirstScreen: box.top < window.innerHeight && box.bottom > 0,
              farBelow: box.top > 2 * window.innerHeight,
              skipped: !el.firstElementChild || !el.firstElementChild.checkVisibility({ contentVisibilityAuto: true }),
            } satisfies BlockFact;
          }),
        );
        for (const block of blocks)
          if (block.onFirstScreen) expect(block.skipped, `${path} ${block.what}: on the first screen`).toBe(false);
        // The first screen's pictures are all drawn at once (the largest one first).
        const firstScreenImagesSkipped = await page.$$eval(
          "img",
          (imgs) =>
            imgs.filter((img) => {
              const box = img.getBoundingClientRect();
              return (
                box.top < window.innerHeight && box.bottom > 0 && box.width > 0 && !img.checkVisibility({ contentVisibilityAuto: true })
              );
            }).length,
        );
        expect(firstScreenImagesSkipped, path).toBe(0);
        // (One between may be drawn early: until laid out, the blocks above it count as 600px tall.)
        if (long.includes(path))
          expect([blocks.at(-1)?.farBelow, blocks.at(-1)?.skipped], `${path} ${blocks.at(-1)?.what}: far below, waits`).toEqual([
            true,
            true,
          ]);
        // Scroll through, a screen at a time, as a reader would; shifts of what is on screen are counted.
        const shift = await page.evaluate(async () => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: "layout-shift" });
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await frame();
          }
          window.scrollTo(0, document.documentElement.scrollHeight);
          await frame();
          await frame();
          return total;
        });
        expect(shift, `${path}: layout shift while scrolling through`).toBeLessThan(0.01);
        // Each block, brought on screen, is drawn.
        const notDrawn = await page.evaluate(async () => {
          const missing: string[] = [];
          for (const el of document.querySelectorAll(".defer-render")) {
            el.scrollIntoView();
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
            if (!el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }))
              missing.push(el.textContent?.trim().slice(0, 20) ?? "");
          }
          return missing;
        });
        expect(notDrawn, path).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
