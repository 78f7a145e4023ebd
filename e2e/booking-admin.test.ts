// One journey at 390 px: a visitor books a time on /booking with the keyboard; the attorney signs in on the same
// phone-sized screen and finds that booking in the 예약 section's 확정대기; 확정 without a conflict check is refused
// with the reason and a link to the request; after the check is recorded (through the API) the attorney confirms
// it, and the week shows it as 확정. With BOOKING_SCREENSHOTS=<dir>, the section is saved at 390 and 1280 px.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mondayOf, thisMonday } from "@shared/booking/week";
import { violations } from "./fixtures/axe";
import { VIEWPORTS } from "./fixtures/browser";
import { openSection } from "./fixtures/admin-nav";
import { signIn } from "./fixtures/sign-in";
import { bookByKeyboard } from "./fixtures/booking-journey";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();
const NAME = "예약확인";
const SHOTS = process.env.BOOKING_SCREENSHOTS;

describe("booking back office", () => {
  it("confirms a booking after the conflict check and shows it in the week as 확정", async () => {
    const { page, errors } = await suite.open("/booking", VIEWPORTS.mobile);
    const start = await bookByKeyboard(page, { name: NAME, phone: "010-4444-5555" });

    await signIn(page, suite.server.url);
    await openSection(page, "예약");
    const card = page.getByRole("listitem", { name: new RegExp(`^${NAME} .* 예약$`) });
    await card.getByText("이해충돌 확인: 기록 없음").waitFor();
    await card.getByRole("button", { name: "확정", exact: true }).click();
    const refused = card.getByRole("alert");
    await refused.getByText(/확정하기 전에 이해충돌 확인 결과를 기록해주세요/).waitFor();
    const href = await refused.getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/admin\?request=\d+$/);
    const consultationId = Number(href!.split("=")[1]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "booking-queue-390.png") });

    const check = await page.request.post(`${suite.server.url}/api/consultations/${consultationId}/conflict-check`, {
      data: { result: "no_conflict" },
    });
    expect(check.status()).toBe(200);
    await card.getByRole("button", { name: "확정", exact: true }).click();
    await card.waitFor({ state: "detached" });
    await page.getByText("확정을 기다리는 예약이 없습니다.").waitFor();

    const weeks = Math.round((Date.parse(mondayOf(start.slice(0, 10))) - Date.parse(thisMonday())) / (7 * 86_400_000));
    const showWeek = async () => {
      for (let i = 0; i < weeks; i++) await page.getByRole("button", { name: "다음 주" }).click();
    };
    await showWeek();
    const item = page.getByRole("button", { name: new RegExp(`^${start.slice(11, 16)}~\\d\\d:\\d\\d ${NAME}`) });
    await item.waitFor();
    expect(await item.textContent()).toContain("확정");
    expect(await violations(page)).toEqual([]);
    expect(errors.filter((e) => !/status of (401|409)/.test(e))).toEqual([]);

    if (SHOTS) {
      const day = start.slice(0, 10);
      await page.request.post(`${suite.server.url}/api/availability-blocks`, {
        data: { start: `${day}T14:00:00+09:00`, end: `${day}T17:00:00+09:00`, label: "재판 출석 (서울중앙지법)" },
      });
      await page.reload();
      await showWeek();
      await item.waitFor();
      await page.screenshot({ path: path.join(SHOTS, "booking-admin-390.png"), fullPage: true });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.screenshot({ path: path.join(SHOTS, "booking-admin-1280.png"), fullPage: true });
      await page.setViewportSize(VIEWPORTS.mobile);
      await item.click();
      await page.getByRole("dialog", { name: "예약 상세" }).getByText("알림", { exact: true }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, "booking-dialog-390.png") });
    }
    await page.close();
  });
});
