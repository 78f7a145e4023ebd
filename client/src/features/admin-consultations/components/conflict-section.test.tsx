import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ConflictsAnswer } from "@shared/intake/consultation-outcome";
import { answer, json } from "@/test/api";
import { adminConsultation } from "@/test/data";
import { findToast, renderApp } from "@/test/render";
import { ConflictSection } from "./conflict-section";

const item = adminConsultation({ id: 7, name: "김민수", otherParty: "박지훈" });
const CONFLICTS: ConflictsAnswer = {
  matches: [
    { id: 3, name: "박지훈", otherParty: null, createdAt: "2026-01-05T01:00:00.000Z", outcome: "retained", reasons: ["otherParty"] },
    { id: 2, name: "김 민수", otherParty: null, createdAt: "2026-01-02T01:00:00.000Z", outcome: null, reasons: ["phone", "name"] },
  ],
  more: false,
  check: { result: null, reason: null, checkedBy: null, checkedAt: null },
};
const saved = (changes: object) =>
  json({ success: true, message: "충돌 확인 결과를 기록했습니다.", consultation: { ...item, ...changes } });

describe("conflict check", () => {
  it("lists the possible conflicts with why and a link that shows that request", async () => {
    answer("get", "/api/consultations/7/conflicts", json(CONFLICTS));
    const onShowRequest = vi.fn();
    const { user } = renderApp(<ConflictSection item={item} onShowRequest={onShowRequest} />, { path: "/admin" });
    const toggle = screen.getByRole("button", { name: "충돌 확인" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(await screen.findByText("확인이 필요한 상담 신청 2건")).toBeVisible();
    expect(screen.getByText("상대방 일치")).toBeVisible();
    expect(screen.getByText("전화번호 일치 · 이름 일치")).toBeVisible();
    const link = screen.getByRole("link", { name: "#3 박지훈" });
    expect(link).toHaveAttribute("href", "/admin?search=%233");
    await user.click(link);
    expect(onShowRequest).toHaveBeenCalledWith("#3");
  });

  it("needs a reason for 확인함, then records the result", async () => {
    answer("get", "/api/consultations/7/conflicts", json({ ...CONFLICTS, matches: [] }));
    const api = answer(
      "post",
      "/api/consultations/7/conflict-check",
      saved({ conflictCheck: { result: "checked", reason: "동명이인", checkedBy: "admin", checkedAt: "2026-11-20T02:00:00.000Z" } }),
    );
    const { user } = renderApp(<ConflictSection item={item} onShowRequest={() => {}} />, { path: "/admin" });
    await user.click(screen.getByRole("button", { name: "충돌 확인" }));
    expect(await screen.findByText("전화번호·이름·상대방이 일치하는 다른 상담 신청이 없습니다.")).toBeVisible();
    await user.selectOptions(screen.getByRole("combobox", { name: /^확인 결과/ }), "checked");
    await user.click(screen.getByRole("button", { name: "확인 결과 기록" }));
    expect(await screen.findByText("확인한 내용(사유)을 입력해주세요")).toBeVisible();
    expect(api.bodies).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: /^사유/ }), "동명이인");
    await user.click(screen.getByRole("button", { name: "확인 결과 기록" }));
    expect(await findToast("충돌 확인 결과를 기록했습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ result: "checked", reason: "동명이인" }]);
  });

  it("saves the other party", async () => {
    const api = answer(
      "patch",
      "/api/consultations/7/other-party",
      json({ success: true, message: "상담 신청이 업데이트되었습니다.", consultation: { ...item, otherParty: "이영희" } }),
    );
    const { user } = renderApp(<ConflictSection item={item} onShowRequest={() => {}} />, { path: "/admin" });
    const field = screen.getByRole("textbox", { name: /^상대방/ });
    expect(field).toHaveValue("박지훈");
    await user.clear(field);
    await user.type(field, "이영희");
    await user.click(screen.getByRole("button", { name: "상대방 저장" }));
    expect(await findToast("상담 신청이 업데이트되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ otherParty: "이영희", expectedLastUpdated: item.lastUpdated }]);
  });
});
