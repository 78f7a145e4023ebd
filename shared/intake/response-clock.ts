// The response clock: how long ago a request arrived, when the office owes the requester a contact, and whether
// that moment has passed. The first contact is due by the request's urgency (first-contact-deadline.ts: hours for
// 매우 긴급, the same day for 긴급, the office's reply window for the rest; given only a reply window, every urgency
// gets that window); after a first contact the next planned contact, if any, is what is owed.
//
// - Before a first contact: due at the first-contact deadline.
// - After a first contact (or once the outcome is 상담 완료): due at the next planned contact, or nothing owed.
// - Closed, no clock: an ending stage (수임, 미수임, 연락 두절), status 완료, or an outcome of 수임, 미수임 or 연락 두절.
//   The next planned contact is kept on a closed request (shown, not owed).
//
// The same rule is written once more in SQL for the list's overdue count and "기한 초과 먼저" order
// (server/storage/response-clock-sql.ts); a storage test checks both agree.
import { formatKoreanMonthDayTime } from "../lib/dates";
import { CLOSING_OUTCOMES, CLOSING_STATUS } from "./options";
import { firstContactDue, type FirstContactRules } from "./first-contact-deadline";
import { isEndingStage } from "./pipeline-transitions";
import { toMillis, type DateInput } from "../lib/seoul-clock";

export interface ClockRequest {
  createdAt: DateInput;
  firstContactAt: DateInput | null;
  nextContactAt: DateInput | null;
  consultationStatus: string;
  outcome: string | null;
  /** The pipeline stage (absent on rows from before it: the status and outcome then decide alone). */
  stage?: string;
  /** The urgency the requester chose (absent: the reply window applies). */
  urgency?: string;
}

export interface ResponseClock {
  /** Completed or ended by its outcome: no clock at all. */
  closed: boolean;
  /** Milliseconds since the request arrived. */
  ageMs: number;
  /** What is owed: the first contact (within the reply window) or the next planned contact; null when nothing is. */
  dueKind: "first_contact" | "next_contact" | null;
  dueAt: Date | null;
  /** Milliseconds until due; negative when late; null when nothing is owed. */
  remainingMs: number | null;
  overdue: boolean;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

function isClosed(r: Pick<ClockRequest, "consultationStatus" | "outcome" | "stage">): boolean {
  return (
    isEndingStage(r.stage ?? "") ||
    r.consultationStatus === CLOSING_STATUS ||
    (CLOSING_OUTCOMES as readonly string[]).includes(r.outcome ?? "")
  );
}

/**
 * The request's clock at `now`: `rules` are the first-contact deadlines by urgency, or just the office's reply
 * window in hours (every urgency alike).
 */
export function responseClock(r: ClockRequest, now: DateInput, rules: number | FirstContactRules): ResponseClock {
  const nowMs = toMillis(now);
  const ageMs = Math.max(0, nowMs - toMillis(r.createdAt));
  if (isClosed(r)) return { closed: true, ageMs, dueKind: null, dueAt: null, remainingMs: null, overdue: false };
  const contacted = r.firstContactAt !== null || r.outcome === "consulted";
  let dueKind: ResponseClock["dueKind"] = null;
  let dueMs: number | null = null;
  if (!contacted) {
    dueKind = "first_contact";
    dueMs =
      typeof rules === "number"
        ? toMillis(r.createdAt) + rules * HOUR_MS
        : firstContactDue(new Date(toMillis(r.createdAt)), r.urgency ?? "normal", rules).getTime();
  } else if (r.nextContactAt !== null) {
    dueKind = "next_contact";
    dueMs = toMillis(r.nextContactAt);
  }
  if (dueMs === null) return { closed: false, ageMs, dueKind: null, dueAt: null, remainingMs: null, overdue: false };
  const remainingMs = dueMs - nowMs;
  return { closed: false, ageMs, dueKind, dueAt: new Date(dueMs), remainingMs, overdue: remainingMs < 0 };
}

/** "5시간 20분", "2일 3시간", "45분", "1분 미만": a span, to the minute (days and hours past a day). */
export function formatSpan(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE_MS);
  if (minutes < 1) return "1분 미만";
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}일 ${hours}시간` : `${days}일`;
  if (hours > 0) return mins > 0 ? `${hours}시간 ${mins}분` : `${hours}시간`;
  return `${mins}분`;
}

/** "방금 접수", "15분 전 접수", "3시간 전 접수", "2일 전 접수". */
export function arrivedText(ageMs: number): string {
  const minutes = Math.floor(ageMs / MINUTE_MS);
  if (minutes < 1) return "방금 접수";
  if (minutes < 60) return `${minutes}분 전 접수`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)}시간 전 접수`;
  return `${Math.floor(minutes / 1440)}일 전 접수`;
}

/** "남은 시간 5시간 20분" or "기한 2시간 초과"; null when nothing is owed. */
export function dueText(clock: ResponseClock): string | null {
  if (clock.remainingMs === null) return null;
  return clock.overdue ? `기한 ${formatSpan(clock.remainingMs)} 초과` : `남은 시간 ${formatSpan(clock.remainingMs)}`;
}

/** The clock in words for a card: what is owed, by when, and how much time is left or how late it is. */
export function clockLines(clock: ResponseClock): { arrived: string; due: string | null; owed: string | null } {
  const owed =
    clock.dueAt === null
      ? null
      : clock.dueKind === "first_contact"
        ? `첫 연락 기한 ${formatKoreanMonthDayTime(clock.dueAt)}`
        : `다음 연락 예정 ${formatKoreanMonthDayTime(clock.dueAt)}`;
  return { arrived: arrivedText(clock.ageMs), due: dueText(clock), owed };
}
