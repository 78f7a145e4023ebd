import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { VIEWPORTS } from "./fixtures/browser";
import { setupSuite } from "./fixtures/suite";
import { TESTIMONIAL_NOTICE } from "@shared/office/site-facts";

const suite = setupSuite();
const { open } = suite;

const activeLinks = (page: Page, navLabel: string) =>
  page.getByRole("navigation", { name: navLabel }).locator('a[aria-current="page"]').allTextContents();

describe("layout at 1280px", () => {
  it("highlights the current link: home only on /, others on their prefix", async () => {
    const { page, errors } = await open("/", VIEWPORTS.desktop);
    expect(await activeLinks(page, "주 메뉴")).toEqual(["홈"]);
    await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "변호사 소개" }).click();
    await page.waitForURL(suite.server.url + "/about");
    expect(await activeLinks(page, "주 메뉴")).toEqual(["변호사 소개"]);
    await expect(page.locator("h1").textContent()).resolves.toContain("불안을 압니다");
    await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "상담 신청" }).click();
    await page.waitForURL(suite.server.url + "/contact");
    expect(await activeLinks(page, "주 메뉴")).toEqual(["상담 신청"]);
    // The contact page is its own chunk: its head follows once it has loaded.
    await page.waitForFunction(() => document.title.includes("법률 상담 신청"));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows every home section and the footer facts", async () => {
    const { page } = await open("/", VIEWPORTS.desktop);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "상담 신청하기" }).getAttribute("href")).resolves.toBe("/contact");
    await expect(main.getByRole("link", { name: "변호사 소개 보기" }).getAttribute("href")).resolves.toBe("/about");
    expect(await page.getByText("스크롤하여 더 보기").count()).toBe(1);
    // The shipped sample testimonials are fictional and unpublished: a new install's home page shows none, and no
    // consent notice that would vouch for them.
    expect(await page.locator("#testimonials").count()).toBe(0);
    expect(await main.getByText(TESTIMONIAL_NOTICE).count()).toBe(0);
    for (const heading of ["형사사건 집중", "언제든 상담 신청", "비밀유지", "투명한 수임료", "일반 형사사건", "성범죄", "교통사고"]) {
      expect(await main.getByRole("heading", { name: heading, exact: true }).count(), heading).toBe(1);
    }
    expect(await main.getByRole("heading", { name: "최신 법률 가이드" }).count()).toBe(1);
    expect(await main.locator("article").count()).toBe(3);
    await expect(main.getByRole("link", { name: "법률 정보 게시판 보기" }).getAttribute("href")).resolves.toBe("/board");
    const footer = page.locator("footer");
    for (const text of ["010-0000-0000", "contact@example.com", "서울특별시", "평일 09:00–18:00", "법률 자문이 아닙니다"]) {
      expect(await footer.getByText(text).count(), text).toBeGreaterThan(0);
    }
    expect(await footer.getByRole("navigation", { name: "빠른 메뉴" }).getByRole("link").count()).toBe(6);
    expect(await footer.getByRole("navigation", { name: "빠른 메뉴" }).getByRole("link", { name: "기한 계산기" }).count()).toBe(1);
    expect(await footer.getByRole("link", { name: "유튜브 채널" }).count()).toBe(1);
    await page.close();
  });

  it("answers an unknown path with the 404 card and status 404", async () => {
    const page = await suite.browser.newPage({ viewport: VIEWPORTS.desktop });
    const res = await page.goto(suite.server.url + "/this/does/not/exist");
    expect(res?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("404 Page Not Found");
    expect(await page.getByRole("link", { name: "홈으로 돌아가기" }).count()).toBe(1);
    await page.close();
  });
});

describe("layout at 390px", () => {
  it("has no horizontal scroll on the main pages, down to 360px", async () => {
    for (const path of [
      "/",
      "/about",
      "/contact",
      "/board",
      "/board/traffic-accident/drunk-driving-penalties-comprehensive-guide",
      "/interview",
    ]) {
      const { page } = await open(path, { width: 360, height: 780 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      await page.close();
    }
  });

  it("opens the 16rem side menu, traps focus, closes on Escape and after a link click", async () => {
    const { page, errors } = await open("/", VIEWPORTS.mobile);
    expect(await page.getByRole("navigation", { name: "주 메뉴" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.waitForTimeout(300); // let the slide-in finish
    expect((await dialog.boundingBox())?.width).toBeCloseTo(256, 0);
    // Focus stays inside the menu while it is open.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("navigation", { name: "모바일 메뉴" }).getByRole("link", { name: "변호사 소개" }).click();
    await page.waitForURL(suite.server.url + "/about");
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    expect(await activeLinks(page, "모바일 메뉴")).toEqual(["변호사 소개"]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
