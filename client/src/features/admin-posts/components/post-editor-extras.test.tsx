import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, json } from "@/test/api";
import { ADMIN_CATEGORIES, adminPost } from "@/test/data";
import { findToast, renderApp } from "@/test/render";
import { AUTOSAVE_MS } from "@/components/content-editor/use-draft-autosave";
import { PostEditorDialog } from "./post-editor-dialog";

const UPLOADED = {
  success: true,
  message: "업로드되었습니다.",
  data: { url: "/uploads/abc.webp", thumbnailUrl: "/uploads/abc-400.webp", filename: "abc.webp", width: 800, height: 500 },
};
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "photo.png", { type: "image/png" });
const textbox = (name: RegExp) => screen.getByRole("textbox", { name });
const content = () => screen.getByRole("textbox", { name: /^내용/ }) as HTMLTextAreaElement;

function renderEditor() {
  return renderApp(<PostEditorDialog target="new" categories={ADMIN_CATEGORIES} onClose={vi.fn()} />, { path: "/admin?tab=posts" });
}

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(window, "confirm").mockReturnValue(true);
  answer("delete", "/api/temporary-images/user", json({ success: true, message: "", removed: 0 }));
});
afterEach(() => localStorage.clear());

describe("post editor: images, SEO review, scheduling, expired session", () => {
  it("uploads a thumbnail, shows it and asks for its alt text; a refused file shows the server's message", async () => {
    const api = answer(
      "post",
      "/api/upload/image",
      json(UPLOADED, 201),
      json({ code: "UNSUPPORTED_MEDIA_TYPE", message: "JPEG, PNG, GIF, WebP 이미지만 올릴 수 있습니다." }, 415),
    );
    const { user } = renderEditor();
    await user.upload(screen.getByLabelText(/^이미지 파일 올리기/), png());
    expect(await findToast("썸네일 업로드 완료")).toBeVisible();
    expect(textbox(/^또는 이미지 주소/)).toHaveValue("/uploads/abc.webp");
    expect(api.bodies[0]).toMatchObject({ fileName: "photo.png", imageData: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(screen.getByRole("img", { name: "썸네일 미리보기" })).toHaveAttribute("src", "/uploads/abc.webp");

    await user.upload(screen.getByLabelText(/^이미지 파일 올리기/), png());
    expect(await findToast("업로드 실패")).toHaveTextContent("JPEG, PNG, GIF, WebP 이미지만 올릴 수 있습니다.");

    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("썸네일 이미지를 설명하는 대체 텍스트를 입력해주세요")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "썸네일 삭제" }));
    expect(textbox(/^또는 이미지 주소/)).toHaveValue("");
  });

  it("inserts an uploaded image with its alt text and title at the cursor", async () => {
    answer("post", "/api/upload/image", json(UPLOADED, 201));
    const { user } = renderEditor();
    await user.type(content(), "앞뒤");
    content().setSelectionRange(1, 1);
    await user.click(screen.getByRole("button", { name: "이미지" }));
    const dialog = await screen.findByRole("dialog", { name: "이미지 넣기" });
    await user.upload(within(dialog).getByLabelText(/^이미지 파일/), png());
    await vi.waitFor(() => expect(within(dialog).getByRole("button", { name: "삽입" })).toBeEnabled());
    await user.click(within(dialog).getByRole("button", { name: "삽입" }));
    expect(await within(dialog).findByText("이미지를 설명하는 대체 텍스트를 입력해주세요")).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: /^대체 텍스트/ }), "음주 측정기");
    await user.type(within(dialog).getByRole("textbox", { name: /^이미지 제목/ }), "측정 장면");
    await user.click(within(dialog).getByRole("button", { name: "삽입" }));
    expect(content()).toHaveValue('앞![음주 측정기](/uploads/abc.webp "측정 장면")뒤');
  });

  it("runs the detailed analysis only with a title and content, and reports its failure", async () => {
    const api = answer("post", "/api/analyze-seo", json({ code: "NOT_FOUND", message: "요청한 API를 찾을 수 없습니다." }, 404));
    const { user } = renderEditor();
    const button = screen.getByRole("button", { name: "자세히 분석" });
    expect(button).toBeDisabled();
    await user.type(textbox(/^제목/), "제목");
    await user.type(content(), "본문");
    await user.type(textbox(/^핵심 검색어/), "키워드");
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await findToast("분석 실패")).toHaveTextContent("요청한 API를 찾을 수 없습니다.");
    expect(api.bodies).toEqual([{ title: "제목", content: "본문", excerpt: "", focusKeyword: "키워드", keywords: "" }]);
  });

  it("shows the analysis: each check with its mark and advice, and the advertising warnings, without a second score", async () => {
    answer(
      "post",
      "/api/analyze-seo",
      json({
        success: true,
        message: "총 SEO 점수: 41점",
        data: {
          totalScore: 41,
          keywordResearch: 9,
          contentQuality: 20,
          structureFormat: 12,
          engine: "builtin",
          improvements: ["첫 문단에 '음주운전'을 자연스럽게 넣어 글의 주제를 바로 알려 주세요."],
          checks: [
            {
              id: "keyword-title",
              group: "keywordResearch",
              label: "제목의 키워드",
              status: "good",
              score: 5,
              max: 5,
              message: "제목에 '음주운전'이 들어 있습니다.",
            },
            {
              id: "keyword-intro",
              group: "keywordResearch",
              label: "첫 문단의 키워드",
              status: "bad",
              score: 0,
              max: 4,
              message: "첫 문단에 '음주운전'을 자연스럽게 넣어 글의 주제를 바로 알려 주세요.",
            },
          ],
          advertisingWarnings: [
            {
              rule: "specialty",
              match: "형사전문 변호사",
              sentence: "저는 형사전문 변호사입니다.",
              reason: "'전문'은 등록한 변호사만 쓸 수 있습니다.",
            },
          ],
        },
      }),
    );
    const { user } = renderEditor();
    await user.type(textbox(/^제목/), "음주운전 처벌");
    await user.type(content(), "저는 형사전문 변호사입니다.");
    await user.click(screen.getByRole("button", { name: "자세히 분석" }));
    const result = await screen.findByTestId("seo-analysis");
    expect(result).not.toHaveTextContent("41점");
    expect(screen.getAllByTestId("seo-score")).toHaveLength(1);
    expect(
      within(result)
        .getByText(/첫 문단에 '음주운전'을/)
        .closest("li"),
    ).toHaveTextContent("개선 필요");
    expect(
      within(result)
        .getByText(/제목에 '음주운전'이/)
        .closest("li"),
    ).toHaveTextContent("좋음");
    expect(within(result).getByRole("alert")).toHaveTextContent("등록하지 않은 '전문' 표현: “저는 형사전문 변호사입니다.”");
    // No model answered: nothing says "AI" but the note that there is no AI view.
    expect(await findToast("분석 완료")).not.toHaveTextContent("AI");
    expect(result).toHaveTextContent("기본 분석입니다. AI 모델의 의견은 없습니다.");
    expect(within(result).queryByTestId("seo-model-feedback")).toBeNull();
  });

  it("shows the AI model's feedback apart, labelled, when the model answered", async () => {
    answer(
      "post",
      "/api/analyze-seo",
      json({
        success: true,
        message: "총 SEO 점수: 60점",
        data: {
          totalScore: 60,
          keywordResearch: 15,
          contentQuality: 30,
          structureFormat: 15,
          engine: "builtin+llm",
          feedback: "처벌 기준이 명확합니다.",
          modelImprovements: ["면허 처분에 대한 불복 기한을 적어 주세요."],
          improvements: ["면허 처분에 대한 불복 기한을 적어 주세요."],
          checks: [],
          advertisingWarnings: [],
        },
      }),
    );
    const { user } = renderEditor();
    await user.type(textbox(/^제목/), "음주운전 처벌");
    await user.type(content(), "본문");
    await user.click(screen.getByRole("button", { name: "자세히 분석" }));
    const result = await screen.findByTestId("seo-analysis");
    expect(result).toHaveTextContent("기본 분석과 AI 모델의 의견입니다.");
    expect(await findToast("분석 완료 (AI 의견 포함)")).toBeVisible();
    const model = within(result).getByTestId("seo-model-feedback");
    expect(model).toHaveTextContent("AI 의견");
    expect(model).toHaveTextContent("처벌 기준이 명확합니다.");
    expect(model).toHaveTextContent("면허 처분에 대한 불복 기한을 적어 주세요.");
  });

  it("shows the search-result preview cut to what search engines display", async () => {
    const { user } = renderEditor();
    await user.click(screen.getByText("검색 결과에 따로 보일 제목·설명 (선택)"));
    await user.type(textbox(/^검색 결과 제목/), "가".repeat(65));
    expect(screen.getAllByText(`${"가".repeat(60)}…`)).toHaveLength(2);
    expect(textbox(/^검색 결과 제목/)).toHaveAccessibleDescription("65/60");
  });

  it("schedules a post: published with the chosen Korea time and its offset, and says when it goes live", async () => {
    const api = answer("post", "/api/posts", json({ success: true, message: "", post: adminPost() }, 201));
    const { user } = renderEditor();
    await user.type(textbox(/^제목/), "예약 글");
    await user.type(content(), "본문");
    await user.selectOptions(screen.getByRole("combobox", { name: /^카테고리/ }), "1");
    await user.click(screen.getByRole("radio", { name: "예약 게시" }));
    const at = screen.getByLabelText(/^예약 일시/);
    await user.type(at, "2030-01-02T09:30");
    await user.click(screen.getByRole("button", { name: "예약" }));
    const review = await screen.findByRole("dialog", { name: "게시 전 확인" });
    expect(review).toHaveTextContent("게시 시각1월 2일 (수) 오전 9:30");
    await user.click(within(review).getByRole("button", { name: "이대로 예약" }));
    await findToast("1월 2일 (수) 오전 9:30에 게시됩니다");
    expect(api.bodies[0]).toMatchObject({ status: "published", publishDate: "2030-01-02T09:30:00+09:00" });
  });

  it("keeps the text when the session expired during a save, signs in again in place and saves", async () => {
    const api = answer(
      "post",
      "/api/posts",
      json({ code: "UNAUTHORIZED", message: "로그인이 필요합니다." }, 401),
      json({ success: true, message: "", post: adminPost() }, 201),
    );
    const login = answer(
      "post",
      "/api/login",
      json({ code: "INVALID_CREDENTIALS", message: "아이디 또는 비밀번호가 올바르지 않습니다." }, 401),
      json({ success: true, message: "로그인 성공", user: {} }),
    );
    const { user } = renderEditor();
    await user.type(textbox(/^제목/), "잃으면 안 되는 제목");
    await user.type(content(), "잃으면 안 되는 본문");
    await user.selectOptions(screen.getByRole("combobox", { name: /^카테고리/ }), "1");
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await findToast("세션이 만료되었습니다. 다시 로그인해주세요.")).toHaveTextContent("작성 중인 내용은 이 브라우저에 보관되어");
    expect(localStorage.getItem("admin-post-draft:new")).toContain("잃으면 안 되는 본문");
    // The sign-in dialog is modal now: the editor is still there, hidden from role queries.
    expect(document.getElementById("post-content")).toHaveValue("잃으면 안 되는 본문");

    const dialog = await screen.findByRole("dialog", { name: "다시 로그인" });
    await user.type(within(dialog).getByLabelText(/^사용자명/), "admin");
    await user.type(within(dialog).getByLabelText(/^비밀번호/), "wrong");
    await user.click(within(dialog).getByRole("button", { name: "로그인하고 저장" }));
    expect(await within(dialog).findByText("아이디 또는 비밀번호가 올바르지 않습니다.")).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/^비밀번호/));
    await user.type(within(dialog).getByLabelText(/^비밀번호/), "right-password");
    await user.click(within(dialog).getByRole("button", { name: "로그인하고 저장" }));

    expect(await findToast("임시저장했습니다")).toBeVisible();
    expect(login.bodies).toEqual([
      { username: "admin", password: "wrong" },
      { username: "admin", password: "right-password" },
    ]);
    expect(api.bodies).toHaveLength(2);
    expect(api.bodies[1]).toEqual(api.bodies[0]);
    expect(localStorage.getItem("admin-post-draft:new")).toBeNull();
  });

  it("does not autosave while an IME is composing, and saves once the composition ends", async () => {
    const { user } = renderEditor();
    await user.type(textbox(/^제목/), "가");
    await vi.waitFor(() => expect(localStorage.getItem("admin-post-draft:new")).toContain('"title":"가"'));
    fireEvent.compositionStart(content());
    fireEvent.change(content(), { target: { value: "한" } });
    await new Promise((resolve) => setTimeout(resolve, AUTOSAVE_MS * 2));
    expect(localStorage.getItem("admin-post-draft:new")).not.toContain("한");
    fireEvent.compositionEnd(content());
    await vi.waitFor(() => expect(localStorage.getItem("admin-post-draft:new")).toContain('"content":"한"'));
  });
});
