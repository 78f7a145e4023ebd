// A visitor books a consultation time at 390 px with the keyboard only: the situation (일반 상담), a type, a day and a
// time, the short form with its consents; the confirmation shows 확정대기, the time and the manage link; the manage
// page opens masked and the booking is cancelled after the confirm step. axe on each page; screenshots at 390 and
// 1280 px of the steps and the manage page (.tmp/screenshots/booking-*).
import { describe, expect, it } from "vitest";
import { violations } from "./fixtures/axe";
import { VIEWPORTS } from "./fixtures/browser";
import { bookByKeyboard, tabTo } from "./fixtures/booking-journey";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();
const PHONE = { width: 390, height: 844 };
const SHOTS = ".tmp/screenshots";

describe("booking a consultation time", () => {
  it("books by keyboard at 390 px, shows the confirmation, and the manage link cancels it", async () => {
    const { page, errors } = await suite.open("/booking", PHONE);
    await bookByKeyboard(page, { name: "김예약", phone: "010-1234-5678" }, (step) =>
      page.screenshot({ path: `${SHOTS}/booking-390-${step}.png`, fullPage: true }),
    );
    const summary = await page.getByRole("region", { name: "예약 신청이 접수되었습니다" }).textContent();
    expect(summary).toContain("확정대기");
    expect(summary).toMatch(/\d+월 \d+일 \([월화수목금]\) 오[전후] \d+:\d{2} \(한국 시간\)/);
    await page.screenshot({ path: `${SHOTS}/booking-390-done.png`, fullPage: true });

    await tabTo(page, page.getByRole("link", { name: "예약 확인·변경 링크" }));
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "예약 확인" }).waitFor();
    const view = await page.getByRole("region", { name: "예약 내용" }).textContent();
    expect(view).toContain("김○○ · 연락처 끝자리 5678");
    expect(view).not.toContain("김예약");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/booking-390-manage.png`, fullPage: true });
    await tabTo(page, page.getByRole("button", { name: "예약 취소" }));
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "예약을 취소할까요?" }).waitFor();
    await tabTo(page, page.getByRole("button", { name: "예약 취소하기" }));
    await page.keyboard.press("Enter");
    await page.getByText("예약을 취소했습니다.").waitFor();
    expect(await page.getByRole("region", { name: "예약 내용" }).textContent()).toContain("취소됨");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it("shows the urgent path and the deadline step at 1280 px, and the server-rendered page passes axe", async () => {
    const { page, errors } = await suite.open("/booking?situation=deadline&kind=appeal&start=2026-12-18", VIEWPORTS.desktop);
    await page
      .getByText(/기한 D-\d+|기한 지남/)
      .first()
      .waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/booking-1280-deadline.png`, fullPage: true });
    await page.getByRole("radio", { name: /체포·구속/ }).check();
    await page.getByRole("button", { name: "다음" }).first().click();
    await page.getByRole("heading", { name: "예약을 기다리지 말고 지금 전화해주세요" }).waitFor();
    await page.getByRole("button", { name: "긴급 연락 요청 보내기" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/booking-1280-urgent.png`, fullPage: true });
    expect(errors).toEqual([]);

    // A booking made through the API, its manage page at 1280 px.
    const api = (path: string, init?: RequestInit) => fetch(suite.server.url + path, init).then((r) => r.json());
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 9 * 3_600_000 + 6 * 86_400_000).toISOString().slice(0, 10);
    const { days } = await api(`/api/booking/slots?type=visit-60&from=${today}&to=${to}`);
    const start = (days as Array<{ slots: Array<{ start: string }> }>).flatMap((d) => d.slots)[0].start;
    const made = await api("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "이서연",
        phone: "010-2222-3456",
        caseType: "fraud",
        currentStatus: "suspect",
        privacyAgreed: true,
        sensitiveAgreed: true,
        ageConfirmed: true,
        type: "visit-60",
        situation: "general",
        start,
        reminderChannel: "none",
      }),
    });
    const manage = await suite.open(new URL(made.manageUrl).pathname, VIEWPORTS.desktop);
    await manage.page.getByRole("button", { name: "시간 변경" }).click();
    await manage.page
      .getByRole("radio", { name: /예약 가능/ })
      .first()
      .waitFor();
    expect(await violations(manage.page)).toEqual([]);
    await manage.page.screenshot({ path: `${SHOTS}/booking-1280-manage.png`, fullPage: true });
    expect(manage.errors).toEqual([]);
  });
});
