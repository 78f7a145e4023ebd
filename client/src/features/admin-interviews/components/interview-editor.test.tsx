import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, json } from "@/test/api";
import { adminInterview } from "@/test/data";
import { findToast, renderApp } from "@/test/render";
import { AUTOSAVE_MS } from "@/components/content-editor/use-draft-autosave";
import { InterviewEditorDialog } from "./interview-editor";

const textbox = (name: RegExp) => screen.getByRole("textbox", { name });
const content = () => screen.getByRole("textbox", { name: /^내용/ }) as HTMLTextAreaElement;
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "photo.png", { type: "image/png" });

function renderEditor(target: "new" | number = "new") {
  const onClose = vi.fn();
  const view = renderApp(<InterviewEditorDialog target={target} onClose={onClose} />, { path: "/admin?tab=interviews" });
  return { ...view, onClose };
}

async function fillRequired(user: ReturnType<typeof renderEditor>["user"], over: { clientName?: string } = {}) {
  await user.type(textbox(/^제목/), "음주운전 조사를 앞둔 의뢰인 이야기");
  await user.type(content(), "## 처음 연락했을 때\n\n조사 일정이 잡힌 뒤 상담을 요청했습니다.");
  await user.type(textbox(/^사건 유형/), "음주운전");
  await user.type(textbox(/^의뢰인 이름/), over.clientName ?? "김○○");
}

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(window, "confirm").mockReturnValue(true);
  answer("delete", "/api/temporary-images/user", json({ success: true, message: "", removed: 0 }));
});
afterEach(() => localStorage.clear());

