import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LaunchItem } from "@shared/office/launch-checklist";
import { answer, json } from "@/test/api";
import { renderApp } from "@/test/render";
import { LaunchBanner } from "./launch-banner";

const ITEMS: LaunchItem[] = [
  {
    id: "site-samples",
    title: "사무소 정보에 샘플 값이 있습니다",
    detail: "대표 전화번호",
    fix: { tab: "site", label: "사무소 정보 고치기" },
  },
  { id: "smtp", title: "메일 서버가 설정되지 않았습니다", detail: "SMTP", fix: { doc: "docs/deploy.md", label: "배포 안내" } },
];

afterEach(() => window.sessionStorage.clear());

describe("the launch banner", () => {
  it("is one line that opens the checklist and closes it again", async () => {
    answer("get", "/api/launch-checklist", json(ITEMS));
    const { user } = renderApp(<LaunchBanner />, { path: "/admin" });
    const toggle = await screen.findByRole("button", { name: "공개 전 할 일 2개 남음" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: "공개 전에 확인할 일 2가지" })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("region", { name: "공개 전에 확인할 일 2가지" })).toBeVisible();
    await user.click(toggle);
    expect(screen.queryByRole("region", { name: "공개 전에 확인할 일 2가지" })).toBeNull();
  });

  it("can be put away for the rest of the session", async () => {
    answer("get", "/api/launch-checklist", json(ITEMS));
    const { user, unmount } = renderApp(<LaunchBanner />, { path: "/admin" });
    await user.click(await screen.findByRole("button", { name: "공개 전 할 일 알림을 이번 접속 동안 숨기기" }));
    expect(screen.queryByRole("button", { name: /남음/ })).toBeNull();
    unmount();
    answer("get", "/api/launch-checklist", json(ITEMS));
    renderApp(<LaunchBanner />, { path: "/admin" });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: /남음/ })).toBeNull();
  });

  it("shows nothing when nothing is left", async () => {
    answer("get", "/api/launch-checklist", json([]));
    const { container } = renderApp(<LaunchBanner />, { path: "/admin" });
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
