import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { LoginForm } from "./login-form";

// POST /api/login answers as the server does: 401 for wrong credentials, 429 (with Retry-After) while the
// username is locked after repeated failures, the signed-in user otherwise.
const WRONG_PASSWORD = { code: "INVALID_CREDENTIALS", message: "사용자명 또는 비밀번호가 올바르지 않습니다." };
const LOCKED = { code: "TOO_MANY_REQUESTS", message: "로그인이 잠겨 있습니다. 10분 후 다시 시도해주세요." };
const SIGNED_IN = {
  success: true,
  message: "로그인되었습니다.",
  user: { id: 1, username: "admin", role: "admin", twoFactorEnabled: false, twoFactorRequired: false },
};
const CODE_NEEDED = { success: true, twoFactorRequired: true, message: "인증 앱에 표시된 6자리 코드를 입력해주세요." };
const WRONG_CODE = { code: "INVALID_SECOND_FACTOR", message: "인증 코드가 올바르지 않습니다. 인증 앱에 표시된 현재 코드를 입력해주세요." };
const EXPIRED = { code: "UNAUTHORIZED", message: "인증 시간(5분)이 지났습니다. 처음부터 다시 로그인해주세요." };

// A password input has no role; its label reads "비밀번호" plus the required mark.
const passwordField = () => screen.getByLabelText(/^비밀번호/);

async function signIn(user: UserEvent, password: string): Promise<void> {
  await user.type(screen.getByRole("textbox", { name: "사용자명" }), "admin");
  await user.type(passwordField(), password);
  await user.click(screen.getByRole("button", { name: "로그인" }));
}

describe("sign-in form", () => {
  it("says the username or password is wrong, clears the password and stays on the sign-in page", async () => {
    const api = answer("post", "/api/login", json(WRONG_PASSWORD, 401));
    const { user, history } = renderApp(<LoginForm />, { path: "/auth" });
    await signIn(user, "wrong-password-1");

    expect(await findToast("로그인 실패")).toHaveTextContent("사용자명 또는 비밀번호가 올바르지 않습니다.");
    expect(api.bodies).toEqual([{ username: "admin", password: "wrong-password-1" }]);
    expect(passwordField()).toHaveValue("");
    expect(passwordField()).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "사용자명" })).toHaveValue("admin");
    expect(history).toEqual(["/auth"]);
  });

  it("shows the lock and when to try again while the username is locked", async () => {
    answer("post", "/api/login", json(LOCKED, 429, { "Retry-After": "600" }));
    const { user, history } = renderApp(<LoginForm />, { path: "/auth" });
    await signIn(user, "correct-password");

    const toast = await findToast("로그인 실패");
    expect(toast).toHaveTextContent("로그인이 잠겨 있습니다. 10분 후 다시 시도해주세요.");
    expect(toast).not.toHaveTextContent("사용자명 또는 비밀번호가 올바르지 않습니다.");
    expect(history).toEqual(["/auth"]);
  });

  it("opens the dashboard after a successful sign-in", async () => {
    answer("post", "/api/login", json(SIGNED_IN));
    const { user, history } = renderApp(<LoginForm />, { path: "/auth" });
    await signIn(user, "correct-password");

    expect(await findToast("로그인 성공")).toHaveTextContent("관리자 대시보드에 오신 것을 환영합니다.");
    expect(history).toEqual(["/auth", "/admin"]);
  });

  it("opens the forced password change without a welcome over it", async () => {
    answer("post", "/api/login", json({ ...SIGNED_IN, user: { ...SIGNED_IN.user, mustChangePassword: true } }));
    const { user, history } = renderApp(<LoginForm />, { path: "/auth" });
    await signIn(user, "correct-password");
    await waitFor(() => expect(history).toEqual(["/auth", "/admin"]));
    expect(screen.queryByText("로그인 성공")).toBeNull();
  });

  it("explains the way back from a forgotten password without promising a reset by e-mail", async () => {
    const { user } = renderApp(<LoginForm />, { path: "/auth" });
    await user.click(screen.getByText("비밀번호를 잊으셨나요?"));
    expect(screen.getByText("npm run admin -- reset-password 사용자명")).toBeVisible();
    expect(screen.getByText("npm run admin -- reset-2fa 사용자명")).toBeVisible();
    expect(screen.getByText(/이메일로 비밀번호를 다시 정하지 않습니다/)).toBeVisible();
  });

  it("asks for the code after the password, keeps asking after a wrong one, and signs in with the right one", async () => {
    answer("post", "/api/login", json(CODE_NEEDED));
    const second = answer(
      "post",
      "/api/login/second-factor",
      json(WRONG_CODE, 401),
      json({ ...SIGNED_IN, user: { ...SIGNED_IN.user, twoFactorEnabled: true } }),
    );
    const { user, history } = renderApp(<LoginForm />, { path: "/auth" });
    await signIn(user, "correct-password");

    const code = await screen.findByRole("textbox", { name: /^인증 코드/ });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await user.click(screen.getByRole("button", { name: "확인" }));
    expect(await screen.findByText("인증 코드를 입력해주세요")).toBeInTheDocument();
    await user.type(code, "12 34 56");
    await user.click(screen.getByRole("button", { name: "확인" }));
    expect(await findToast("로그인 실패")).toHaveTextContent(WRONG_CODE.message);
    expect(code).toHaveValue("");
    await user.type(code, "abcde-fgh23");
    await user.click(screen.getByRole("button", { name: "확인" }));
    expect(await findToast("로그인 성공")).toBeInTheDocument();
    // Spaces and hyphens dropped, recovery codes upper-cased, before sending.
    expect(second.bodies).toEqual([{ code: "123456" }, { code: "ABCDEFGH23" }]);
    expect(history).toEqual(["/auth", "/admin"]);
  });

  it("goes back to the password when the code step has expired", async () => {
    answer("post", "/api/login", json(CODE_NEEDED));
    answer("post", "/api/login/second-factor", json(EXPIRED, 401));
    const { user } = renderApp(<LoginForm />, { path: "/auth" });
    await signIn(user, "correct-password");
    await user.type(await screen.findByRole("textbox", { name: /^인증 코드/ }), "123456");
    await user.click(screen.getByRole("button", { name: "확인" }));
    expect(await findToast("로그인 실패")).toHaveTextContent(EXPIRED.message);
    expect(await screen.findByRole("button", { name: "로그인" })).toBeInTheDocument();
  });

  it("goes back to the password after the third wrong code ends the code step", async () => {
    const ended = { code: "SECOND_FACTOR_ENDED", message: "인증 코드가 3번 틀렸습니다. 보안을 위해 처음부터 다시 로그인해주세요." };
    answer("post", "/api/login", json(CODE_NEEDED));
    answer("post", "/api/login/second-factor", json(ended, 401));
    const { user } = renderApp(<LoginForm />, { path: "/auth" });
    await signIn(user, "correct-password");
    await user.type(await screen.findByRole("textbox", { name: /^인증 코드/ }), "123456");
    await user.click(screen.getByRole("button", { name: "확인" }));
    expect(await findToast("로그인 실패")).toHaveTextContent(ended.message);
    expect(await screen.findByRole("button", { name: "로그인" })).toBeInTheDocument();
  });
});
