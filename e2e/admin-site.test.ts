// The attorney's own site from the back office: the office's facts changed in 사무소 정보 are what the home page
// and its footer show, a testimonial added with the client's consent appears on the home page, and each new
// screen passes axe at phone and desktop widths (screenshots of each go to .tmp/shots for a look).
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { violations as axeViolations } from "./fixtures/axe";
import { VIEWPORTS } from "./fixtures/browser";
import { openSection } from "./fixtures/admin-nav";
import { signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

async function openTab(page: Page, name: string, ready: string) {
  await openSection(page, name);
  await page.getByRole("main").getByRole("button", { name: ready }).first().waitFor();
}

describe("the attorney's own site in the back office", () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`changes the office's name and phone, which the home page and its footer then show (${label})`, async () => {
      const { page } = await suite.open("/auth", viewport);
      await signIn(page, suite.server.url);
      // The launch banner opens the checklist, which names the sample values still shown and leads to the section.
      await page.getByRole("button", { name: /^공개 전 할 일 \d+개 남음$/ }).click();
      const checklist = page.getByRole("region", { name: /^공개 전에 확인할 일/ });
      await checklist.getByRole("link", { name: /사무소 정보 고치기/ }).click();
      await page.waitForURL(/tab=site/);
      const officeName = `바른길 법률사무소 ${label === "mobile" ? "모바일" : "데스크톱"}`;
      const phone = label === "mobile" ? "02-555-0101" : "02-555-0202";
      await page.getByRole("textbox", { name: /^사무소 이름/ }).fill(officeName);
      await page.getByRole("textbox", { name: /^대표 전화번호/ }).fill(phone.replace(/-/g, ""));
      await page.getByRole("button", { name: "사무소 정보 저장" }).click();
      await page.getByText("저장 완료").first().waitFor();
      expect(await page.getByRole("textbox", { name: /^대표 전화번호/ }).inputValue()).toBe(phone);

      await page.goto(suite.server.url + "/");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(await page.getByRole("banner").textContent()).toContain(officeName);
      const footer = page.getByRole("contentinfo");
      expect(await footer.textContent()).toContain(officeName);
      expect(await footer.getByRole("link", { name: phone }).getAttribute("href")).toBe(`tel:${phone.replace(/-/g, "")}`);
      expect(await page.getByRole("main").textContent()).toContain(phone);
      await page.close();
    });
  }

  it("adds a testimonial with the client's consent, which the home page then shows (mobile)", async () => {
    const { page } = await suite.open("/auth", VIEWPORTS.mobile);
    await signIn(page, suite.server.url);
    await openTab(page, "의뢰인 후기", "후기 추가");
    await page.getByRole("button", { name: "후기 추가" }).click();
    const dialog = page.getByRole("dialog", { name: "의뢰인 후기 추가" });
    await dialog.getByRole("textbox", { name: /^후기 내용/ }).fill("처음 조사받는 날 무엇을 준비할지 차근차근 알려 주셨습니다.");
    await dialog.getByRole("textbox", { name: /^의뢰인 이름/ }).fill("최○○");
    await dialog.getByRole("textbox", { name: /^사건 유형/ }).fill("경찰 조사 준비");
    const publish = dialog.getByRole("switch", { name: "홈 화면에 게시" });
    expect(await publish.isDisabled()).toBe(true);
    await dialog.getByLabel(/^동의받은 날짜/).fill("2026-11-20");
    await dialog.getByRole("textbox", { name: /^동의 방법/ }).fill("서면 동의서");
    await dialog.getByRole("textbox", { name: /^기록한 사람/ }).fill("홍길동");
    await publish.check();
    await dialog.getByRole("button", { name: "저장" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("article", { name: "최○○ · 경찰 조사 준비" }).waitFor();

    await page.goto(suite.server.url + "/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const testimonials = page.locator("#testimonials");
    expect(await testimonials.textContent()).toContain("처음 조사받는 날 무엇을 준비할지 차근차근 알려 주셨습니다.");
    expect(await testimonials.textContent()).toContain("최○○");
    await page.close();
  });

  it("has no axe violations on the new screens at 390 and 1280 px", async () => {
    mkdirSync(".tmp/shots", { recursive: true });
    const report: string[] = [];
    const screens = [
      { tab: "사무소 정보", id: "site", ready: "사무소 정보 저장" },
      { tab: "변호사 소개", id: "profile", ready: "변호사 소개 저장" },
      { tab: "홈 화면 문구", id: "home-texts", ready: "홈 화면 문구 저장" },
      { tab: "의뢰인 후기", id: "testimonials", ready: "후기 추가" },
    ];
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page } = await suite.open("/auth", viewport);
      await signIn(page, suite.server.url);
      await page.getByRole("button", { name: /^공개 전 할 일 \d+개 남음$/ }).click();
      await page.getByRole("region", { name: /^공개 전에 확인할 일/ }).waitFor();
      report.push(...(await axeViolations(page)).map((v) => `/admin checklist ${viewport.width}: ${v}`));
      await page.screenshot({ path: `.tmp/shots/admin-checklist-${viewport.width}.png`, fullPage: true });
      for (const s of screens) {
        await openTab(page, s.tab, s.ready);
        await page.getByRole("region", { name: "저장 기록" }).or(page.getByRole("article").first()).first().waitFor();
        report.push(...(await axeViolations(page)).map((v) => `/admin?tab=${s.id} ${viewport.width}: ${v}`));
        await page.screenshot({ path: `.tmp/shots/admin-${s.id}-${viewport.width}.png`, fullPage: true });
      }
      await page.getByRole("button", { name: "후기 추가" }).click();
      await page.getByRole("dialog", { name: "의뢰인 후기 추가" }).getByRole("switch").waitFor();
      report.push(...(await axeViolations(page)).map((v) => `/admin?tab=testimonials dialog ${viewport.width}: ${v}`));
      await page.screenshot({ path: `.tmp/shots/admin-testimonial-dialog-${viewport.width}.png` });
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await page.request.post(suite.server.url + "/api/logout");
      await page.close();
    }
    expect(report).toEqual([]);
  });
});