describe("interview editor", () => {
  it("shows the shared schema's Korean messages, the masked-name rule, and sends nothing", async () => {
    const api = answer("post", "/api/interviews", json({}, 500));
    const { user } = renderEditor();
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("제목을 입력해주세요")).toBeVisible();
    expect(screen.getByText("내용을 입력해주세요")).toBeVisible();
    expect(screen.getByText("사건 유형을 입력해주세요")).toBeVisible();
    expect(textbox(/^제목/)).toHaveFocus();

    await fillRequired(user, { clientName: "김철수" });
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText("의뢰인 이름은 성만 남기고 가려서 입력해주세요 (예: 김○○)")).toBeVisible();
    expect(api.bodies).toHaveLength(0);
  });

  it("asks for the client's consent record before publishing, then publishes with it", async () => {
    const api = answer(
      "post",
      "/api/interviews",
      json({ success: true, message: "인터뷰가 성공적으로 작성되었습니다.", interview: adminInterview() }, 201),
    );
    const { user } = renderEditor();
    await fillRequired(user);
    await user.click(screen.getByRole("radio", { name: "바로 게시" }));
    await user.click(screen.getByRole("button", { name: "게시" }));
    expect(await screen.findByText("의뢰인의 동의 기록(날짜·방법·기록한 사람)이 있어야 게시할 수 있습니다")).toBeVisible();
    expect(api.bodies).toHaveLength(0);

    const consent = screen.getByRole("group", { name: "의뢰인 동의 기록" });
    await user.type(within(consent).getByLabelText(/^동의받은 날짜/), "2026-11-10");
    await user.type(within(consent).getByRole("textbox", { name: /^동의 방법/ }), "서면 동의서");
    await user.type(within(consent).getByRole("textbox", { name: /^기록한 사람/ }), "홍길동");
    await user.click(screen.getByRole("button", { name: "게시" }));
    await user.click(within(await screen.findByRole("dialog", { name: "게시 전 확인" })).getByRole("button", { name: "이대로 게시" }));
    expect(await findToast("게시되었습니다")).toBeVisible();
    expect(api.bodies[0]).toMatchObject({
      status: "published",
      consent: { date: "2026-11-10", method: "서면 동의서", recordedBy: "홍길동" },
    });
  });

  it("creates an interview: shows its Hangul address, sends the interview's fields, and closes", async () => {
    const api = answer(
      "post",
      "/api/interviews",
      json({ success: true, message: "인터뷰가 성공적으로 작성되었습니다.", interview: adminInterview() }, 201),
    );
    const { user, onClose } = renderEditor();
    await fillRequired(user);
    expect(textbox(/^글 주소/)).toHaveAccessibleDescription(/\/interview\/음주운전-조사를-앞둔-의뢰인-이야기$/);
    expect(screen.getByRole("radio", { name: "임시저장" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await findToast("임시저장했습니다")).toBeVisible();
    expect(api.bodies[0]).toMatchObject({
      title: "음주운전 조사를 앞둔 의뢰인 이야기",
      caseType: "음주운전",
      clientName: "김○○",
      status: "draft",
      publishDate: null,
      consent: null,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's field messages on their inputs (a taken address)", async () => {
    const message = "이미 다른 인터뷰가 쓰고 있는 주소(슬러그)입니다. 다른 주소를 입력해주세요.";
    answer("post", "/api/interviews", json({ code: "CONFLICT", message, fields: { slug: [message] } }, 409));
    const { user, onClose } = renderEditor();
    await fillRequired(user);
    await user.type(textbox(/^글 주소/), "있는-주소");
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await screen.findByText(message, { selector: "p" })).toBeVisible();
    expect(textbox(/^글 주소/)).toHaveAttribute("aria-invalid", "true");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edits a stored interview: its fields filled in, saved with PUT keeping its date", async () => {
    answer("get", "/api/admin/interviews/7", json(adminInterview()));
    const api = answer("put", "/api/interviews/7", json({ success: true, message: "", interview: adminInterview() }));
    const { user } = renderEditor(7);
    expect(await screen.findByRole("textbox", { name: /^제목/ })).toHaveValue("음주운전 조사를 앞둔 의뢰인 이야기");
    expect(textbox(/^의뢰인 이름/)).toHaveValue("김○○");
    await user.clear(textbox(/^사건 유형/));
    await user.type(textbox(/^사건 유형/), "사기");
    // Its consent record is shown, and the saved interview keeps it.
    expect(within(screen.getByRole("group", { name: "의뢰인 동의 기록" })).getByRole("textbox", { name: /^동의 방법/ })).toHaveValue(
      "서면 동의서",
    );
    await user.click(screen.getByRole("button", { name: "저장" }));
    expect(await findToast("게시되었습니다")).toHaveTextContent("인터뷰가 성공적으로 수정되었습니다.");
    expect(api.bodies[0]).toMatchObject({
      caseType: "사기",
      slug: "음주운전-조사-의뢰인-이야기",
      publishDate: "2026-11-20T00:00:00.000Z",
      consent: { date: "2026-11-10", method: "서면 동의서", recordedBy: "홍길동" },
    });
  });

  it("keeps the text typed in this browser and offers it back when the editor opens again", async () => {
    const first = renderEditor();
    await first.user.type(textbox(/^제목/), "쓰다 만 인터뷰 제목");
    await vi.waitFor(() => expect(localStorage.getItem("admin-interview-draft:new")).toContain("쓰다 만 인터뷰 제목"), {
      timeout: AUTOSAVE_MS * 4,
    });
    first.unmount();

    const { user } = renderEditor();
    const offer = await screen.findByRole("alert");
    expect(offer).toHaveTextContent("저장하지 않은 내용이 있습니다. 불러올까요?");
    await user.click(within(offer).getByRole("button", { name: "불러오기" }));
    expect(textbox(/^제목/)).toHaveValue("쓰다 만 인터뷰 제목");
  });

  it("previews the body through the public renderer and inserts an image only with its alt text", async () => {
    answer(
      "post",
      "/api/upload/image",
      json(
        {
          success: true,
          message: "",
          data: { url: "/uploads/a.webp", thumbnailUrl: "/uploads/a-400.webp", filename: "a.webp", width: 800, height: 500 },
        },
        201,
      ),
    );
    const { user } = renderEditor();
    await user.type(content(), "## 재판 준비");
    await user.click(screen.getByRole("button", { name: "미리보기" }));
    expect(within(screen.getByRole("region", { name: "미리보기" })).getByRole("heading", { name: "재판 준비" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "편집" }));

    await user.click(screen.getByRole("button", { name: "이미지" }));
    const dialog = await screen.findByRole("dialog", { name: "이미지 넣기" });
    await user.upload(within(dialog).getByLabelText(/^이미지 파일/), png());
    await vi.waitFor(() => expect(within(dialog).getByRole("button", { name: "삽입" })).toBeEnabled());
    await user.click(within(dialog).getByRole("button", { name: "삽입" }));
    expect(await within(dialog).findByText("이미지를 설명하는 대체 텍스트를 입력해주세요")).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: /^대체 텍스트/ }), "법정 앞 계단");
    await user.click(within(dialog).getByRole("button", { name: "삽입" }));
    expect(content().value).toContain("![법정 앞 계단](/uploads/a.webp)");
  });
});
