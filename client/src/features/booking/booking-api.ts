// The booking pages' calls to the public booking API. A booking answers 201 (booked) or 202 (the urgent path:
// no time booked, the office phone); every refusal is an ApiError with the server's Korean message and code
// (409 SLOT_TAKEN, 422 AFTER_DEADLINE, 409 TOO_LATE, 400 with field messages, 429).
import type { SlotDay } from "@shared/booking/slots";
import type { DeadlineResult } from "@shared/tools/deadline-page";
import { apiGet, apiRequest, toApiError } from "@/lib/api-client";

export interface SlotsQuery {
  type: string;
  from: string;
  /** Without it, seven days from `from`, cut at the last bookable day. */
  to?: string;
  deadline?: { kind: string; startDate: string };
}

/** The days asked for, and the last day a time may be booked (the booking settings' horizon). */
export function fetchSlots({ type, from, to, deadline }: SlotsQuery): Promise<{ bookableUntil: string; days: SlotDay[] }> {
  const params = new URLSearchParams({ type, from });
  if (to) params.set("to", to);
  if (deadline) {
    params.set("deadlineKind", deadline.kind);
    params.set("deadlineStart", deadline.startDate);
  }
  return apiGet(`/api/booking/slots?${params}`);
}

type Booked = { id: number; status: string; start: string; end: string; manageUrl: string };
type UrgentAnswer = { urgent: true; officePhone: string; message: string };
export type BookingAnswer = { kind: "booked"; booking: Booked } | { kind: "urgent"; answer: UrgentAnswer };

export async function sendBooking(body: unknown): Promise<BookingAnswer> {
  const res = await fetch("/api/bookings", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await toApiError(res);
  const data = await res.json();
  return res.status === 202 ? { kind: "urgent", answer: data as UrgentAnswer } : { kind: "booked", booking: data as Booked };
}

/** The deadline's last day, "review" while the rule is being checked (no date is promised), or the server's message. */
export type DeadlineCheck = { kind: "date"; lastDay: string; label: string } | { kind: "review" } | { kind: "error"; message: string };

export async function checkDeadline(kind: string, startDate: string): Promise<DeadlineCheck> {
  const res = await fetch("/api/tools/deadline", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ kind, startDate }),
  });
  const body = await res.json().catch(() => ({}));
  if (res.status === 200) {
    const result = body as DeadlineResult;
    return { kind: "date", lastDay: result.deadline, label: result.rule.label };
  }
  if (res.status === 409) return { kind: "review" };
  return { kind: "error", message: String((body as { message?: string }).message ?? "기한을 계산하지 못했습니다.") };
}

export const rescheduleBooking = (token: string, start: string) =>
  apiRequest<{ status: string; start: string; end: string }>("POST", `/api/bookings/by-token/${encodeURIComponent(token)}/reschedule`, {
    start,
  });

export const cancelBooking = (token: string) =>
  apiRequest<{ status: string }>("POST", `/api/bookings/by-token/${encodeURIComponent(token)}/cancel`);
