import { describe, expect, it } from "vitest";
import { VIEWPORTS, watchErrors } from "./fixtures/browser";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

describe("home page", () => {
  it("renders without JavaScript (server-side rendering)", async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    const res = await page.goto(suite.server.url + "/");
    expect(res?.status()).toBe(200);
    await expect(page.locator("h1").textContent()).resolves.toContain("형사사건, 혼자 고민하지 마세요");
    expect(await page.title()).toContain("형사사건 변호사");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // The office's number is never broken across lines on a phone (a wrapped inline element has two boxes).
    const phoneBoxes = await page.evaluate(() =>
      [...document.querySelectorAll('main a[href^="tel:"] strong, footer a[href^="tel:"]')].map((el) => el.getClientRects().length),
    );
    expect(phoneBoxes.length).toBeGreaterThanOrEqual(2);
    expect(phoneBoxes.every((n) => n === 1)).toBe(true);
    await context.close();
  });

  it("hydrates with JavaScript and logs no console errors", async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(suite.server.url + "/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator("h1").textContent()).resolves.toContain("형사사건, 혼자 고민하지 마세요");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("navigates on the client from the 404 page back home", async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const res = await page.goto(suite.server.url + "/missing-page");
    expect(res?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("link", { name: "홈으로 돌아가기" }).click();
    await page.waitForURL(suite.server.url + "/");
    await expect(page.locator("h1").textContent()).resolves.toContain("형사사건");
    expect(await page.title()).toContain("형사사건 변호사");
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await context.close();
  });
});
