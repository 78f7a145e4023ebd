// Someone holding a judgment pronounced on Friday 18 December 2026 asks the calculator for the appeal deadline on a
// phone: with JavaScript off the plain form is answered by the server; with it on the same, plus "달력에 추가",
// which makes the .ics file in the browser. Screenshots at 390 and 1280 px.
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { violations } from "./fixtures/axe";
import { VIEWPORTS } from "./fixtures/browser";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();
const PHONE = { width: 390, height: 844 };

describe("the criminal deadline calculator", () => {
  it("answers the form without JavaScript at 390 px", async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(suite.server.url + paths.criminalDeadline());
      await page.getByLabel("무엇의 기한인가요?").selectOption("appeal");
      await page.getByLabel(/시작일/).fill("2026-12-18");
      await page.getByRole("button", { name: "기한 계산하기" }).click();
      await page.waitForURL(/kind=appeal&start=2026-12-18/);
      const answer = page.getByRole("region", { name: /항소장 제출/ });
      await expect(answer.textContent()).resolves.toContain("2026년 12월 28일(월)까지");
      expect(await page.getByRole("button", { name: "달력에 추가" }).count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: ".tmp/screenshots/criminal-deadline-390-nojs.png", fullPage: true });
    } finally {
      await context.close();
    }
  });

  it("answers with JavaScript at 390 px and adds the deadline to a calendar", async () => {
    const { page, errors } = await suite.open(paths.criminalDeadline(), PHONE);
    await page.getByLabel("무엇의 기한인가요?").selectOption("appeal");
    await page.getByLabel(/시작일/).fill("2026-12-18");
    await page.getByRole("button", { name: "기한 계산하기" }).click();
    await page.waitForURL(/kind=appeal&start=2026-12-18/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const add = page.getByRole("button", { name: "달력에 추가" });
    await add.waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), add.click()]);
    expect(download.suggestedFilename()).toBe("기한-2026-12-28.ics");
    const file = await download.path();
    const { readFileSync } = await import("node:fs");
    const ics = readFileSync(file!, "utf8");
    expect(ics).toContain("DTSTART;VALUE=DATE:20261228");
    expect(ics).toContain("형사소송법 제358조");
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: ".tmp/screenshots/criminal-deadline-390.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  it("shows a rule under review with the office phone at 1280 px", async () => {
    const { page, errors } = await suite.open(`${paths.criminalDeadline()}?kind=ruling_request&start=2026-12-15`, VIEWPORTS.desktop);
    await page.getByRole("heading", { name: "현재 법령 확인 중" }).waitFor();
    expect(await page.getByText("안전하게 내려면").textContent()).toContain("2026년 12월 25일(금)까지");
    await page.screenshot({ path: ".tmp/screenshots/criminal-deadline-1280-review.png", fullPage: true });
    const tool = await suite.open(`${paths.criminalDeadline()}?kind=appeal&start=2026-12-18`, VIEWPORTS.desktop);
    await tool.page.screenshot({ path: ".tmp/screenshots/criminal-deadline-1280.png", fullPage: true });
    expect(errors).toEqual([]);
    expect(tool.errors).toEqual([]);
  });
});

describe("the drunk-driving lookup", () => {
  it("answers without JavaScript at 390 px, and with it at 1280 px", async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(suite.server.url + paths.drunkDriving());
      await page.getByLabel("혈중알코올농도 (%)").fill("0.085");
      await page.getByRole("button", { name: "법정형 보기" }).click();
      await page.waitForURL(/bac=0\.085/);
      await expect(page.getByRole("region", { name: /음주운전/ }).textContent()).resolves.toContain("1년 이상 2년 이하의 징역");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: ".tmp/screenshots/drunk-driving-390-nojs.png", fullPage: true });
    } finally {
      await context.close();
    }
    const { page, errors } = await suite.open(`${paths.drunkDriving()}?bac=0.1&offRoad=on`, VIEWPORTS.desktop);
    await page.getByRole("heading", { name: /음주운전/, level: 2 }).waitFor();
    expect(await page.getByText(/2018두42771/).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: ".tmp/screenshots/drunk-driving-1280.png", fullPage: true });
    expect(errors).toEqual([]);
  });
});
