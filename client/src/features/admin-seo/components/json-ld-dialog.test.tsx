import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminSeoSetting } from "@shared/seo/seo-settings-input";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { JsonLdDialog } from "./json-ld-dialog";

const DEFAULT_LD = { "@context": "https://schema.org", "@type": "LegalService", name: "정의 형사법률사무소", address: "서울" };
const defaults = (ld: object = DEFAULT_LD) =>
  json({ title: "홈", description: "설명", keywords: null, ogType: "website", structuredData: JSON.stringify(ld, null, 2) });
const saved = (message: string, warnings: unknown[] = []) =>
  json({ success: true, message, setting: { id: 1, pageType: "home", pageId: null } as Partial<AdminSeoSetting>, warnings });

afterEach(() => vi.restoreAllMocks());

function open(settings: AdminSeoSetting[] = []) {
  const onClose = vi.fn();
  const view = renderApp(<JsonLdDialog settings={settings} onClose={onClose} />, { path: "/admin?tab=seo" });
  return { ...view, onClose };
}

const editor = () => screen.getByRole("textbox", { name: "JSON-LD" });
const saveButton = () => within(screen.getByRole("dialog")).getByRole("button", { name: "저장" });
const type = (text: string) => fireEvent.change(editor(), { target: { value: text } });

describe("JSON-LD editor", () => {
  it("starts from the page's built-in data and previews what Google reads", async () => {
    answer("get", "/api/seo-settings/defaults/home", defaults());
    open();
    await vi.waitFor(() => expect((editor() as HTMLTextAreaElement).value).toContain('"LegalService"'));
    expect(screen.getByText("올바른 JSON입니다.")).toBeVisible();
    const preview = screen.getByRole("region", { name: "Google 리치 결과 미리보기" });
    expect(within(preview).getByText("LegalService")).toBeVisible();
    expect(within(preview).getByText("정의 형사법률사무소")).toBeVisible();
    expect(saveButton()).toBeEnabled();
  });

  it("keeps save disabled while the JSON is invalid and shows the mistake's line", async () => {
    answer("get", "/api/seo-settings/defaults/home", defaults());
    const patch = answer(
      "patch",
      "/api/seo-settings/page/home",
      saved("구조화 데이터가 저장되었습니다. 홈페이지를 새로고침하면 반영됩니다."),
    );
    const { user } = open();
    await vi.waitFor(() => expect(saveButton()).toBeEnabled());
    type('{\n  "@type": "Person",\n}');
    expect(screen.getByRole("alert")).toHaveTextContent("JSON 형식이 올바르지 않습니다: 2번째 줄");
    expect(editor()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("json-line-numbers").querySelector("[data-error-line]")).toHaveTextContent(/^2$/);
    expect(saveButton()).toBeDisabled();
    type('"just a string"');
    expect(screen.getByRole("alert")).toHaveTextContent("객체나 [ ]로 감싼 배열");
    expect(saveButton()).toBeDisabled();
    expect(patch.bodies).toHaveLength(0);

    type('{"@context":"https://schema.org","@type":"Person","name":"홍길동"}');
    await user.click(saveButton());
    expect(await findToast("저장 완료")).toHaveTextContent("홈페이지를 새로고침하면 반영됩니다.");
    expect(patch.bodies).toEqual([{ structuredData: '{"@context":"https://schema.org","@type":"Person","name":"홍길동"}' }]);
  });

  it("warns about rating markup before saving and shows the server's warnings after", async () => {
    answer("get", "/api/seo-settings/defaults/home", defaults());
    answer(
      "patch",
      "/api/seo-settings/page/home",
      saved("저장", [{ field: "structuredData", match: "aggregateRating", sentence: "", reason: "평점 마크업입니다." }]),
    );
    const { user, onClose } = open();
    await vi.waitFor(() => expect(saveButton()).toBeEnabled());
    type(JSON.stringify({ ...DEFAULT_LD, aggregateRating: { "@type": "AggregateRating", ratingValue: 5 } }));
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent("평점·후기 마크업(aggregateRating, AggregateRating)");
    await user.click(saveButton());
    expect(await screen.findByText(/저장했지만 확인이 필요합니다/)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("restores the default after the confirm (null is sent), then shows the built-in data; a failure says '저장 실패'", async () => {
    const savedSetting = {
      id: 3,
      pageType: "home",
      pageId: null,
      structuredData: '{"@type":"Person","name":"직접 입력"}',
    } as AdminSeoSetting;
    answer("get", "/api/seo-settings/defaults/home", defaults());
    const patch = answer(
      "patch",
      "/api/seo-settings/page/home",
      json({ code: "INTERNAL", message: "서버 오류입니다." }, 500),
      saved("구조화 데이터를 기본값으로 되돌렸습니다."),
    );
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    const { user } = open([savedSetting]);
    await vi.waitFor(() => expect((editor() as HTMLTextAreaElement).value).toContain("직접 입력"));
    const reset = screen.getByRole("button", { name: "기본값으로 되돌리기" });
    await user.click(reset);
    expect(confirm).toHaveBeenCalledWith("이 페이지의 구조화 데이터를 기본값으로 되돌리시겠습니까? 직접 입력한 내용은 지워집니다.");
    expect(patch.bodies).toHaveLength(0);
    await user.click(reset);
    expect(await findToast("저장 실패")).toHaveTextContent("구조화 데이터 저장 중 오류가 발생했습니다. 서버 오류입니다.");
    await user.click(reset);
    expect(await findToast("저장 완료")).toHaveTextContent("기본값으로 되돌렸습니다");
    expect(patch.bodies).toEqual([{ structuredData: null }, { structuredData: null }]);
  });
});
