import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, json } from "@/test/api";
import { ADMIN_CATEGORIES, adminPost } from "@/test/data";
import { findToast, renderApp } from "@/test/render";
import { PostEditorDialog } from "./post-editor-dialog";

const POST = adminPost();
const textbox = (name: RegExp) => screen.getByRole("textbox", { name });
const content = () => screen.getByRole("textbox", { name: /^내용/ }) as HTMLTextAreaElement;

function renderEditor(target: "new" | number = "new") {
  const onClose = vi.fn();
  const view = renderApp(<PostEditorDialog target={target} categories={ADMIN_CATEGORIES} onClose={onClose} />, {
    path: "/admin?tab=posts",
  });
  return { ...view, onClose };
}

beforeEach(() => {
  vi.restoreAllMocks();
  // The page clean-up presses every "닫기" button, the editor's too: let it close quietly.
  vi.spyOn(window, "confirm").mockReturnValue(true);
  answer("delete", "/api/temporary-images/user", json({ success: true, message: "", removed: 0 }));
});
afterEach(() => localStorage.clear());

describe("post editor", () => {
  it("shows the shared schema's Korean messages and sends nothing when required fields are empty", async () => {
    const api = answer("post", "/api/posts", json({}, 500));
    const { user } = renderEditor();
    // A new post starts as a draft: the button says 저장.
    expect(screen.getByRole("radio", { name: "임시저장" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("제목을 입력해주세요")).toBeVisible();
    expect(screen.getByText("내용을 입력해주세요")).toBeVisible();
    expect(screen.getByText("카테고리를 선택해주세요")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^제목/ })).toHaveFocus();
    expect(api.bodies).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: /^제목/ }), "제목");
    await user.click(screen.getByRole("button", { name: "저장" }));
    await vi.waitFor(() => expect(content()).toHaveFocus());
  });

  it("publishes a new post after the final review, says it is live with a link, and closes", async () => {
    const api = answer("post", "/api/posts", json({ success: true, message: "게시글이 성공적으로 작성되었습니다.", post: POST }, 201));
    const { user, onClose } = renderEditor();
    await user.type(textbox(/^제목/), "음주운전 처벌 기준");
    await user.type(content(), "본문입니다.");
    await user.selectOptions(screen.getByRole("combobox", { name: /^카테고리/ }), "2");
    expect(textbox(/^글 주소/)).toHaveAccessibleDescription(expect.stringMatching(/\/board\/traffic-accident\/음주운전-처벌-기준$/));
    // The button follows the choice.
    await user.click(screen.getByRole("radio", { name: "예약 게시" }));
    expect(screen.getByRole("button", { name: "예약" })).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "바로 게시" }));
    await user.click(screen.getByRole("button", { name: "게시" }));

    // The legal review is not marked: a final review first, listing what is about to go public.
    const review = await screen.findByRole("dialog", { name: "게시 전 확인" });
    expect(review).toHaveTextContent("검토 완료 표시 없음");
    expect(review).toHaveTextContent("소제목없음");
    expect(review).toHaveTextContent(/SEO 점수\d+점 \/ 100점/);
    expect(api.bodies).toHaveLength(0);
    await user.click(within(review).getByRole("button", { name: "이대로 게시" }));

    const toast = await findToast("게시되었습니다");
    expect(within(toast).getByRole("link", { name: "사이트에서 보기", hidden: true })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/board\/traffic-accident\/음주운전-처벌-기준$/),
    );
    expect(api.bodies).toEqual([
      {
        title: "음주운전 처벌 기준",
        slug: "",
        excerpt: "",
        content: "본문입니다.",
        categoryId: 2,
        status: "published",
        publishDate: null,
        thumbnailImage: "",
        thumbnailAlt: "",
        focusKeyword: "",
        keywords: "",
        seoTitle: "",
        metaDescription: "",
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("admin-post-draft:new")).toBeNull();
  });

  it("updates an existing post with PUT and no server-owned fields", async () => {
    answer("get", "/api/posts/11", json(POST));
    const api = answer("put", "/api/posts/11", json({ success: true, message: "게시글이 성공적으로 수정되었습니다.", post: POST }));
    const { user } = renderEditor(11);
    const title = await screen.findByRole("textbox", { name: /^제목/ });
    await user.clear(title);
    await user.type(title, "새 제목");
    // Already public: saved again without a final review, the button says 저장.
    await user.click(screen.getByRole("button", { name: "저장" }));

    expect(await findToast("게시되었습니다")).toHaveTextContent("게시글이 성공적으로 수정되었습니다.");
    const body = api.bodies[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      title: "새 제목",
      slug: POST.slug,
      content: POST.content,
      categoryId: 2,
      status: "published",
      publishDate: POST.publishDate,
    });
    expect(body).not.toHaveProperty("id");
    expect(body).not.toHaveProperty("readingTime");
    expect(body).not.toHaveProperty("seoScore");
  });

  it("puts the server's 409 slug message on the slug field and keeps the text", async () => {
    const taken = "이미 사용 중인 주소입니다.";
    const api = answer(
      "post",
      "/api/posts",
      json({ code: "CONFLICT", message: taken, fields: { slug: [taken] } }, 409),
      json({ success: true, message: "", post: POST }, 201),
    );
    const { user } = renderEditor();
    await user.type(textbox(/^제목/), "제목");
    await user.type(textbox(/^글 주소/), "taken-slug");
    await user.type(content(), "본문");
    await user.selectOptions(screen.getByRole("combobox", { name: /^카테고리/ }), "1");
    await user.click(screen.getByRole("button", { name: "저장" }));

    expect(await findToast("게시글 작성에 실패했습니다.")).toHaveTextContent(taken);
    expect(textbox(/^글 주소/)).toHaveAccessibleDescription(expect.stringContaining(taken));
    expect(textbox(/^글 주소/)).toHaveAttribute("aria-invalid", "true");
    expect(localStorage.getItem("admin-post-draft:new")).toContain("taken-slug");

    // A corrected slug can be sent again.
    await user.type(textbox(/^글 주소/), "-2");
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await findToast("임시저장했습니다")).toHaveTextContent("아직 사이트에 공개되지 않았습니다.");
    expect(api.bodies.map((b) => (b as { slug: string }).slug)).toEqual(["taken-slug", "taken-slug-2"]);
  });

  it("updates the counters and the one SEO score as the attorney types", async () => {
    const { user } = renderEditor();
    expect(textbox(/^제목/)).toHaveAccessibleDescription("0/60");
    const score = () => Number(/(\d+)점/.exec(screen.getByTestId("seo-score").textContent ?? "")?.[1]);
    const before = score();
    await user.type(textbox(/^제목/), "음주운전 처벌 기준 총정리");
    expect(textbox(/^제목/)).toHaveAccessibleDescription("14/60");
    await user.type(textbox(/^핵심 검색어/), "음주운전");
    await vi.waitFor(() => expect(score()).toBeGreaterThan(before));
    expect(screen.getAllByText(/^\d+점$/)).toHaveLength(1);
    await user.type(textbox(/^요약/), "요약");
    expect(textbox(/^요약/)).toHaveAccessibleDescription("2/160");
  });

  it("wraps the selection in ** with the toolbar and with Ctrl+B, but not while an IME composes", async () => {
    const { user } = renderEditor();
    await user.type(content(), "형사 변호");
    content().setSelectionRange(0, 2);
    await user.click(screen.getByRole("button", { name: "굵게" }));
    expect(content()).toHaveValue("**형사** 변호");

    content().setSelectionRange(7, 9);
    fireEvent.compositionStart(content());
    fireEvent.keyDown(content(), { key: "b", ctrlKey: true, isComposing: true });
    fireEvent.compositionEnd(content());
    expect(content()).toHaveValue("**형사** 변호");

    content().setSelectionRange(7, 9);
    fireEvent.keyDown(content(), { key: "b", ctrlKey: true });
    expect(content()).toHaveValue("**형사** **변호**");
  });

  it("keeps unsaved text in localStorage and offers it back after a remount", async () => {
    const first = renderEditor();
    await first.user.type(textbox(/^제목/), "작성 중인 제목");
    await vi.waitFor(() => expect(localStorage.getItem("admin-post-draft:new")).toContain("작성 중인 제목"));
    first.unmount();

    const { user } = renderEditor();
    expect(await screen.findByText("저장하지 않은 내용이 있습니다. 불러올까요?")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "불러오기" }));
    expect(textbox(/^제목/)).toHaveValue("작성 중인 제목");
  });

  it("cancels: clears the draft, closes and forgets unused uploads", async () => {
    const api = answer("delete", "/api/temporary-images/user", json({ success: true, message: "", removed: 0 }));
    localStorage.setItem("admin-post-draft:new", JSON.stringify({ values: { title: "옛 초안" }, savedAt: 0 }));
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole("button", { name: "버리기" }));
    await user.click(screen.getByRole("button", { name: "취소" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(localStorage.getItem("admin-post-draft:new")).toBeNull();
  });

  it("asks before closing when there are changes", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { user, onClose } = renderEditor();
    await user.type(textbox(/^제목/), "변경");
    await user.click(within(screen.getByRole("dialog", { name: "새 게시글" })).getByRole("button", { name: "닫기" }));
    expect(confirm).toHaveBeenCalledWith("저장하지 않은 변경 사항이 있습니다. 닫을까요?");
    expect(onClose).not.toHaveBeenCalled();
  });
});
