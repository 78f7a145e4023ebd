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
    id: "holidays",
    title: "2027년 공휴일이 달력에 없습니다",
    detail: "기한 계산기는 공휴일 정보가 없는 해의 기한을 계산하지 않습니다.",
    fix: { doc: "docs/holidays.md", label: "공휴일 달력 안내" },
  },
];

const HOST_ITEMS: LaunchItem[] = [
  {
    id: "https",
    title: "사이트 주소가 https가 아닙니다",
    detail: "지금 주소는 http://localhost:5000입니다.",
    fix: { doc: "docs/deploy.md", label: "호스팅 담당자에게 요청" },
    host: {
      request: "사이트를 실제 도메인의 https 주소(SSL 인증서 적용)로 열어 주세요.",
      technical: "PUBLIC_SITE_URL을 https://로 시작하는 실제 주소로 설정",
    },
  },
  {
    id: "backup",
    title: "암호화 백업이 설정되지 않았습니다",
    detail: "백업은 서버에서 만듭니다.",
    fix: { doc: "docs/deploy.md", label: "호스팅 담당자에게 요청" },
    host: {
      request: "상담 기록 데이터베이스를 매일 암호화해 백업해 주세요.",
      technical: "BACKUP_PASSPHRASE(12자 이상)를 설정하고 npm run backup을 매일 실행",
    },
  },
];

describe("the launch checklist above the tabs", () => {
  it("links each item to its tab or names the guide", async () => {
    answer("get", "/api/launch-checklist", json(ITEMS));
    const { user, history } = renderApp(<LaunchChecklist />, { path: "/admin" });
    const list = await screen.findByRole("region", { name: "공개 전에 확인할 일 2가지" });
    expect(within(list).getByText("대표 전화번호, 우편번호")).toBeVisible();
    expect(within(list).getByText("docs/holidays.md")).toBeVisible();
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

  it("gathers what only the host can do into one request to copy, with the variables behind 기술 정보", async () => {
    answer("get", "/api/launch-checklist", json([...ITEMS, ...HOST_ITEMS]));
    const { user } = renderApp(<LaunchChecklist />, { path: "/admin" });
    const card = await screen.findByRole("region", { name: "호스팅 담당자에게 보낼 내용" });
    expect(within(card).getByText("사이트를 실제 도메인의 https 주소(SSL 인증서 적용)로 열어 주세요.")).toBeVisible();
    const technical = within(card).getByText(/^PUBLIC_SITE_URL을/);
    expect(technical).not.toBeVisible();
    await user.click(within(card).getByText("기술 정보"));
    expect(technical).toBeVisible();
    await user.click(within(card).getByRole("button", { name: "요청 내용 복사" }));
    expect(await within(card).findByText("복사했습니다.")).toBeVisible();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain("1. 사이트를 실제 도메인의 https 주소(SSL 인증서 적용)로 열어 주세요.");
    expect(copied).toContain("2. 상담 기록 데이터베이스를 매일 암호화해 백업해 주세요.");
    expect(copied).toContain("- BACKUP_PASSPHRASE(12자 이상)");
    // The items themselves name no variable and point to the card.
    expect(screen.getAllByRole("link", { name: /호스팅 담당자에게 요청/ })).toHaveLength(2);
  });

  it("shows no host card when the host has nothing left to do", async () => {
    answer("get", "/api/launch-checklist", json(ITEMS));
    renderApp(<LaunchChecklist />, { path: "/admin" });
    await screen.findByRole("region", { name: /공개 전에 확인할 일/ });
    expect(screen.queryByRole("region", { name: "호스팅 담당자에게 보낼 내용" })).toBeNull();
  });
});
