import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { groupOfSection, sectionFromParam } from "@/components/admin/admin-nav-model";
import { answer, json } from "@/test/api";
import { renderApp } from "@/test/render";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { AdminPage } from "../admin-page";
import { ADMIN_GROUPS, DEFAULT_SECTION } from "./admin-sections";

const ADMIN = { id: 1, username: "admin", role: "admin", twoFactorEnabled: true, twoFactorRequired: false };

/** Every ?tab= the back office has ever used, with the group it now lives in. */
const OLD_TABS: Record<string, string> = {
  consultations: "상담",
  bookings: "상담",
  reports: "상담",
  privacy: "상담",
  "access-log": "상담",
  posts: "글",
  interviews: "글",
  testimonials: "글",
  "law-watch": "글",
  site: "사이트",
  profile: "사이트",
  "home-texts": "사이트",
  intake: "사이트",
  seo: "사이트",
  tools: "사이트",
  account: "계정",
};

describe("the back office's groups", () => {
  it("finds every old ?tab= id in its group, and falls back to the inbox for an unknown one", () => {
    for (const [tab, group] of Object.entries(OLD_TABS)) {
      expect(sectionFromParam(ADMIN_GROUPS, tab, DEFAULT_SECTION)).toBe(tab);
      expect(groupOfSection(ADMIN_GROUPS, tab)?.label).toBe(group);
    }
    const listed = ADMIN_GROUPS.flatMap((g) => g.sections.map((s) => s.id));
    expect([...listed].sort()).toEqual(Object.keys(OLD_TABS).sort());
    expect(sectionFromParam(ADMIN_GROUPS, "nonsense", DEFAULT_SECTION)).toBe("consultations");
    expect(sectionFromParam(ADMIN_GROUPS, null, DEFAULT_SECTION)).toBe("consultations");
  });
});

describe("switching sections", () => {
  beforeEach(() => {
    answer("get", "/api/seo-settings/page/home", json({ code: "NOT_FOUND", message: "설정이 없습니다." }, 404));
    answer("get", "/api/launch-checklist", json([]));
    answer("get", "/api/user", json(ADMIN));
    answer("get", "/api/access-logs", json({ items: [], nextCursor: null }));
  });
  afterEach(() => vi.restoreAllMocks());

  it("marks the section and its group current, from an old ?tab= address", async () => {
    renderApp(<AdminPage />, { path: "/admin?tab=access-log" });
    const sidebar = await screen.findByRole("navigation", { name: "관리 메뉴" });
    expect(within(sidebar).getByRole("link", { name: "접근 기록" })).toHaveAttribute("aria-current", "page");
    expect(within(sidebar).getByRole("link", { name: "신청" })).not.toHaveAttribute("aria-current");
    const row = screen.getByRole("navigation", { name: "상담 메뉴" });
    expect(
      within(row)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["신청", "예약", "보고서", "개인정보 요청", "접근 기록"]);
    expect(within(row).getByRole("link", { name: "접근 기록" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "상담" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "사이트" })).toHaveAttribute("href", "/admin?tab=site");
  });

  it("asks before leaving unsaved changes, and stays when the answer is no", async () => {
    function DirtyForm() {
      useUnsavedChanges(true, "사무소 정보");
      return null;
    }
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, history } = renderApp(
      <>
        <DirtyForm />
        <AdminPage />
      </>,
      { path: "/admin?tab=access-log" },
    );
    const sidebar = await screen.findByRole("navigation", { name: "관리 메뉴" });
    await user.click(within(sidebar).getByRole("link", { name: "보고서" }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0][0]).toContain("사무소 정보");
    expect(history.at(-1)).toBe("/admin?tab=access-log");
    expect(within(sidebar).getByRole("link", { name: "접근 기록" })).toHaveAttribute("aria-current", "page");

    answer("get", "/api/reports/outcomes", json({ code: "X", message: "보고서를 불러오지 못했습니다." }, 500));
    await user.click(within(sidebar).getByRole("link", { name: "보고서" }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(history.at(-1)).toBe("/admin?tab=reports");
    expect(within(sidebar).getByRole("link", { name: "보고서" })).toHaveAttribute("aria-current", "page");
  });

  it("switches without asking when nothing is unsaved", async () => {
    const confirm = vi.spyOn(window, "confirm");
    answer("get", "/api/reports/outcomes", json({ code: "X", message: "보고서를 불러오지 못했습니다." }, 500));
    const { user, history } = renderApp(<AdminPage />, { path: "/admin?tab=access-log" });
    const row = await screen.findByRole("navigation", { name: "상담 메뉴" });
    await user.click(within(row).getByRole("link", { name: "보고서" }));
    expect(history.at(-1)).toBe("/admin?tab=reports");
    expect(confirm).not.toHaveBeenCalled();
  });
});
