import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, json } from "@/test/api";
import { adminConsultation } from "@/test/data";
import { findToast, renderApp } from "@/test/render";
import { ConsultationEditForm } from "./consultation-edit-form";

const item = adminConsultation({ id: 7, consultationStatus: "new", lastUpdated: "2026-11-20T01:00:00.000Z" });
const SAVED = {
  ...item,
  assignedTo: "정의로 변호사",
  adminNotes: "오늘 오후 4시 통화, 출석 동행 예정",
};
// PATCH /api/consultations/:id: the saved record, 409 when someone else saved since `expectedLastUpdated`,
// and the error handler's answer to anything unexpected (500).
const UPDATED = {
  success: true,
  message: "상담 신청이 업데이트되었습니다.",
  consultation: { ...SAVED, lastUpdated: "2026-11-20T02:00:00.000Z" },
};
const CONFLICT = { code: "CONFLICT", message: "다른 곳에서 이 상담 신청이 먼저 수정되었습니다. 목록을 새로고침한 뒤 다시 시도해주세요." };
const SERVER_ERROR = { code: "INTERNAL_ERROR", message: "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요." };

const memoField = () => screen.getByRole("textbox", { name: /^관리자 메모/ });

async function editAndSave(user: UserEvent): Promise<void> {
  await user.type(screen.getByRole("textbox", { name: /^담당자/ }), "정의로 변호사");
  await user.type(memoField(), "오늘 오후 4시 통화, 출석 동행 예정");
  await user.click(screen.getByRole("button", { name: "저장" }));
}

describe("consultation edit form", () => {
  it("saves the edited assignee and memo (no status: the stage has its own control) with the version it started from, then closes", async () => {
    const api = answer("patch", "/api/consultations/7", json(UPDATED));
    const onDone = vi.fn();
    const { user } = renderApp(<ConsultationEditForm item={item} onDone={onDone} />, { path: "/admin" });
    await editAndSave(user);

    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([
      {
        assignedTo: "정의로 변호사",
        adminNotes: "오늘 오후 4시 통화, 출석 동행 예정",
        expectedLastUpdated: "2026-11-20T01:00:00.000Z",
      },
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["someone else saved first (409)", json(CONFLICT, 409), CONFLICT.message],
    ["the server fails (500)", json(SERVER_ERROR, 500), SERVER_ERROR.message],
  ])("shows an error toast and keeps the edits when %s", async (_case, reply, message) => {
    const api = answer("patch", "/api/consultations/7", reply);
    const onDone = vi.fn();
    const { user } = renderApp(<ConsultationEditForm item={item} onDone={onDone} />, { path: "/admin" });
    await editAndSave(user);

    expect(await findToast("업데이트에 실패했습니다.")).toHaveTextContent(message);
    expect(api.bodies).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(memoField()).toHaveValue("오늘 오후 4시 통화, 출석 동행 예정");
    expect(screen.getByRole("button", { name: "저장" })).toBeEnabled();
  });
});
