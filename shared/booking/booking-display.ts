// What the public booking pages show of a booking, the same on the server's render and in the browser: status,
// kind and situation labels, a type's summary with its fee ("상담 후 안내" when none is set), the pages' data keys
// and query, a time in Korea time. Nothing here imports the holiday calendar: the booking pages' first JavaScript
// carries this module.
import { formatKoreanMonthDayWeekdayTime } from "../lib/dates";
import type { BookingStatus } from "./booking-options";
import type { BookingType } from "./booking-settings";

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "확정대기",
  confirmed: "확정",
  declined: "예약 불가",
  completed: "상담 완료",
  no_show: "불참",
  cancelled: "취소됨",
};

const BOOKING_KIND_LABELS: Record<BookingType["kind"], string> = {
  phone: "전화 상담",
  video: "화상 상담",
  visit: "방문 상담",
};

/** The situations the booking form asks first, in the order it shows them. */
export const SITUATION_LABELS = {
  arrest: "체포·구속된 상황",
  today: "오늘 조사·출석이 있음",
  deadline: "기한이 있음 (항소·정식재판 청구 등)",
  general: "일반 상담",
} as const;

/** "상담료 50,000원", or "상담료 상담 후 안내" when the attorney set no fee. */
export function feeText(feeKrw: number | null): string {
  return feeKrw === null ? "상담 후 안내" : `${feeKrw.toLocaleString("ko-KR")}원`;
}

/** "전화 상담 · 30분 · 상담료 상담 후 안내". */
export function typeSummary(t: Pick<BookingType, "kind" | "durationMin" | "feeKrw">): string {
  return `${BOOKING_KIND_LABELS[t.kind]} · ${t.durationMin}분 · 상담료 ${feeText(t.feeKrw)}`;
}

/** "12월 22일 (화) 오전 10:00": an instant of the booking API ("…+09:00") in Korea time. */
export function slotTimeText(iso: string): string {
  return formatKoreanMonthDayWeekdayTime(new Date(iso));
}

export const bookingKeys = {
  options: () => ["booking", "options"] as const,
  manage: (token: string) => ["booking", "manage", token] as const,
};

/** What the booking page renders with: the types offered (how far ahead a time may be booked comes with its times). */
export interface BookingPageOptions {
  types: BookingType[];
}

/** A booking as its manage link shows it (GET /api/bookings/by-token/:token). */
export interface ManagedBooking {
  id: number;
  status: BookingStatus;
  type: string;
  typeLabel: string;
  kind: string;
  start: string;
  end: string;
  name: string;
  phoneLastFour: string;
  needsReschedule: boolean;
  deadlineDate: string | null;
  changeable: boolean;
  officePhone: string;
}

/** The booking page's prefilled situation (?situation=deadline&kind=..&start=.. from the deadline tool). */
export function bookingQuery(search: string): { situation?: keyof typeof SITUATION_LABELS; kind?: string; start?: string } {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const situation = params.get("situation") ?? "";
  const known = (Object.keys(SITUATION_LABELS) as Array<keyof typeof SITUATION_LABELS>).find((s) => s === situation);
  const kind = params.get("kind") ?? undefined;
  const start = params.get("start") ?? undefined;
  return { situation: known, kind: kind || undefined, start: start && /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : undefined };
}
