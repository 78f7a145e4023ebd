// Client interviews (고객 인터뷰) against the production build, seeded with content/interviews/*.md
// (ids 20 and 21): the list and its search, a detail by slug or id, the table of contents, a miss,
// and what a visitor without JavaScript gets.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { VIEWPORTS, watchErrors } from "./fixtures/browser";
import { setupSuite } from "./fixtures/suite";

const MATERNITY = {
  id: 20,
  slug: "maternity-criminal-case-acquittal-process",
  title: "임신 중 시작된 상표법 위반 사건, 정식재판에서 무죄를 받기까지",
};
const FAMILY = {
  id: 21,
  slug: "family-financial-fraud-legal-consultation-courage",
  title: "군 복무 중인 아들이 친척에게 당한 사기, 변호사 상담을 결심하기까지",
};

const suite = setupSuite();
const { open } = suite;

const cards = (page: Page) => page.locator("main article");
const cardTitles = (page: Page) => cards(page).locator("h2").allTextContents();
const searchBox = (page: Page) => page.getByLabel("인터뷰 검색");
const countLine = (page: Page) => page.getByText(/^검색 결과: \d+건$/);
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");
const jsonLdCount = (page: Page) => page.locator('script[type="application/ld+json"]').count();

/** Resolves once the window has not scrolled for a few frames (a smooth scroll has ended). */
function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) {
            still += 1;
          } else {
            still = 0;
            last = window.scrollY;
          }
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

