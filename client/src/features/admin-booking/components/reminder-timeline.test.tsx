import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, json } from "@/test/api";
import { renderApp } from "@/test/render";
import type { BookingMessage } from "../api/booking-admin-api";
import { ReminderTimeline } from "./reminder-timeline";

// The shape GET /api/bookings/:id/messages answers.
const MESSAGES: BookingMessage[] = [
  {
    id: 12,
    kind: "booking_reminder",
    channel: "sms",
    status: "pending",
    nextAttemptAt: "2026-12-01T00:00:00.000Z",
    sentAt: null,
    attempts: 0,
    lastError: null,
  },
  {
    id: 10,
    kind: "ack_sms",
    channel: "sms",
    status: "sent",
    nextAttemptAt: null,
    sentAt: "2026-11-27T06:05:00.000Z",
    attempts: 1,
    lastError: null,
  },
  {
    id: 11,
    kind: "booking_status",
    channel: "email",
    status: "failed",
    nextAttemptAt: "2026-11-27T07:00:00.000Z",
    sentAt: null,
    attempts: 8,
    lastError: "SMTP 연결 실패",
  },
  {
    id: 13,
    kind: "booking_reminder",
    channel: "email",
    status: "skipped",
    nextAttemptAt: "2026-11-30T12:00:00.000Z",
    sentAt: null,
    attempts: 0,
    lastError: "이메일 주소 없음",
  },
];

describe("reminder timeline", () => {
  it("lists a booking's messages in time order with their state and Korea times", async () => {
    const calls = answer("get", "/api/bookings/7/messages", json({ messages: MESSAGES }));
    renderApp(<ReminderTimeline bookingId={7} />);
    const list = await screen.findByRole("list", { name: "알림 기록" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "접수 확인 문자문자발송됨11월 27일 오후 3:05 발송",
      "예약 결과 안내이메일실패11월 27일 오후 4:00 · 시도 8회마지막 오류: SMTP 연결 실패",
      "예약 알림이메일건너뜀11월 30일 오후 9:00보내지 않은 이유: 이메일 주소 없음",
      "예약 알림문자예정12월 1일 오전 9:00 발송 예정",
    ]);
    expect(calls.bodies).toHaveLength(1);
  });

  it("says so when nothing was sent or planned, and offers a retry when the list fails", async () => {
    answer("get", "/api/bookings/8/messages", json({ messages: [] }));
    renderApp(<ReminderTimeline bookingId={8} />);
    expect(await screen.findByText("보낸 알림이나 예정된 알림이 없습니다.")).toBeInTheDocument();

    answer("get", "/api/bookings/9/messages", json({ message: "권한이 없습니다.", code: "FORBIDDEN" }, 403));
    renderApp(<ReminderTimeline bookingId={9} />);
    expect(await screen.findByText("권한이 없습니다.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "다시 시도" })).toBeInTheDocument();
  });
});
