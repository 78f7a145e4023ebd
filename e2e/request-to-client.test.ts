// From request to client at 390 px: a visitor arrives from a search ad and sends a 매우 긴급 request, which heads the
// inbox; the attorney logs the call in three taps from the request's bottom bar (the stage moves), plans the next
// call, marks the matter retained with its fee (the next call stays), and finds it in the 보고서 under the ad's
// source and campaign.
import { describe, expect, it } from "vitest";
import { violations } from "./fixtures/axe";
import { VIEWPORTS } from "./fixtures/browser";
import { inboxRow, openRequest, openSection } from "./fixtures/admin-nav";
import { fillConsultationForm } from "./fixtures/consultation-form";
import { signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

describe("from request to client", () => {
  it("a request arrives; the attorney logs a call, marks it retained, and sees it in the report (390px)", async () => {
    const { page, errors } = await suite.open("/contact?utm_source=naver&utm_campaign=winter-dui", VIEWPORTS.mobile);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await fillConsultationForm(page, {
      name: "윤다온",
      phone: "010-6543-2109",
      caseType: "traffic",
      currentStatus: "suspect",
      urgency: "emergency",
      content: "음주 단속에 걸려 오늘 오후 경찰 조사를 받습니다.",
      attribution: true,
    });
    await page.getByRole("button", { name: "상담 신청하기" }).click();
    await page.getByRole("heading", { name: "상담 신청이 접수되었습니다" }).waitFor();
    // A later, 보통 request: newest first would list it above.
    const later = await page.request.post(suite.server.url + "/api/consultations", {
      data: {
        name: "나중신청",
        phone: "010-2222-3333",
        caseType: "fraud",
        currentStatus: "victim",
        urgency: "normal",
        content: "중고거래 사기 피해 상담",
        privacyAgreed: true,
        sensitiveAgreed: true,
        ageConfirmed: true,
      },
    });
    expect(later.status()).toBe(201);

    // Today's work: the 매우 긴급 request first, with its call button.
    await signIn(page, suite.server.url);
    await inboxRow(page, "나중신청").waitFor();
    expect(await page.locator("[data-inbox-name]").allTextContents()).toEqual(["윤다온", "나중신청"]);
    await page.getByRole("link", { name: "윤다온에게 전화" }).waitFor();
    const firstRowY = await page
      .locator("[data-inbox-row]")
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(firstRowY).toBeLessThan(VIEWPORTS.mobile.height / 2);

    const card = await openRequest(page, "윤다온");
    await card.getByText(/^남은 시간 /).waitFor();
    await card.getByText("단계 신규", { exact: true }).waitFor();
    const actions = card.getByRole("group", { name: /빠른 작업/ });
    // 전화, 문자, 기록 and 결과 are on the first screen, without scrolling.
    const bar = (await actions.boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(VIEWPORTS.mobile.height);

    // The call in three taps (the result chips are labels around visually hidden radios): 기록 → 통화함 → 기록 저장.
    // The stage moves to 연락됨.
    await actions.getByRole("button", { name: "기록" }).click();
    const sheet = page.getByRole("dialog");
    await sheet.locator("label").filter({ hasText: "통화함" }).click();
    await sheet.getByRole("button", { name: "기록 저장" }).click();
    await sheet.waitFor({ state: "detached" });
    await card.getByText("단계 연락됨", { exact: true }).waitFor();

    // A second call that plans the next one (tomorrow morning).
    await actions.getByRole("button", { name: "기록" }).click();
    await sheet.locator("label").filter({ hasText: "통화함" }).click();
    await sheet
      .locator("label")
      .filter({ hasText: /^내일 오전/ })
      .click();
    await sheet.getByRole("textbox", { name: /^메모/ }).fill("조사 전 상담 예약");
    await sheet.getByRole("button", { name: "기록 저장" }).click();
    await sheet.waitFor({ state: "detached" });
    await card
      .getByText(/^다음 연락 예정 /)
      .first()
      .waitFor();
    await card.getByRole("button", { name: "연락 기록", exact: true }).click();
    await card.getByText("조사 전 상담 예약").waitFor();

    // Retained, with the fee (administrators see and set it): 결과 opens the outcome section. The next contact stays.
    await actions.getByRole("button", { name: "결과" }).click();
    await card.getByRole("combobox", { name: /^진행 단계/ }).selectOption("retained");
    await card.getByRole("textbox", { name: /^수임료/ }).fill("3,300,000");
    await card.getByRole("button", { name: "단계 저장" }).click();
    await page.getByText("상담 신청이 업데이트되었습니다.").first().waitFor();
    await card.getByText("단계: 수임 · 충돌 확인 기록 없음").waitFor();
    await card.getByText("단계 수임", { exact: true }).waitFor();
    await card
      .getByText(/^다음 연락 (예정 )?\d+월 \d+일 오전/)
      .first()
      .waitFor();

    // The report: the ad's source and campaign, one request reached and retained, its fee.
    await openSection(page, "보고서");
    const bySource = page.getByRole("region", { name: "유입 경로별 성과 표" });
    const naver = bySource.getByRole("row", { name: /^naver/ });
    await naver.waitFor();
    expect((await naver.getByRole("cell").allTextContents()).map((t) => t.trim())).toEqual([
      "1",
      "1",
      "1",
      "1",
      "100% (1/1)",
      "100% (1/1)",
      "3,300,000원",
      expect.stringMatching(/분|시간|-/),
    ]);
    const byCampaign = page.getByRole("region", { name: "캠페인별 성과 표" });
    await byCampaign.getByRole("row", { name: /^winter-dui/ }).waitFor();
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await page.close();
  });
});
