import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { AdminPage } from "./admin-page";

const ADMIN = { id: 1, username: "admin", role: "admin", twoFactorEnabled: false, twoFactorRequired: false };
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10H0z"/></svg>';

beforeEach(() => {
  // After a change of screen the head looks up the search settings of the page it stands for.
  answer("get", "/api/seo-settings/page/home", json({ code: "NOT_FOUND", message: "설정이 없습니다." }, 404));
  answer("get", "/api/launch-checklist", json([]));
});

describe("the back office and two-factor sign-in", () => {
  it("shows only the enrolment while the site requires a second factor the administrator has not set up", async () => {
    const me = answer(
      "get",
      "/api/user",
      json({ ...ADMIN, twoFactorRequired: true }),
      json({ ...ADMIN, twoFactorRequired: true, twoFactorEnabled: true }),
    );
    answer(
      "post",
      "/api/account/two-factor/setup",
      json({ secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", uri: "otpauth://totp/x", qrSvg: SVG }),
    );
    const enable = answer(
      "post",
      "/api/account/two-factor/enable",
      json({
        success: true,
        message: "2단계 인증을 설정했습니다.",
        recoveryCodes: Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${i + 2}2`.slice(0, 11)),
      }),
    );
    answer("get", "/api/account/sessions", json([]));
    answer("get", "/api/consultations", json({ items: [], nextCursor: null, counts: {} }));
    const { user } = renderApp(<AdminPage />, { path: "/admin" });

    expect(await screen.findByRole("heading", { name: "2단계 인증 설정이 필요합니다" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "관리 메뉴" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "2단계 인증 설정 시작" }));
    expect(await screen.findByRole("img", { name: "인증 앱에 등록할 QR 코드" })).toBeInTheDocument();
    expect(screen.getByLabelText("설정 키")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    await user.type(screen.getByRole("textbox", { name: /^인증 코드/ }), "123 456");
    await user.click(screen.getByRole("button", { name: "설정 완료" }));
    // The password is asked again before the factor is added.
    expect(await screen.findByText("비밀번호를 입력해주세요")).toBeInTheDocument();
    expect(enable.bodies).toEqual([]);
    await user.type(screen.getByLabelText(/^비밀번호/), "my-password-1234");
    await user.click(screen.getByRole("button", { name: "설정 완료" }));
    expect(await screen.findByRole("list", { name: "복구 코드" })).toBeInTheDocument();
    expect(enable.bodies).toEqual([{ code: "123456", password: "my-password-1234" }]);
    // The codes stay until the administrator says they are kept; then the dashboard opens.
    expect(me.bodies).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "안전하게 보관했습니다" }));
    expect(await screen.findByRole("link", { name: "계정 보안" })).toBeInTheDocument();
  });

  it("shows only the password change while the generated first password is in use, then the dashboard", async () => {
    const me = answer("get", "/api/user", json({ ...ADMIN, mustChangePassword: true }), json({ ...ADMIN, mustChangePassword: false }));
    const change = answer("post", "/api/account/password", json({ success: true, message: "비밀번호를 변경했습니다.", sessionsEnded: 0 }));
    answer("get", "/api/consultations", json({ items: [], nextCursor: null, counts: {} }));
    const { user } = renderApp(<AdminPage />, { path: "/admin" });

    expect(await screen.findByRole("heading", { name: "비밀번호 변경이 필요합니다" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "관리 메뉴" })).toBeNull();
    await user.type(screen.getByLabelText(/^현재 비밀번호/), "generated-1234");
    await user.type(screen.getAllByLabelText(/^새 비밀번호/)[0], "chosen-password-12");
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), "chosen-password-12");
    await user.click(screen.getByRole("button", { name: "비밀번호 변경" }));
    expect(await screen.findByRole("link", { name: "계정 보안" })).toBeInTheDocument();
    expect(change.bodies).toEqual([
      { currentPassword: "generated-1234", newPassword: "chosen-password-12", confirmPassword: "chosen-password-12" },
    ]);
    expect(me.bodies).toHaveLength(2);
  });

  it("refuses a wrong first code with the server's message on the field", async () => {
    answer("get", "/api/user", json({ ...ADMIN, twoFactorRequired: true }));
    answer("post", "/api/account/two-factor/setup", json({ secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/x", qrSvg: SVG }));
    const message = "인증 코드가 올바르지 않습니다. 인증 앱에 표시된 현재 코드를 입력해주세요.";
    answer("post", "/api/account/two-factor/enable", json({ code: "VALIDATION_FAILED", message, fields: { code: [message] } }, 400));
    const { user } = renderApp(<AdminPage />, { path: "/admin" });
    await user.click(await screen.findByRole("button", { name: "2단계 인증 설정 시작" }));
    await user.type(await screen.findByRole("textbox", { name: /^인증 코드/ }), "000000");
    await user.type(screen.getByLabelText(/^비밀번호/), "my-password-1234");
    await user.click(screen.getByRole("button", { name: "설정 완료" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^인증 코드/ })).toHaveValue("");
  });

  it("refuses a wrong password with the server's message on the password field", async () => {
    answer("get", "/api/user", json({ ...ADMIN, twoFactorRequired: true }));
    answer("post", "/api/account/two-factor/setup", json({ secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/x", qrSvg: SVG }));
    const message = "비밀번호가 올바르지 않습니다";
    answer(
      "post",
      "/api/account/two-factor/enable",
      json({ code: "VALIDATION_FAILED", message: `${message}.`, fields: { password: [message] } }, 400),
    );
    const { user } = renderApp(<AdminPage />, { path: "/admin" });
    await user.click(await screen.findByRole("button", { name: "2단계 인증 설정 시작" }));
    await user.type(await screen.findByRole("textbox", { name: /^인증 코드/ }), "123456");
    await user.type(screen.getByLabelText(/^비밀번호/), "wrong-password-1");
    await user.click(screen.getByRole("button", { name: "설정 완료" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^비밀번호/)).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /^인증 코드/ })).toHaveValue("123456");
  });

  it("ends this session from the device list and goes to the sign-in page", async () => {
    answer("get", "/api/user", json({ ...ADMIN, twoFactorEnabled: true }));
    answer(
      "get",
      "/api/account/two-factor",
      json({ enabled: true, enabledAt: "2026-11-20T01:00:00.000Z", recoveryCodesLeft: 2, required: false }),
    );
    const here = {
      id: "a".repeat(32),
      device: "Chrome · Windows",
      ip: "203.0.113.7",
      signedInAt: "2026-11-24T01:00:00.000Z",
      lastSeenAt: "2026-11-24T02:00:00.000Z",
      current: true,
    };
    answer("get", "/api/account/sessions", json([here]));
    const end = answer(
      "delete",
      `/api/account/sessions/${here.id}`,
      json({ success: true, message: "선택한 기기에서 로그아웃했습니다.", signedOut: true }),
    );
    const { user, history } = renderApp(<AdminPage />, { path: "/admin?tab=account" });
    expect(await screen.findByText("남은 복구 코드가 적습니다. 새 복구 코드를 만들어 보관해주세요.")).toBeInTheDocument();
    expect(await screen.findByText(/IP 203\.0\.113\.7/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Chrome · Windows (현재 기기) 로그아웃" }));
    expect(await findToast("선택한 기기에서 로그아웃했습니다.")).toBeInTheDocument();
    expect(end.bodies).toHaveLength(1);
    expect(history.at(-1)).toBe("/auth");
  });
});
