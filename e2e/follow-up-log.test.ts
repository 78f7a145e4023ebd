// The follow-up log and the response clock at 390 px: a request arrives, its card shows the clock, the attorney
// opens the log and records a call by keyboard alone, and the history shows it in Korean; axe finds nothing.
import { describe, expect, it } from "vitest";
import { violations } from "./fixtures/axe";
import { VIEWPORTS } from "./fixtures/browser";
import { openRequest } from "./fixtures/admin-nav";
import { signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

describe("follow-up log", () => {
  it("shows the clock, logs a call by keyboard, and lists it in the log and the history", async () => {
    const seed = await fetch(suite.server.url + "/api/consultations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "연락기록",
        phone: "010-3333-4444",
        caseType: "assault",
        currentStatus: "suspect",
        // 보통: the first-contact deadline is the reply window (24 hours) whatever the time of day.
        urgency: "normal",
        content: "출석 요구를 받았습니다.",
        privacyAgreed: true,
        sensitiveAgreed: true,
        ageConfirmed: true,
      }),
    });
    expect(seed.status).toBe(201);
    const { page, errors } = await suite.open("/auth", VIEWPORTS.mobile);
    await signIn(page, suite.server.url);
    const card = await openRequest(page, "연락기록");
    await card.getByText("방금 접수").waitFor();
    await card.getByText(/^남은 시간 /).waitFor();
    await card.getByText(/^첫 연락 기한 /).waitFor();

    // Keyboard only: open the log, open the form, pick 통화함 (the first choice, focused), keep 다음 연락 없음, write a
    // note, save.
    await card.getByRole("button", { name: "연락 기록", exact: true }).focus();
    await page.keyboard.press("Enter");
    await card.getByText("아직 연락 기록이 없습니다.").waitFor();
    await card.getByRole("button", { name: "연락 기록 추가" }).focus();
    await page.keyboard.press("Enter");
    // The form starts at its first choice (통화함); Space picks it, Tab moves on to 다음 연락 (없음), the channel
    // (전화) and the note.
    const reached = card.getByRole("radio", { name: "통화함" });
    await expect.poll(() => reached.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab"); // 다음 연락
    await page.keyboard.press("Tab"); // 연락 방법
    await page.keyboard.press("Tab"); // 메모
    await page.keyboard.type("출석일 동행 안내");
    await card.getByRole("button", { name: "기록 저장" }).focus();
    await page.keyboard.press("Enter");
    await card.getByText("출석일 동행 안내").waitFor();
    await card.getByText("전화 · 통화").waitFor();
    // Contacted, nothing planned: no clock running; the stage moved to 연락됨.
    await card.getByText("다음 연락 예정 없음").first().waitFor();
    await card.getByText("연락됨").first().waitFor();
    expect(await violations(page)).toEqual([]);

    await card.getByText("세부 정보", { exact: true }).click();
    await card.getByRole("button", { name: "변경 이력" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("연락 기록", { exact: true }).waitFor();
    await dialog.getByText("전화 · 통화 · 다음 연락 없음").waitFor();
    await page.keyboard.press("Escape");

    // Back to the list; behind 필터, the 기한 초과 card orders the list most overdue first, in the URL.
    await card.getByRole("button", { name: "목록", exact: true }).click();
    await card.waitFor({ state: "detached" });
    await page.getByRole("button", { name: /^필터/ }).click();
    await page.getByRole("button", { name: /^기한 초과/ }).click();
    await page.waitForURL(/sort=overdue/);
    expect(await page.getByRole("combobox", { name: "정렬" }).inputValue()).toBe("overdue");
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await page.close();
  });
});
