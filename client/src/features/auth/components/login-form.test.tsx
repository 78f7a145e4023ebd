import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { LoginForm } from "./login-form";

// POST /api/login answers as the server does: 401 for wrong credentials, 429 (with Retry-After) while the
// username is locked after repeated failures, the signed-in user otherwise.
const WRONG_PASSWORD = { code: "INVALID_CREDENTIALS", message: "사용자명 또는 비밀번호가 올바르지 않습니다." };
const LOCKED = { code: "TOO_MANY_REQUESTS", message: "로그인이 잠겨 있습니다. 10분 후 다시 시도해주세요." };
const SIGNED_IN = { success: true, message: "로그인되었습니다.", user: { id: 1, username: "admin", role: "admin" } };

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
});
