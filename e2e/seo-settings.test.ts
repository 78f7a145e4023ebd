// A saved SEO setting as a visitor's browser sees it: the first page keeps the server's head through
// hydration, and a client-side navigation fetches and applies the next page's setting.
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { VIEWPORTS } from "./fixtures/browser";
import { signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();
const ABOUT_TITLE = "변호사 소개 | 설정에서 바꾼 제목";

describe("saved SEO settings in the browser", () => {
  it("keeps the server's head through hydration and applies a setting after a client-side navigation", async () => {
    const { page: adminPage } = await suite.open("/auth", VIEWPORTS.desktop);
    await signIn(adminPage, suite.server.url);
    const saved = await adminPage.request.post(`${suite.server.url}/api/seo-settings`, {
      headers: { Origin: suite.server.url },
      data: {
        pageType: "about",
        title: ABOUT_TITLE,
        description: "설정에서 바꾼 설명입니다.",
        structuredData: JSON.stringify({ "@context": "https://schema.org", "@type": "ProfilePage", name: "설정된 구조화 데이터" }),
      },
    });
    expect(saved.status()).toBe(201);
    await adminPage.close();

    // A visitor lands on /about: the server's head, and hydration leaves it as it is.
    const { page: landing } = await suite.open(paths.about(), VIEWPORTS.mobile);
    await landing.waitForTimeout(300);
    expect(await landing.title()).toBe(ABOUT_TITLE);
    const ld = await landing.locator('script[type="application/ld+json"]').allTextContents();
    // The setting's structured data is laid over the page's own (its breadcrumb stays).
    expect(ld.map((text) => JSON.parse(text) as { name?: string })).toEqual([
      expect.objectContaining({ "@type": "ProfilePage", name: "설정된 구조화 데이터" }),
      expect.objectContaining({ "@type": "BreadcrumbList" }),
    ]);
    await landing.close();

    // Another visitor moves to /about from the home page without a reload.
    const { page } = await suite.open(paths.home(), VIEWPORTS.desktop);
    const homeTitle = await page.title();
    expect(homeTitle).not.toBe(ABOUT_TITLE);
    await page.getByRole("navigation").first().getByRole("link", { name: "변호사 소개" }).click();
    await page.waitForURL(`${suite.server.url}${paths.about()}`);
    await page.waitForFunction((title) => document.title === title, ABOUT_TITLE);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe("설정에서 바꾼 설명입니다.");
    await expect
      .poll(async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t).name))
      .toEqual(["설정된 구조화 데이터", undefined]);
    // A page without a setting shows its own head again.
    await page.getByRole("navigation").first().getByRole("link", { name: "상담 신청" }).click();
    await page.waitForURL(`${suite.server.url}${paths.contact()}`);
    await page.waitForFunction(() => document.title.startsWith("상담 문의"));
    await page.close();
  });
});
