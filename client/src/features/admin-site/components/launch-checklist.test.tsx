import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LaunchItem } from "@shared/office/launch-checklist";
import { answer, json } from "@/test/api";
import { renderApp } from "@/test/render";
import { LaunchChecklist } from "./launch-checklist";

const ITEMS: LaunchItem[] = [
  {
    id: "site-samples",
    title: "사무소 정보에 샘플 값 2개가 그대로 있습니다",
    detail: "대표 전화번호, 우편번호",
    fix: { tab: "site", label: "사무소 정보 고치기" },
  },
  {
    id: "smtp",
    title: "메일 서버(SMTP)가 설정되지 않았습니다",
    detail: "SMTP_URL을 설정해주세요.",
    fix: { doc: "docs/deploy.md", label: "배포 안내 (환경 변수)" },
  },
];

describe("the launch checklist above the tabs", () => {
  it("links each item to its tab or names the guide", async () => {
    answer("get", "/api/launch-checklist", json(ITEMS));
    const { user, history } = renderApp(<LaunchChecklist />, { path: "/admin" });
    const list = await screen.findByRole("region", { name: "공개 전에 확인할 일 2가지" });
    expect(within(list).getByText("대표 전화번호, 우편번호")).toBeVisible();
    expect(within(list).getByText("docs/deploy.md")).toBeVisible();
    await user.click(within(list).getByRole("link", { name: /사무소 정보 고치기/ }));
    expect(history.at(-1)).toBe("/admin?tab=site");
  });

  it("shows nothing when nothing is left", async () => {
    const get = answer("get", "/api/launch-checklist", json([]));
    const { container } = renderApp(<LaunchChecklist />, { path: "/admin" });
    await new Promise((r) => setTimeout(r, 50));
    expect(get.bodies).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