describe("interview list", () => {
  it("shows both interviews, newest first, in one column at 390px", async () => {
    const { page, errors } = await open("/interview", VIEWPORTS.mobile);
    await expect(page.locator("h1").textContent()).resolves.toBe("고객 인터뷰");
    expect(await cardTitles(page)).toEqual([FAMILY.title, MATERNITY.title]);
    const [first, second] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    expect(first!.x).toBe(second!.x);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Card: thumbnail and title link to the detail, Korean long date.
    const card = cards(page).nth(1);
    expect(await card.locator(`a[href="/interview/${MATERNITY.slug}"]`).count()).toBe(2);
    expect(await card.locator("img").getAttribute("src")).toContain(MATERNITY.slug);
    await expect(card.locator("time").textContent()).resolves.toBe("2025년 6월 26일");
    expect(await page.title()).toMatch(/^고객 인터뷰 \| /);
    expect(await canonical(page)).toBe(`${suite.server.url}/interview`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows three columns at 1280px, the first card (the newest, its picture fetched first) two of them wide", async () => {
    const { page } = await open("/interview", VIEWPORTS.desktop);
    const [first, second] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    expect(first!.y).toBe(second!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    const grid = await cards(page).nth(0).locator("..").boundingBox();
    // Three tracks: the second card takes about a third of the row, the featured first one about two thirds.
    expect(second!.width).toBeLessThan(grid!.width / 2.5);
    expect(first!.width).toBeGreaterThan(grid!.width / 1.8);
    await page.close();
  });

  it("searches as you type, keeps the search in the URL, and clears it", async () => {
    const { page, errors } = await open("/interview", VIEWPORTS.desktop);
    expect(await searchBox(page).getAttribute("placeholder")).toBe("인터뷰 검색...");
    expect(await countLine(page).count()).toBe(0);

    await searchBox(page).fill("상표법");
    await page.getByText("검색 결과: 1건").waitFor();
    expect(await cardTitles(page)).toEqual([MATERNITY.title]);
    expect(new URL(page.url()).searchParams.get("q")).toBe("상표법");

    await page.getByRole("button", { name: "검색어 지우기" }).click();
    await page.waitForURL(`${suite.server.url}/interview`);
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await countLine(page).count()).toBe(0);
    expect(await searchBox(page).inputValue()).toBe("");

    // Whitespace only: no search, so no count and every interview.
    await searchBox(page).fill("   ");
    await page.waitForTimeout(300);
    expect(await countLine(page).count()).toBe(0);
    expect(await cards(page).count()).toBe(2);
    expect(new URL(page.url()).search).toBe("");

    await searchBox(page).fill("존재하지않는검색어");
    await page.getByText("검색 결과가 없습니다").waitFor();
    expect(await page.getByText("검색 결과: 0건").count()).toBe(1);
    expect(await cards(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens a shared search URL with the result already rendered", async () => {
    const { page } = await open(`/interview?q=${encodeURIComponent("가압류")}`, VIEWPORTS.mobile);
    expect(await cardTitles(page)).toEqual([FAMILY.title]);
    expect(await page.getByText("검색 결과: 1건").count()).toBe(1);
    expect(await searchBox(page).inputValue()).toBe("가압류");
    await page.close();
  });
});

describe("interview detail", () => {
  it("opens from the list, shows the interview and leads back and onward", async () => {
    const { page, errors } = await open("/interview", VIEWPORTS.desktop);
    await cards(page).nth(1).getByRole("link", { name: MATERNITY.title }).click();
    await page.waitForURL(`${suite.server.url}/interview/${MATERNITY.slug}`);
    await expect(page.locator("h1").textContent()).resolves.toBe(MATERNITY.title);
    await expect.poll(() => page.title()).toContain("정식재판 청구로 무죄까지");
    const main = page.locator("main");
    expect(await main.getByText("고객 인터뷰", { exact: true }).count()).toBeGreaterThan(0);
    expect(await main.getByText("2025년 6월 26일").count()).toBe(1);
    expect(await main.getByRole("list", { name: "키워드" }).getByRole("listitem").allTextContents()).toContain("약식명령");
    await expect(main.getByRole("link", { name: "상담 신청하기" }).getAttribute("href")).resolves.toBe("/contact");
    await expect(main.getByRole("link", { name: "변호사 프로필 보기" }).getAttribute("href")).resolves.toBe("/about");
    // The body reads in 20px type with a 2.2 line height.
    const style = await main
      .locator(".prose-interview p")
      .first()
      .evaluate((p) => getComputedStyle(p));
    expect([style.fontSize, style.lineHeight]).toEqual(["20px", "44px"]);
    // The thumbnail is 16:9 and no taller than 400px.
    const thumb = await main.locator(`img[src*="${MATERNITY.slug}"]`).boundingBox();
    expect(thumb!.height).toBeLessThanOrEqual(400.5);
    await main.getByRole("link", { name: "고객 인터뷰로 돌아가기" }).click();
    await page.waitForURL(`${suite.server.url}/interview`);
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the same interview at /interview/{id}, with the slug URL as canonical", async () => {
    const bySlug = await open(`/interview/${MATERNITY.slug}`, VIEWPORTS.mobile);
    const byId = await open(`/interview/${MATERNITY.id}`, VIEWPORTS.mobile);
    await expect(byId.page.locator("h1").textContent()).resolves.toBe(MATERNITY.title);
    expect(await byId.page.locator(".prose-interview").innerHTML()).toBe(await bySlug.page.locator(".prose-interview").innerHTML());
    expect(await canonical(byId.page)).toBe(`${suite.server.url}/interview/${MATERNITY.slug}`);
    expect(await canonical(bySlug.page)).toBe(`${suite.server.url}/interview/${MATERNITY.slug}`);
    expect(await byId.page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    const family = await open(`/interview/${FAMILY.id}`, VIEWPORTS.mobile);
    await expect(family.page.locator("h1").textContent()).resolves.toBe(FAMILY.title);
    await Promise.all([bySlug.page.close(), byId.page.close(), family.page.close()]);
  });

  it("scrolls a clicked table-of-contents entry to 120px below the top and marks it current", async () => {
    const target = "출산 두 달 뒤 도착한 약식명령";
    const { page, errors } = await open(`/interview/${MATERNITY.slug}`, VIEWPORTS.desktop);
    const toc = page.locator("aside nav:visible");
    const entry = toc.getByRole("link", { name: target });
    // Level-3 entries are indented 12px under level-2 ones.
    const indent = await toc
      .getByRole("link", { name: "흩어진 자료를 다시 모으다" })
      .locator("..")
      .evaluate((li) => getComputedStyle(li).paddingLeft);
    expect(indent).toBe("12px");
    await entry.click();
    await scrollSettled(page);
    const top = await page.getByRole("heading", { name: target, level: 2 }).evaluate((h) => h.getBoundingClientRect().top);
    expect(Math.abs(top - 120)).toBeLessThanOrEqual(2);
    expect(await entry.getAttribute("aria-current")).toBe("location");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("scrolls from the collapsible 목차 on a phone too", async () => {
    const target = "7일이라는 기한을 처음 알았습니다";
    const { page } = await open(`/interview/${MATERNITY.slug}`, VIEWPORTS.mobile);
    await page.getByRole("button", { name: "목차" }).click();
    await page.locator("#toc-dropdown").getByRole("link", { name: target }).click();
    await scrollSettled(page);
    expect(await page.locator("#toc-dropdown").isHidden()).toBe(true);
    const top = await page.getByRole("heading", { name: target, level: 2 }).evaluate((h) => h.getBoundingClientRect().top);
    expect(Math.abs(top - 120)).toBeLessThanOrEqual(2);
    await page.close();
  });
});

describe("an unknown interview", () => {
  it("answers 404 and shows the list without structured data", async () => {
    const page = await suite.browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors = watchErrors(page);
    const res = await page.goto(`${suite.server.url}/interview/no-such-interview`);
    expect(res?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator("h1").textContent()).resolves.toBe("고객 인터뷰");
    expect(await cardTitles(page)).toEqual([FAMILY.title, MATERNITY.title]);
    expect(await jsonLdCount(page)).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex,follow");
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  });

  it("drops the previous interview's structured data when reached on the client", async () => {
    const { page, errors } = await open(`/interview/${MATERNITY.slug}`, VIEWPORTS.desktop);
    expect(await jsonLdCount(page)).toBe(2);
    await page.evaluate(() => {
      history.pushState(null, "", "/interview/99999");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect.poll(() => cards(page).count()).toBe(2);
    await expect(page.locator("h1").textContent()).resolves.toBe("고객 인터뷰");
    expect(await jsonLdCount(page)).toBe(0);
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  });
});

describe("without JavaScript", () => {
  it("gets the interview, its body and parseable JSON-LD in the server HTML", async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    const res = await page.goto(`${suite.server.url}/interview/${MATERNITY.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator("h1").textContent()).resolves.toBe(MATERNITY.title);
    expect(await page.locator(".prose-interview").textContent()).toContain("턱받이");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types).toEqual(["Article", "BreadcrumbList"]);
    const article = JSON.parse(blocks[0]) as { headline: string; author: { "@type": string } };
    expect(article.headline).toBe(`(예시) ${MATERNITY.title}`);
    expect(article.author["@type"]).toBe("Person");

    const list = await page.goto(`${suite.server.url}/interview?q=${encodeURIComponent("상표법")}`);
    expect(list?.status()).toBe(200);
    expect(await cardTitles(page)).toEqual([MATERNITY.title]);
    expect(await page.getByText("검색 결과: 1건").count()).toBe(1);
    await context.close();
  });
});
