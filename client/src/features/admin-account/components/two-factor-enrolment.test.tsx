import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, json } from "@/test/api";
import { renderApp } from "@/test/render";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

const URI = "otpauth://totp/%EB%B0%94%EB%A5%B8%EA%B8%B8:kim?secret=QHE2A6PCJBSWY3DPEHPK3PXPJBSWY3DP&issuer=%EB%B0%94%EB%A5%B8%EA%B8%B8";
const SECRET = "QHE2A6PCJBSWY3DPEHPK3PXPJBSWY3DP";

describe("two-factor enrolment on the phone that holds the authenticator", () => {
  it("offers the same otpauth address as the QR code and copies the setup key", async () => {
    answer("post", "/api/account/two-factor/setup", json({ secret: SECRET, uri: URI, qrSvg: "<svg xmlns='http://www.w3.org/2000/svg'/>" }));
    const { user } = renderApp(<TwoFactorEnrolment onEnabled={() => {}} />, { path: "/admin?tab=account" });
    await user.click(screen.getByRole("button", { name: "2단계 인증 설정 시작" }));
    expect(await screen.findByRole("link", { name: "인증 앱에서 열기" })).toHaveAttribute("href", URI);
    expect(screen.getByLabelText("설정 키")).toHaveTextContent("QHE2 A6PC JBSW");
    await user.click(screen.getByRole("button", { name: "키 복사" }));
    expect(await screen.findByText("복사했습니다.")).toBeVisible();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
  });
});
