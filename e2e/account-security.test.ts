// The administrator protects the account: sets up two-factor sign-in from the 계정 보안 tab (QR code, key,
// first code, recovery codes shown once), then signs in again with a code, and sees the signed-in devices.
import { describe, expect, it } from "vitest";
import { totpCodeAt } from "../server/lib/totp";
import { VIEWPORTS } from "./fixtures/browser";
import { openSection } from "./fixtures/admin-nav";
import { E2E_ADMIN, signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

describe("account security", () => {
  it("sets up two-factor sign-in and then signs in with a code", async () => {
    const { page, errors } = await suite.open("/auth", VIEWPORTS.mobile);
    await signIn(page, suite.server.url);
    await openSection(page, "계정 보안");
    await page.waitForURL(/tab=account/);
    await page.getByRole("button", { name: "2단계 인증 설정 시작" }).click();
    const qr = page.getByRole("img", { name: "인증 앱에 등록할 QR 코드" });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await page.getByLabel("설정 키").textContent())!.replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.screenshot({ path: ".tmp/screenshots/account-enrol-390.png", fullPage: true });

    const code = page.getByRole("textbox", { name: /^인증 코드/ });
    await page.locator("#enrol-password").fill(E2E_ADMIN.password);
    await code.fill("000000");
    await page.getByRole("button", { name: "설정 완료" }).click();
    await page.getByText("인증 코드가 올바르지 않습니다.").waitFor();
    await code.fill(totpCodeAt(secret, Date.now()));
    await page.getByRole("button", { name: "설정 완료" }).click();
    const codes = page.getByRole("list", { name: "복구 코드" }).getByRole("listitem");
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole("button", { name: "안전하게 보관했습니다" }).click();
    await page.getByText("남은 복구 코드 10개").waitFor();

    // Signing out and in again now takes the code (of the next 30-second step: the first one is spent).
    await page.getByRole("button", { name: "로그아웃" }).first().click();
    await page.waitForURL(`${suite.server.url}/auth`);
    await page.getByLabel("사용자명").fill(E2E_ADMIN.username);
    await page.getByLabel("비밀번호").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "로그인" }).click();
    const second = page.getByRole("textbox", { name: /^인증 코드/ });
    await second.waitFor();
    await page.screenshot({ path: ".tmp/screenshots/second-factor-390.png", fullPage: true });
    await second.fill(totpCodeAt(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "확인" }).click();
    await page.waitForURL(`${suite.server.url}/admin`);

    await page.goto(`${suite.server.url}/admin?tab=account`);
    await page.getByText("현재 기기").waitFor();
    await page.getByText("사용 중").waitFor();
    // No sideways scrolling on a phone or a desktop.
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `.tmp/screenshots/account-${viewport.width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${viewport.width}px`).toBeLessThanOrEqual(0);
    }
    // The answers the flow provokes on purpose (signed out: 401; the wrong first code: 400) are logged by the browser.
    expect(errors.filter((e) => !/status of (400|401)/.test(e))).toEqual([]);
  });
});
