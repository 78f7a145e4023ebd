import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seoulDate } from "@shared/lib/dates";
import { answer, json } from "@/test/api";
import { ADMIN_CATEGORIES, adminPost } from "@/test/data";
import { findToast, renderApp } from "@/test/render";
import { PostEditorDialog } from "./post-editor-dialog";

beforeEach(() => {
  vi.restoreAllMocks();
  answer("delete", "/api/temporary-images/user", json({ success: true, message: "", removed: 0 }));
});

const section = () => screen.getByRole("region", { name: "법률 검토" });

describe("post editor: legal review", () => {
  it("marks an unreviewed post reviewed with today's law date and shows the new review", async () => {
    answer("get", "/api/posts/11", json(adminPost()));
    const today = seoulDate(Date.now());
    const api = answer(
      "post",
      "/api/posts/11/review",
      json({
        success: true,
        message: "검토 완료로 표시했습니다. 글 제목 아래에 검토일이 표시됩니다.",
        post: adminPost({ reviewedAt: "2026-11-23T05:00:00.000Z", lawAsOf: "2026-11-20", reviewedBy: "홍길동" }),
      }),
    );
    const { user } = renderApp(<PostEditorDialog target={11} categories={ADMIN_CATEGORIES} onClose={vi.fn()} />, {
      path: "/admin?tab=posts",
    });
    await screen.findByRole("region", { name: "법률 검토" });
    expect(within(section()).getByTestId("post-review-status")).toHaveTextContent("아직 검토 완료 표시가 없습니다");
    const date = within(section()).getByLabelText("법령 기준일");
    expect(date).toHaveValue(today);
    await user.clear(date);
    await user.type(date, "2026-11-20");
    await user.click(within(section()).getByRole("button", { name: "검토 완료로 표시" }));
    expect(await findToast("검토 완료")).toHaveTextContent("글 제목 아래에 검토일이 표시됩니다.");
    expect(api.bodies).toEqual([{ lawAsOf: "2026-11-20" }]);
    expect(within(section()).getByTestId("post-review-status")).toHaveTextContent(
      "최종 검토 2026년 11월 23일 · 법령 기준일 2026년 11월 20일 (홍길동 변호사)",
    );
  });

  it("refuses a law date after today before sending, and warns about a review older than 12 months", async () => {
    answer(
      "get",
      "/api/posts/11",
      json(adminPost({ reviewedAt: "2024-06-01T00:00:00.000Z", lawAsOf: "2024-06-01", reviewedBy: "홍길동" })),
    );
    const api = answer("post", "/api/posts/11/review", json({}));
    const { user } = renderApp(<PostEditorDialog target={11} categories={ADMIN_CATEGORIES} onClose={vi.fn()} />, {
      path: "/admin?tab=posts",
    });
    await screen.findByRole("region", { name: "법률 검토" });
    expect(within(section()).getByText("검토한 지 12개월이 지났습니다. 현행 법령과 다시 대조해주세요.")).toBeVisible();
    const date = within(section()).getByLabelText("법령 기준일");
    await user.clear(date);
    await user.type(date, "2099-01-01");
    await user.click(within(section()).getByRole("button", { name: "검토 완료로 표시" }));
    expect(within(section()).getByRole("alert")).toHaveTextContent("법령 기준일은 오늘보다 늦을 수 없습니다");
    expect(api.bodies).toHaveLength(0);
  });

  it("asks to save a new post first", async () => {
    renderApp(<PostEditorDialog target="new" categories={ADMIN_CATEGORIES} onClose={vi.fn()} />, { path: "/admin?tab=posts" });
    expect(
      await within(await screen.findByRole("region", { name: "법률 검토" })).findByText("저장한 뒤 검토 완료로 표시할 수 있습니다."),
    ).toBeVisible();
  });
});
