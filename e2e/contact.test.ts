import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../server/db";
import { consultations } from "@shared/schema";
import { VIEWPORTS, watchErrors } from "./fixtures/browser";
import { fillConsultationForm } from "./fixtures/consultation-form";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

async function openContact(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const page = await suite.browser.newPage({ viewport });
  // The visit starts on another page (a 404 here) with campaign parameters; the form reports them.
  await page.goto(suite.server.url + "/board-landing?utm_source=naver&utm_medium=cpc");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const errors = watchErrors(page);
  await page.goto(suite.server.url + "/contact");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return { page, errors };
}

describe("consultation form", () => {
  it("shows every validation message next to its field on an empty submit (390px)", async () => {
    const { page } = await openContact(VIEWPORTS.mobile);
    await page.getByRole("button", { name: "상담 신청하기" }).click();
    for (const message of [
      "이름을 입력해주세요",
      "연락처를 입력해주세요",
      "사건 유형을 선택해주세요",
      "현재 상황을 선택해주세요",
      "긴급도를 선택해주세요",
      "상담 내용을 입력해주세요",
      "개인정보 수집 및 이용에 동의해주세요",
      "민감정보 처리에 동의해주세요",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel("이름").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("이름").getAttribute("aria-describedby")).toContain("name-error");
    await page.getByLabel("이메일").fill("wrong");
    await page.getByRole("button", { name: "상담 신청하기" }).click();
    await page.getByText("올바른 이메일 형식을 입력해주세요").waitFor();
    await page.close();
  });

  it("refuses an age under 14 with the legal-guardian message, in the browser and from the server (390px)", async () => {
    const { page, errors } = await openContact(VIEWPORTS.mobile);
    const message = "만 14세 미만은 직접 상담을 신청할 수 없습니다. 부모님 등 법정대리인이 대신 신청해주세요.";
    await fillConsultationForm(page, {
      name: "김아동",
      phone: "010-4444-5555",
      age: "13",
      caseType: "assault",
      currentStatus: "suspect",
      urgency: "normal",
      content: "학교에서 있었던 일로 경찰 연락을 받았습니다.",
    });
    await page.getByRole("button", { name: "상담 신청하기" }).click();
    await page.getByText(message, { exact: true }).waitFor();
    expect(await page.getByLabel("나이").getAttribute("aria-invalid")).toBe("true");
    // The server gives the same answer to a request that skips the form.
    const res = await page.request.post(suite.server.url + "/api/consultations", {
      headers: { Origin: suite.server.url },
      data: {
        name: "김아동",
        phone: "010-4444-5555",
        age: 13,
        caseType: "assault",
        currentStatus: "suspect",
        urgency: "normal",
        content: "내용",
        privacyAgreed: true,
        sensitiveAgreed: true,
        ageConfirmed: true,
      },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).fields.age).toEqual([message]);
    expect(errors, errors.join("\n")).toEqual([]);
    await page.close();
  });

  it("submits a full request that lands in the database, and shows the 접수 완료 panel in place of the form (390px)", async () => {
    const { page, errors } = await openContact(VIEWPORTS.mobile);
    expect(await page.getByLabel("위 내용을 확인했으며 동의합니다 (필수)").first().isChecked()).toBe(false);
    await fillConsultationForm(page, {
      name: "박서연",
      phone: "010-2222-3333",
      email: "seoyeon@example.com",
      age: "29",
      caseType: "sexual",
      currentStatus: "suspect",
      urgency: "emergency",
      incidentDate: "2025-11-01",
      consultationType: "phone",
      content: "경찰에서 내일 출석하라는 연락을 받았습니다. 어떻게 준비해야 할지 모르겠습니다.",
      attribution: true,
      sms: true,
    });
    await page.getByRole("button", { name: "상담 신청하기" }).click();
    const heading = page.getByRole("heading", { name: "상담 신청이 접수되었습니다" });
    await heading.waitFor();
    expect(await heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await page.getByText(/^접수번호/).textContent()).toMatch(/^접수번호 \d+$/);
    const call = page.getByRole("link", { name: /지금 전화하기/ });
    expect(await call.isVisible()).toBe(true);
    expect(await call.getAttribute("href")).toMatch(/^tel:/);
    expect(await page.getByRole("link", { name: "성범죄 관련 법률 가이드 읽어 보기" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "상담 신청하기" }).count()).toBe(0);
    // The phone's call bar stays (no field has focus any more) and covers nothing: the page keeps room below.
    const bar = page.getByRole("navigation", { name: "빠른 연락" });
    expect(await bar.isVisible()).toBe(true);
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBeGreaterThanOrEqual(56);
    expect(errors, errors.join("\n")).toEqual([]);
    await page.close();

    await suite.server.stop({ keepData: true });
    const db = await openDatabase({ dataDir: path.join(suite.server.dataDir, "pglite") });
    try {
      const rows = await db.db.select().from(consultations);
      expect(rows).toHaveLength(1);
      const row = rows[0];
      expect(row).toMatchObject({
        name: "박서연",
        phone: "01022223333",
        email: "seoyeon@example.com",
        age: 29,
        caseType: "sexual",
        currentStatus: "suspect",
        urgency: "emergency",
        incidentDate: "2025-11-01",
        consultationType: "phone",
        privacyAgreed: true,
        sensitiveAgreed: true,
        consultationStatus: "new",
        smsConsent: true,
      });
      expect(row.smsConsentAt).toBeInstanceOf(Date);
      expect(row.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.landingPage).toBe("/board-landing?utm_source=naver&utm_medium=cpc");
      expect(row.utmSource).toBe("naver");
    } finally {
      await db.close();
    }
  });
});
