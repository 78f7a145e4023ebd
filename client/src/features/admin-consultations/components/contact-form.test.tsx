import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { ContactForm } from "./contact-form";

const CREATED = {
  success: true,
  message: "연락 기록이 저장되었습니다.",
  contact: {
    id: 1,
    channel: "kakao",
    result: "left_message",
    note: "내일 오전 다시",
    nextContactAt: "2026-11-28T06:00:00.000Z",
    createdByName: "admin",
    createdAt: "2026-11-26T01:00:00.000Z",
  },
};
const PAST = {
  code: "VALIDATION_FAILED",
  message: "다음 연락 예정 시각은 지금 이후로 입력해주세요",
  fields: { nextContactAt: ["다음 연락 예정 시각은 지금 이후로 입력해주세요"] },
};

describe("follow-up form", () => {
  it("has a label on every input and offers the channels and results in Korean", async () => {
    renderApp(<ContactForm consultationId={7} onDone={vi.fn()} />, { path: "/admin" });
    const channel = screen.getByRole("combobox", { name: /^연락 방법/ });
    expect([...channel.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["전화", "문자", "이메일", "카카오톡"]);
    await waitFor(() => expect(channel).toHaveFocus());
    const result = screen.getByRole("combobox", { name: /^연락 결과/ });
    expect([...result.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["선택해주세요", "통화", "부재", "메시지 남김"]);
    expect(screen.getByRole("textbox", { name: /^메모/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^다음 연락 예정/)).toHaveAttribute("type", "datetime-local");
  });

  it("sends channel, result, note and the next contact read as Korea time, then closes", async () => {
    const api = answer("post", "/api/consultations/7/contacts", json(CREATED, 201));
    const onDone = vi.fn();
    const { user } = renderApp(<ContactForm consultationId={7} onDone={onDone} />, { path: "/admin" });
    await user.selectOptions(screen.getByRole("combobox", { name: /^연락 방법/ }), "kakao");
    await user.selectOptions(screen.getByRole("combobox", { name: /^연락 결과/ }), "left_message");
    await user.type(screen.getByRole("textbox", { name: /^메모/ }), "내일 오전 다시");
    fireEvent.change(screen.getByLabelText(/^다음 연락 예정/), { target: { value: "2026-11-28T15:00" } });
    await user.click(screen.getByRole("button", { name: "연락 기록 저장" }));

    expect(await findToast("연락 기록이 저장되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([
      { channel: "kakao", result: "left_message", note: "내일 오전 다시", nextContactAt: "2026-11-28T06:00:00.000Z" },
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("blocks the save without a result, with the Korean message on the field", async () => {
    const api = answer("post", "/api/consultations/7/contacts", json(CREATED, 201));
    const onDone = vi.fn();
    const { user } = renderApp(<ContactForm consultationId={7} onDone={onDone} />, { path: "/admin" });
    await user.click(screen.getByRole("button", { name: "연락 기록 저장" }));
    expect(await screen.findByText("연락 결과를 선택해주세요")).toBeVisible();
    expect(screen.getByRole("combobox", { name: /^연락 결과/ })).toHaveAttribute("aria-invalid", "true");
    expect(api.bodies).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's message under the next-contact field and keeps the form open", async () => {
    answer("post", "/api/consultations/7/contacts", json(PAST, 400));
    const onDone = vi.fn();
    const { user } = renderApp(<ContactForm consultationId={7} onDone={onDone} />, { path: "/admin" });
    await user.selectOptions(screen.getByRole("combobox", { name: /^연락 결과/ }), "reached");
    fireEvent.change(screen.getByLabelText(/^다음 연락 예정/), { target: { value: "2026-01-01T09:00" } });
    await user.click(screen.getByRole("button", { name: "연락 기록 저장" }));
    expect(await findToast("연락 기록을 저장하지 못했습니다.")).toBeVisible();
    expect(screen.getByLabelText(/^다음 연락 예정/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByText("다음 연락 예정 시각은 지금 이후로 입력해주세요").length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();
  });
});
