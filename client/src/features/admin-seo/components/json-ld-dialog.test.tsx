import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { JsonLdDialog } from "./json-ld-dialog";

const DEFAULT_LD = { "@context": "https://schema.org", "@type": "LegalService", name: "정의 형사법률사무소", address: "서울" };
const defaults = (current: object = DEFAULT_LD, patch: string | null = null) =>
  json({
    title: "홈",
    description: "설명",
    keywords: null,
    ogType: "website",
    structuredData: JSON.stringify(DEFAULT_LD, null, 2),
    patch,
    current: JSON.stringify(current, null, 2),
  });
const saved = (message: string, warnings: unknown[] = []) => json({ success: true, message, patch: "[{}]", warnings });

afterEach(() => vi.restoreAllMocks());

function open() {
  const onClose = vi.fn();
  const view = renderApp(<JsonLdDialog onClose={onClose} />, { path: "/admin?tab=seo" });
  return { ...view, onClose };
}

const editor = () => screen.getByRole("textbox", { name: "JSON-LD" });
const saveButton = () => within(screen.getByRole("dialog")).getByRole("button", { name: "저장" });
const type = (text: string) => fireEvent.change(editor(), { target: { value: text } });

describe("JSON-LD editor", () => {
  it("starts from the page's built-in data, says what is merged, and previews what Google reads", async () => {
    answer("get", "/api/seo-settings/defaults/home", defaults());
    open();
    await vi.waitFor(() => expect((editor() as HTMLTextAreaElement).value).toContain('"LegalService"'));
    expect(screen.getByTestId("json-ld-merge-note")).toHaveTextContent("대표 전화·이메일·주소");
    expect(screen.getByTestId("json-ld-merge-note")).toHaveTextContent("사무소 정보를 바꾸면 이 페이지에도 바로 반영됩니다");
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
      saved("구조화 데이터가 저장되었습니다. 바꾼 부분만 저장되고, 사무소 정보는 늘 최신 값이 들어갑니다."),
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
    expect(await findToast("저장 완료")).toHaveTextContent("바꾼 부분만 저장되고");
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
    answer(
      "get",
      "/api/seo-settings/defaults/home",
      defaults({ ...DEFAULT_LD, alternateName: "직접 입력" }, '[{"alternateName":"직접 입력"}]'),
    );
    const patch = answer(
      "patch",
      "/api/seo-settings/page/home",
      json({ code: "INTERNAL", message: "서버 오류입니다." }, 500),
      saved("구조화 데이터를 기본값으로 되돌렸습니다."),
    );
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    const { user } = open();
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
