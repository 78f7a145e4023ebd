import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { ContactForm } from "./contact-form";

const CREATED = {
  success: true,
  message: "연락 기록이 저장되었습니다.",
  contact: {
    id: 1,
    channel: "phone",
    result: "no_answer",
    note: null,
    nextContactAt: "2026-11-27T01:00:00.000Z",
    createdByName: "admin",
    createdAt: "2026-11-26T05:00:00.000Z",
  },
};
const PAST = {
  code: "VALIDATION_FAILED",
  message: "다음 연락 예정 시각은 지금 이후로 입력해주세요",
  fields: { nextContactAt: ["다음 연락 예정 시각은 지금 이후로 입력해주세요"] },
};
const REQUEST = { id: 7, name: "한지우" };

// 2026-11-26 14:00 in Korea.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-26T05:00:00Z"), toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("contact form", () => {
  it("logs a missed call with tomorrow morning's call back in three taps: 부재, 내일 오전, 기록 저장", async () => {
    const api = answer("post", "/api/consultations/7/contacts", json(CREATED, 201));
    const onDone = vi.fn();
    const { user } = renderApp(<ContactForm consultation={REQUEST} onDone={onDone} />, { path: "/admin" });
    await user.click(screen.getByRole("radio", { name: "부재" }));
    await user.click(screen.getByRole("radio", { name: "내일 오전 10시" }));
    await user.click(screen.getByRole("button", { name: "기록 저장" }));

    expect(await findToast("연락 기록이 저장되었습니다.")).toBeVisible();
    // The channel is 전화 unless changed; 10:00 tomorrow in Korea is 01:00 UTC.
    expect(api.bodies).toEqual([{ channel: "phone", result: "no_answer", note: null, nextContactAt: "2026-11-27T01:00:00.000Z" }]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("offers the results and next-contact choices as labelled groups, with 없음 chosen and the first choice focused", async () => {
    renderApp(<ContactForm consultation={REQUEST} onDone={vi.fn()} />, { path: "/admin" });
    const results = screen.getByRole("group", { name: "연락 결과" });
    expect([...results.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["통화함", "부재", "메시지 남김"]);
    const next = screen.getByRole("group", { name: "다음 연락" });
    expect([...next.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["오늘 저녁 7시", "내일 오전 10시", "직접 입력", "없음"]);
    expect(screen.getByRole("radio", { name: "없음" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "통화함" })).toHaveFocus();
    expect(screen.getByRole("combobox", { name: /^연락 방법/ })).toHaveValue("phone");
  });

  it("logs a call that reached them with no next contact in two taps, and a typed time read as Korea time", async () => {
    const api = answer("post", "/api/consultations/7/contacts", json(CREATED, 201));
    const { user } = renderApp(<ContactForm consultation={REQUEST} onDone={vi.fn()} />, { path: "/admin" });
    await user.click(screen.getByRole("radio", { name: "통화함" }));
    await user.click(screen.getByRole("button", { name: "기록 저장" }));
    expect(await findToast("연락 기록이 저장되었습니다.")).toBeVisible();
    expect(api.bodies).toEqual([{ channel: "phone", result: "reached", note: null, nextContactAt: null }]);

    await user.click(screen.getByRole("radio", { name: "메시지 남김" }));
    await user.selectOptions(screen.getByRole("combobox", { name: /^연락 방법/ }), "kakao");
    await user.click(screen.getByRole("radio", { name: "직접 입력" }));
    fireEvent.change(screen.getByLabelText(/^다음 연락 예정 시각/), { target: { value: "2026-11-28T15:00" } });
    await user.type(screen.getByRole("textbox", { name: /^메모/ }), "오후에 다시");
    await user.click(screen.getByRole("button", { name: "기록 저장" }));
    await vi.waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies[1]).toEqual({
      channel: "kakao",
      result: "left_message",
      note: "오후에 다시",
      nextContactAt: "2026-11-28T06:00:00.000Z",
    });
  });

  it("blocks the save without a result, and without a typed time for 직접 입력, in Korean", async () => {
    const api = answer("post", "/api/consultations/7/contacts", json(CREATED, 201));
    const onDone = vi.fn();
    const { user } = renderApp(<ContactForm consultation={REQUEST} onDone={onDone} />, { path: "/admin" });
    await user.click(screen.getByRole("radio", { name: "직접 입력" }));
    await user.click(screen.getByRole("button", { name: "기록 저장" }));
    expect(await screen.findByText("연락 결과를 선택해주세요")).toBeVisible();
    expect(screen.getByRole("group", { name: "연락 결과" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("다음 연락 예정 시각을 입력해주세요")).toBeVisible();
    expect(api.bodies).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's message under the time and keeps the form open", async () => {
    answer("post", "/api/consultations/7/contacts", json(PAST, 400));
    const onDone = vi.fn();
    const { user } = renderApp(<ContactForm consultation={REQUEST} onDone={onDone} />, { path: "/admin" });
    await user.click(screen.getByRole("radio", { name: "통화함" }));
    await user.click(screen.getByRole("radio", { name: "직접 입력" }));
    fireEvent.change(screen.getByLabelText(/^다음 연락 예정 시각/), { target: { value: "2026-11-26T09:00" } });
    await user.click(screen.getByRole("button", { name: "기록 저장" }));
    expect(await findToast("연락 기록을 저장하지 못했습니다.")).toBeVisible();
    expect(screen.getByLabelText(/^다음 연락 예정 시각/)).toHaveAttribute("aria-invalid", "true");
    expect(onDone).not.toHaveBeenCalled();
  });
});
