import { describe, expect, it } from "vitest";
import { VIEWPORTS } from "./fixtures/browser";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();
const { open } = suite;

const DRUNK = "/board/traffic-accident/drunk-driving-penalties-comprehensive-guide";

describe("board list", () => {
  it("switches category tabs and searches, keeping the term in the URL (1280px)", async () => {
    const { page, errors } = await open("/board", VIEWPORTS.desktop);
    const cards = page.locator("main article");
    // The 13 seed guides: 11 on the first page.
    expect(await cards.count()).toBe(11);
    await page.getByRole("navigation", { name: "게시판 분류" }).getByRole("link", { name: "교통사고" }).click();
    await page.waitForURL(suite.server.url + "/board/traffic-accident");
    await expect(page.locator("h1").textContent()).resolves.toBe("교통사고·음주운전 법률 가이드");
    // The heading follows the link at once; the list, a moment later (its category is read first).
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.getByRole("navigation", { name: "게시판 분류" }).locator('[aria-current="page"]').textContent()).toBe("교통사고");
    await page.getByLabel("게시글 검색").fill("측정거부");
    await page.getByRole("button", { name: "검색" }).click();
    await page.waitForURL(suite.server.url + "/board/traffic-accident?q=" + encodeURIComponent("측정거부"));
    await page.getByText("검색 결과: 1건").waitFor();
    await page.getByLabel("게시글 검색").fill("없는검색어입니다");
    await page.getByRole("button", { name: "검색" }).click();
    await page.getByText("검색 결과가 없습니다").waitFor();
    await page.getByText("다른 검색어를 입력하시거나 다른 분류를 선택해 보세요.").waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("links each card to /board/{category}/{slug} and shows the article (390px)", async () => {
    const { page, errors } = await open("/board/defamation", VIEWPORTS.mobile);
    await page
      .getByRole("link", { name: /명예훼손죄 성립요건과 처벌/ })
      .first()
      .click();
    await page.waitForURL(/\/board\/defamation\/defamation-requirements-real-cases-guide$/);
    await page.getByRole("link", { name: "← 명예훼손 게시판으로 돌아가기" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Exactly one set of JSON-LD after client-side navigation (its builders load with the move).
    const types = () =>
      page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((el) => (JSON.parse(el.textContent ?? "{}") as { "@type": string })["@type"]));
    await expect.poll(types).toEqual(["BlogPosting", "BreadcrumbList", "FAQPage"]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("board pages", () => {
  it("opens page 2 from the numbered links, then goes back to page 1 (390px)", async () => {
    const { page, errors } = await open("/board", VIEWPORTS.mobile);
    const cards = page.locator("main article");
    const pages = page.getByRole("navigation", { name: "게시글 페이지" });
    expect(await cards.count()).toBe(11);
    const firstTitle = await cards.first().locator("h2").textContent();
    expect(await pages.locator('[aria-current="page"]').textContent()).toBe("현재 1페이지");
    // The page's own part may still be hydrating on a loaded machine (the hydrated flag is the app's): a click in that
    // instant can go unanswered, so it is given again until the address moves.
    for (let attempt = 0; attempt < 5 && page.url() !== suite.server.url + "/board?page=2"; attempt++) {
      await pages.getByRole("link", { name: /^2\s?페이지$/ }).click();
      await page.waitForURL(suite.server.url + "/board?page=2", { timeout: 5_000 }).catch(() => undefined);
    }
    await page.waitForURL(suite.server.url + "/board?page=2");
    await expect.poll(() => cards.count()).toBe(2);
    expect(await pages.locator('[aria-current="page"]').textContent()).toBe("현재 2페이지");
    expect(await cards.first().locator("h2").textContent()).not.toBe(firstTitle);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(suite.server.url + "/board?page=2");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goBack();
    await page.waitForURL(suite.server.url + "/board");
    await expect.poll(() => cards.count()).toBe(11);
    expect(await cards.first().locator("h2").textContent()).toBe(firstTitle);
    expect(await pages.locator('[aria-current="page"]').textContent()).toBe("현재 1페이지");
    // A search from page 2 starts at its own page 1.
    await pages.getByRole("link", { name: /^2\s?페이지$/ }).click();
    await page.waitForURL(suite.server.url + "/board?page=2");
    await page.getByLabel("게시글 검색").fill("처벌");
    await page.getByRole("button", { name: "검색" }).click();
    await page.waitForURL(suite.server.url + "/board?q=" + encodeURIComponent("처벌"));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("article page", () => {
  it("scrolls to a table-of-contents heading with an 80px offset and marks it active (1280px)", async () => {
    const { page } = await open(DRUNK, VIEWPORTS.desktop);
    const toc = page.locator("aside").getByRole("navigation", { name: "목차" });
    const entries = toc.getByRole("link");
    await entries.first().waitFor();
    expect(await entries.count()).toBeGreaterThan(4);
    const third = entries.nth(2);
    const id = decodeURIComponent((await third.getAttribute("href"))!.slice(1));
    await third.click();
    await page.waitForFunction((hid) => Math.abs(document.getElementById(hid)!.getBoundingClientRect().top - 80) < 3, id);
    await page.waitForFunction(() => document.querySelector('aside [aria-current="location"]') !== null);
    expect(await toc.locator('[aria-current="location"]').getAttribute("href")).toBe(await third.getAttribute("href"));
    await page.close();
  });

  it("uses a collapsible table of contents on phones that closes after a click (390px)", async () => {
    const { page } = await open(DRUNK, VIEWPORTS.mobile);
    const button = page.getByRole("button", { name: "목차" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.locator("#toc-dropdown").getByRole("link").nth(1).click();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#toc-dropdown").isVisible()).toBe(false);
    await page.close();
  });

  it("sends the article's body once: in the page, not again in the hydration state", async () => {
    const html = await (await fetch(suite.server.url + DRUNK)).text();
    const state = /<script id="__APP_STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1];
    const bodyStart = /data-body=""[^>]*>([\s\S]{80})/.exec(html)![1];
    const queries = (JSON.parse(state) as { queries: [unknown, { contentHtml?: string; toc?: unknown; faqs?: unknown } | null][] }).queries;
    const shown = queries
      .filter(([, data]) => data?.contentHtml !== undefined)
      .map(([, data]) => [data?.contentHtml, data?.toc, data?.faqs]);
    // The body, its table of contents and the questions are read back from the page.
    expect(shown).toEqual([["\u0000page", "\u0000page", "\u0000page"]]);
    expect(state).not.toContain(bodyStart.slice(20, 60));
    // Nor is the table of contents in the page (its entries are the body's headings): no link to a heading
    // but the skip link's.
    expect([...html.matchAll(/href="#([^"]*)"/g)].map((m) => m[1])).toEqual(["main"]);
    const { page, errors } = await open(DRUNK, VIEWPORTS.desktop);
    await page.locator("aside nav a").first().waitFor();
    const body = () => page.locator("[data-body]").innerHTML();
    const before = await body();
    expect(before).toContain(bodyStart.slice(20, 60));
    // The table of contents and the questions, read back from the page, show as the page has them.
    const shownParts = () => Promise.all([page.locator('a[href^="#"]').allTextContents(), page.locator("main details").allTextContents()]);
    const [tocBefore, faqsBefore] = await shownParts();
    expect(tocBefore.length).toBeGreaterThan(5);
    expect(faqsBefore.length).toBeGreaterThanOrEqual(5);
    // Away by a related link and back: the body comes from the client's cache, which took it from the page.
    await page
      .getByRole("heading", { name: /분야의 다른 글/ })
      .locator("..")
      .getByRole("link")
      .first()
      .click();
    await page.waitForURL((url) => url.pathname !== DRUNK);
    await page.goBack();
    await page.waitForURL(suite.server.url + DRUNK);
    expect(await body()).toBe(before);
    expect(await shownParts()).toEqual([tocBefore, faqsBefore]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens one FAQ answer at a time, closes it again, and works with the keyboard", async () => {
    const { page } = await open(DRUNK, VIEWPORTS.desktop);
    const questions = page.locator("main details summary");
    const isOpen = (i: number) => questions.nth(i).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    expect(await questions.count()).toBeGreaterThanOrEqual(5);
    expect(await questions.nth(0).textContent()).toMatch(/^Q\. /);
    expect(await page.locator("main details").nth(0).getByText(/./).last().isVisible()).toBe(false);
    await questions.nth(0).click();
    expect(await isOpen(0)).toBe(true);
    await questions.nth(1).click();
    expect(await isOpen(0)).toBe(false);
    expect(await isOpen(1)).toBe(true);
    await questions.nth(1).click();
    expect(await isOpen(1)).toBe(false);
    await questions.nth(2).focus();
    await page.keyboard.press("Enter");
    expect(await isOpen(2)).toBe(true);
    await page.close();
  });

  it("ends with the consultation call to action and related posts", async () => {
    const { page } = await open(DRUNK, VIEWPORTS.mobile);
    await expect(page.getByRole("link", { name: "변호사 상담 신청하기" }).getAttribute("href")).resolves.toBe("/contact");
    await expect(page.getByRole("link", { name: "변호사 프로필 보기" }).getAttribute("href")).resolves.toBe("/about");
    expect(await page.getByRole("heading", { name: "교통사고 분야의 다른 글" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "링크 복사" }).count()).toBe(1);
    await page.close();
  });

  it("redirects /post/{slug} and /board/{slug} to the canonical address", async () => {
    const page = await suite.browser.newPage();
    for (const alt of ["/post/drunk-driving-penalties-comprehensive-guide", "/board/drunk-driving-penalties-comprehensive-guide"]) {
      const res = await page.goto(suite.server.url + alt);
      expect(res?.url()).toBe(suite.server.url + DRUNK);
      expect(res?.request().redirectedFrom()?.url()).toBe(suite.server.url + alt);
    }
    await page.close();
  });

  it("sends title, body, canonical link and valid JSON-LD without JavaScript", async () => {
    const html = await (await fetch(suite.server.url + DRUNK)).text();
    expect(html).toContain("<title>음주운전 처벌 총정리");
    expect(html).toContain("혈중알코올농도");
    expect(html).toContain(`<link rel="canonical" href="${suite.server.url}${DRUNK}"`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(blocks.map((b) => b["@type"])).toContain("BlogPosting");
  });
});
