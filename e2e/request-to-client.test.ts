// From request to client at 390 px: a visitor arrives from a search ad and sends a request; the attorney logs the
// call, marks the matter retained with its fee, and finds it in the 성과 보고서 under the ad's source and campaign.
import { describe, expect, it } from "vitest";
import { violations } from "./fixtures/axe";
import { VIEWPORTS } from "./fixtures/browser";
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
      urgency: "urgent",
      content: "음주 단속에 걸려 다음 주 경찰 조사를 받습니다.",
      attribution: true,
    });
    await page.getByRole("button", { name: "상담 신청하기" }).click();
    await page.getByRole("heading", { name: "상담 신청이 접수되었습니다" }).waitFor();

    await signIn(page, suite.server.url);
    const card = page.getByRole("article", { name: "윤다온" });
    await card.waitFor();
    await card.getByText(/^남은 시간 /).waitFor();

    // The call: 전화 · 통화, with a note.
    await card.getByRole("button", { name: "연락 기록", exact: true }).click();
    await card.getByRole("button", { name: "연락 기록 추가" }).click();
    await card.getByRole("combobox", { name: /^연락 방법/ }).selectOption("phone");
    await card.getByRole("combobox", { name: /^연락 결과/ }).selectOption("reached");
    await card.getByRole("textbox", { name: /^메모/ }).fill("조사 전 상담 예약");
    await card.getByRole("button", { name: "연락 기록 저장" }).click();
    await card.getByText("전화 · 통화").waitFor();

    // Retained, with the fee (administrators see and set it).
    await card.getByRole("button", { name: "결과와 충돌 확인 열기" }).click();
    await card.getByRole("combobox", { name: /^상담 결과/ }).selectOption("retained");
    await card.getByRole("textbox", { name: /^수임료/ }).fill("3,300,000");
    await card.getByRole("button", { name: "결과 저장" }).click();
    await page.getByText("상담 신청이 업데이트되었습니다.").first().waitFor();
    await card.getByText("결과: 수임 · 충돌 확인 기록 없음").waitFor();

    // The report: the ad's source and campaign, one request reached and retained, its fee.
    await page.getByRole("tab", { name: "성과 보고서" }).click();
    const bySource = page.getByRole("region", { name: "유입 경로별 성과 표" });
    const naver = bySource.getByRole("row", { name: /^naver/ });
    await naver.waitFor();
    expect((await naver.getByRole("cell").allTextContents()).map((t) => t.trim())).toEqual([
      "1",
      "1",
      "1",
      "1",
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
