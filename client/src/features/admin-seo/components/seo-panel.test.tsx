import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminSeoSetting } from "@shared/seo/seo-settings-input";
import { answer, json } from "@/test/api";
import { adminSeoSetting } from "@/test/data";
import { findToast, renderApp } from "@/test/render";
import { SeoPanel } from "./seo-panel";

const HOME_DEFAULTS = {
  title: "정의 형사법률사무소 | 형사사건 변호사 24시간 상담",
  description: "형사사건 상담을 24시간 접수합니다.",
  keywords: "형사변호사",
  ogType: "website",
  structuredData: JSON.stringify(
    { "@context": "https://schema.org", "@type": "LegalService", name: "정의 형사법률사무소", address: "서울" },
    null,
    2,
  ),
};

const setting = adminSeoSetting;

const saved = (s: AdminSeoSetting, warnings: unknown[] = []) =>
  json({ success: true, message: "SEO 설정이 저장되었습니다.", setting: s, warnings });

afterEach(() => vi.restoreAllMocks());
// The tab's 검색엔진 소유 확인 section (its own tests: site-verification-form.test.tsx).
beforeEach(() => {
  answer("get", "/api/search-verification", json({ google: "", naver: "" }));
  answer("get", "/api/search-verification/overrides", json({ google: false, naver: false }));
});

describe("SEO settings tab", () => {
  it("lists the saved settings, and says so when there are none", async () => {
    answer("get", "/api/seo-settings", json([setting()]));
    renderApp(<SeoPanel />, { path: "/admin?tab=seo" });
    expect(await screen.findByText("변호사 소개 | 사무소")).toBeVisible();
    expect(screen.getByText("사용 중")).toBeVisible();
    expect(screen.getByText("변호사 소개")).toBeVisible();
  });

  it("refuses a blank title and description with '입력 오류' and sends nothing", async () => {
    answer("get", "/api/seo-settings", json([]));
    answer("get", "/api/seo-settings/defaults/home", json(HOME_DEFAULTS));
    const post = answer("post", "/api/seo-settings", saved(setting()));
    const { user } = renderApp(<SeoPanel />, { path: "/admin?tab=seo" });
    await user.click(await screen.findByRole("button", { name: "SEO 설정 추가" }));
    const dialog = await screen.findByRole("dialog", { name: "SEO 설정 추가" });
    await user.click(within(dialog).getByRole("button", { name: "저장" }));
    const toast = await findToast("입력 오류");
    expect(toast).toHaveTextContent("제목과 설명은 필수입니다.");
    expect(within(dialog).getByText("제목을 입력해주세요")).toBeVisible();
    expect(post.bodies).toHaveLength(0);
  });

  it("creates a setting for an article with its id, counts characters, and says '저장 완료'", async () => {
    answer("get", "/api/seo-settings", json([]));
    answer("get", "/api/seo-settings/defaults/home", json(HOME_DEFAULTS));
    const post = answer("post", "/api/seo-settings", saved(setting({ pageType: "post", pageId: "6" })));
    const { user } = renderApp(<SeoPanel />, { path: "/admin?tab=seo" });
    await user.click(await screen.findByRole("button", { name: "SEO 설정 추가" }));
    const dialog = await screen.findByRole("dialog", { name: "SEO 설정 추가" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /페이지 유형/ }), "board-category");
    await user.type(within(dialog).getByRole("textbox", { name: /페이지 ID/ }), "drunk-driving");
    expect(within(dialog).getAllByText(/\/board\/drunk-driving$/)).toHaveLength(2);
    await user.clear(within(dialog).getByRole("textbox", { name: /페이지 ID/ }));
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /페이지 유형/ }), "post");
    await user.type(within(dialog).getByRole("textbox", { name: /페이지 ID/ }), "6");
    await user.type(within(dialog).getByRole("textbox", { name: /^제목/ }), "음주운전 처벌 기준");
    expect(within(dialog).getByRole("textbox", { name: /^제목 \(10\/60\)/ })).toHaveAttribute("maxLength", "60");
    await user.type(within(dialog).getByRole("textbox", { name: /^설명/ }), "혈중알코올농도별 처벌을 정리했습니다.");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /^검색 노출/ }), "noindex,follow");
    await user.click(within(dialog).getByRole("button", { name: "저장" }));
    expect(await findToast("저장 완료")).toHaveTextContent("SEO 설정이 저장되었습니다.");
    expect(post.bodies[0]).toMatchObject({
      pageType: "post",
      pageId: "6",
      title: "음주운전 처벌 기준",
      robots: "noindex,follow",
      ogType: "article",
    });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows a 409 and the server's field message, and keeps the advertising warnings after a save", async () => {
    answer("get", "/api/seo-settings", json([]));
    answer("get", "/api/seo-settings/defaults/home", json(HOME_DEFAULTS));
    const duplicate = "이 페이지의 SEO 설정이 이미 있습니다. 목록에서 수정해주세요.";
    answer(
      "post",
      "/api/seo-settings",
      json({ code: "CONFLICT", message: duplicate, fields: { pageId: [duplicate] } }, 409),
      saved(setting({ pageType: "home", title: "최고의 형사 변호사" }), [
        { field: "title", match: "최고의", sentence: "최고의 형사 변호사", reason: "최상급 표현은 쓸 수 없습니다." },
      ]),
    );
    const { user } = renderApp(<SeoPanel />, { path: "/admin?tab=seo" });
    await user.click(await screen.findByRole("button", { name: "SEO 설정 추가" }));
    const dialog = await screen.findByRole("dialog", { name: "SEO 설정 추가" });
    await user.type(within(dialog).getByRole("textbox", { name: /^제목/ }), "최고의 형사 변호사");
    await user.type(within(dialog).getByRole("textbox", { name: /^설명/ }), "설명입니다.");
    await user.click(within(dialog).getByRole("button", { name: "저장" }));
    expect(await findToast("저장 실패")).toHaveTextContent(duplicate);
    await user.click(within(dialog).getByRole("button", { name: "저장" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("저장했지만 확인이 필요합니다 (1건)");
    expect(alert).toHaveTextContent("제목 “최고의 형사 변호사”: 최상급 표현은 쓸 수 없습니다.");
  });

  it("deletes after the confirm", async () => {
    answer("get", "/api/seo-settings", json([setting()]));
    const del = answer("delete", "/api/seo-settings/5", () => new Response(null, { status: 204 }));
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    const { user } = renderApp(<SeoPanel />, { path: "/admin?tab=seo" });
    await user.click(await screen.findByRole("button", { name: "변호사 소개 SEO 설정 삭제" }));
    expect(confirm).toHaveBeenCalledWith("정말 이 SEO 설정을 삭제하시겠습니까? 이 페이지는 기본값으로 표시됩니다.");
    expect(del.bodies).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "변호사 소개 SEO 설정 삭제" }));
    expect(await findToast("삭제 완료")).toBeVisible();
    expect(del.bodies).toHaveLength(1);
  });
});
