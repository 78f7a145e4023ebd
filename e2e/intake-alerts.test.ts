// The acknowledgement and alerts in the browser: the contact form's optional text-message consent, the 접수 알림
// tab (keyboard to the tab, a template edited with its preview following, saved) and 보낸 알림 under a request,
// each passing axe at phone and desktop widths.
import { describe, expect, it } from "vitest";
import { violations } from "./fixtures/axe";
import { VIEWPORTS } from "./fixtures/browser";
import { openRequest, sectionLink } from "./fixtures/admin-nav";
import { signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

describe("acknowledgement and alerts", () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`the consent, the 접수 알림 tab and 보낸 알림 work and pass axe (${label})`, async () => {
      const report: string[] = [];
      const contact = await suite.open("/contact", viewport);
      const sms = contact.page.getByRole("group", { name: "접수 확인 문자 받기 (선택)" });
      expect(await sms.getByRole("checkbox").isChecked()).toBe(false);
      expect(await sms.textContent()).toContain("사건 내용 없음");
      await contact.page.close();

      const seed = await fetch(suite.server.url + "/api/consultations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: `알림 ${label}`,
          phone: "010-3333-4444",
          email: "ack@example.com",
          caseType: "assault",
          currentStatus: "suspect",
          urgency: "emergency",
          content: "알림 검사",
          privacyAgreed: true,
          sensitiveAgreed: true,
          ageConfirmed: true,
          smsConsent: true,
        }),
      });
      expect(seed.status).toBe(201);

      const { page } = await suite.open("/auth", viewport);
      await signIn(page, suite.server.url);
      const card = await openRequest(page, `알림 ${label}`);
      await card.getByText("세부 정보", { exact: true }).click();
      await card.getByRole("button", { name: "보낸 알림 보기" }).click();
      await card.getByText("접수 확인 문자", { exact: true }).waitFor();
      expect(await card.textContent()).toContain("문자 발송이 설정되지 않아 보내지 않았습니다");
      report.push(...(await violations(page)).map((v) => `/admin 보낸 알림 ${label}: ${v}`));

      // To the section by keyboard: back to the list, then (on a phone) the group's button and the section's link.
      await card.getByRole("button", { name: "목록", exact: true }).click();
      await page.waitForURL((url) => !url.searchParams.has("request"));
      if (label === "mobile") {
        await page.getByRole("navigation", { name: "관리 메뉴 그룹" }).getByRole("link", { name: "사이트", exact: true }).focus();
        await page.keyboard.press("Enter");
      }
      const tab = sectionLink(page, "접수 알림");
      await tab.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "접수 알림 저장" }).waitFor();
      const body = page.getByRole("textbox", { name: /^문자 내용/ });
      await body.fill("{사무소} 접수번호 {접수번호}");
      await page
        .getByTestId("intake-preview-sms")
        .getByText(/접수번호 128/)
        .waitFor();
      await page.getByRole("textbox", { name: /^알림 받을 휴대전화/ }).fill("010-9999-8888");
      report.push(...(await violations(page)).map((v) => `/admin?tab=intake ${label}: ${v}`));
      await page.getByRole("button", { name: "접수 알림 저장" }).click();
      await page.getByText("저장 완료").first().waitFor();
      expect(await page.getByRole("textbox", { name: /^알림 받을 휴대전화/ }).inputValue()).toBe("01099998888");
      await page.close();
      expect(report).toEqual([]);
    });
  }
});
