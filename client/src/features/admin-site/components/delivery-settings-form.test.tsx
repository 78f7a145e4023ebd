import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettingsView } from "@shared/office/delivery-settings";
import { answer, json } from "@/test/api";
import { renderApp } from "@/test/render";
import { confirmLeave, hasUnsavedChanges } from "@/lib/unsaved-changes";
import { DeliverySettingsSection } from "./delivery-settings-form";

const SAVED: DeliverySettingsView = {
  settings: {
    notifyEmail: "lawyer@law.example.kr",
    smtp: { host: "smtp.law.example.kr", port: 587, secure: false, user: "office", password: "", from: "site@law.example.kr" },
    sms: { provider: "solapi", apiKey: "NCSKEY", apiSecret: "", sender: "0212345678" },
  },
  saved: { smtpPassword: true, smsApiSecret: true },
  overrides: { smtp: false, notifyEmail: false, sms: false },
};

describe("mail and text delivery in 접수 알림", () => {
  it("never shows a saved secret, keeps it when left empty, and warns of unsaved changes until saved", async () => {
    answer("get", "/api/delivery-settings", json(SAVED));
    const put = answer("put", "/api/delivery-settings", json(SAVED));
    const { user } = renderApp(<DeliverySettingsSection />, { path: "/admin?tab=intake" });
    const password = await screen.findByLabelText(/^비밀번호/);
    expect(password).toHaveValue("");
    expect(password).toHaveAttribute("placeholder", "저장됨 · 바꾸려면 새로 입력");
    expect(screen.getByLabelText(/^API 시크릿/)).toHaveAttribute("placeholder", "저장됨 · 바꾸려면 새로 입력");
    expect(screen.getByLabelText(/^발신번호/)).toHaveValue("02-1234-5678");
    expect(hasUnsavedChanges()).toBe(false);

    await user.clear(screen.getByLabelText(/^알림 받을 이메일/));
    await user.type(screen.getByLabelText(/^알림 받을 이메일/), "new@law.example.kr");
    expect(screen.getByText("저장하지 않은 변경 사항이 있습니다")).toBeVisible();
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(screen.getByRole("button", { name: "메일·문자 설정 저장" }));
    await screen.findByText(/메일·문자 발송 설정을 저장했습니다/);
    expect(put.bodies[0]).toMatchObject({
      notifyEmail: "new@law.example.kr",
      smtp: { password: "" },
      sms: { apiSecret: "", sender: "0212345678" },
    });
    expect(hasUnsavedChanges()).toBe(false);
    expect(confirmLeave()).toBe(true);
  });

  it("says when the server's settings win, and shows the provider's answer of a test send", async () => {
    answer("get", "/api/delivery-settings", json({ ...SAVED, overrides: { smtp: true, notifyEmail: true, sms: false } }));
    answer("post", "/api/delivery-settings/test-email", json({ ok: true, message: "보냈습니다. 메일 서버 응답: 250 OK" }));
    answer(
      "post",
      "/api/delivery-settings/test-sms",
      json({ code: "TEST_SEND_FAILED", message: "문자 발송 요청 거절 (HTTP 403 SignatureDoesNotMatch)" }, 502),
    );
    const { user } = renderApp(<DeliverySettingsSection />, { path: "/admin?tab=intake" });
    const mail = await screen.findByRole("group", { name: "메일 발송" });
    expect(within(mail).getByText("서버 설정값이 사용 중입니다.")).toBeVisible();
    expect(within(screen.getByRole("group", { name: "문자 발송" })).queryByText("서버 설정값이 사용 중입니다.")).toBeNull();

    await user.type(screen.getByLabelText("테스트 메일 받을 주소"), "me@example.com");
    await user.click(screen.getByRole("button", { name: "테스트 메일 보내기" }));
    expect(await screen.findByText("보냈습니다. 메일 서버 응답: 250 OK")).toBeVisible();
    await user.type(screen.getByLabelText("테스트 문자 받을 휴대전화"), "010-5555-0000");
    await user.click(screen.getByRole("button", { name: "테스트 문자 보내기" }));
    expect(await screen.findByText("문자 발송 요청 거절 (HTTP 403 SignatureDoesNotMatch)")).toBeVisible();
  });

  it("starts empty on a new install", async () => {
    answer(
      "get",
      "/api/delivery-settings",
      json({ ...SAVED, settings: DEFAULT_DELIVERY_SETTINGS, saved: { smtpPassword: false, smsApiSecret: false } }),
    );
    renderApp(<DeliverySettingsSection />, { path: "/admin?tab=intake" });
    expect(await screen.findByLabelText(/^비밀번호/)).not.toHaveAttribute("placeholder", "저장됨 · 바꾸려면 새로 입력");
    expect(screen.getByLabelText(/^문자 발송 업체/)).toHaveValue("");
  });
});
