import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PostRevision } from "@shared/content/admin-posts";
import { answer, json } from "@/test/api";
import { ADMIN_CATEGORIES, adminPost } from "@/test/data";
import { renderApp } from "@/test/render";
import { PostEditorDialog } from "./post-editor-dialog";

const REVISION: PostRevision = {
  id: 5,
  postId: 11,
  title: "예전 제목",
  excerpt: null,
  content: "예전 본문",
  seoTitle: null,
  metaDescription: null,
  focusKeyword: null,
  keywords: null,
  savedBy: "admin",
  createdAt: "2026-11-21T03:04:00.000Z",
};

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(window, "confirm").mockReturnValue(true);
  answer("delete", "/api/temporary-images/user", json({ success: true, message: "", removed: 0 }));
});
afterEach(() => localStorage.clear());

describe("earlier versions", () => {
  it("lists who saved each version and when, restores one after asking about unsaved changes, and shows it", async () => {
    answer("get", "/api/posts/11", json(adminPost()), json(adminPost({ title: "예전 제목", content: "예전 본문" })));
    answer("get", "/api/posts/11/revisions", json([REVISION]));
    const api = answer(
      "post",
      "/api/posts/11/revisions/5/restore",
      json({ success: true, message: "이전 버전으로 되돌렸습니다.", post: adminPost({ title: "예전 제목" }) }),
    );
    const { user } = renderApp(<PostEditorDialog target={11} categories={ADMIN_CATEGORIES} onClose={vi.fn()} />, {
      path: "/admin?tab=posts",
    });
    const title = await screen.findByRole("textbox", { name: /^제목/ });
    await user.type(title, " 수정 중");
    await user.click(screen.getByRole("button", { name: "이전 버전" }));

    const dialog = await screen.findByRole("dialog", { name: "이전 버전" });
    expect(await within(dialog).findByText("예전 제목")).toBeVisible();
    expect(within(dialog).getByRole("listitem")).toHaveTextContent("admin · 2026년 11월 21일 오후 12:04");
    await user.click(within(dialog).getByRole("button", { name: /이 버전으로 되돌리기/ }));
    expect(window.confirm).toHaveBeenCalledWith("저장하지 않은 변경 사항은 사라집니다. 이 버전으로 되돌릴까요?");
    expect(await screen.findByText("이전 버전으로 되돌렸습니다.")).toBeInTheDocument();
    expect(api.bodies).toHaveLength(1);
    await vi.waitFor(() => expect(screen.getByRole("textbox", { name: /^제목/ })).toHaveValue("예전 제목"));
  });
});
