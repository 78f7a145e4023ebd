// The morning digest: one e-mail a day to the office address, at the time set in the intake settings (Korea
// time), listing the open requests by their response clock: the 매우 긴급 and 긴급 ones owed a contact first (by
// urgency, then due soonest), then the other overdue ones (the latest first), then those still in time (due soonest
// first), then those with no contact owed. Like the office e-mail it carries request
// numbers, urgency, times and links, never a name, phone, e-mail, case type or content: the mailbox is outside
// the back office's access control and destruction job. Today's bookings come first (digest-bookings.ts).
import { formatKoreanMonthDayTime } from "../lib/dates";
import { bookingSection, type DigestBooking } from "./digest-bookings";
import { minutesOfDay } from "./intake-settings";
import { requestNumberLabel, URGENCY_SHORT_LABELS } from "./labels";
import type { Urgency } from "./options";
import { absoluteUrl, paths } from "../pages/page-map";
import { clockLines, responseClock, type ClockRequest, type ResponseClock } from "./response-clock";
import { firstContactRulesText, type FirstContactRules } from "./first-contact-deadline";
import { SEOUL_OFFSET_MS, toMillis, type DateInput } from "../lib/seoul-clock";

/** A request as the digest reads it: its number, urgency and clock inputs, nothing personal. */
export interface DigestRequest extends ClockRequest {
  id: number;
  urgency: string;
}

export interface Digest {
  subject: string;
  text: string;
  openCount: number;
  overdueCount: number;
}

/** The urgencies listed first, in this order. */
const URGENT_FIRST: readonly string[] = ["emergency", "urgent"];

/** Lines listed per section; the rest are counted ("외 N건") and found in the back office. */
const DIGEST_SECTION_MAX = 50;

/** Whether the day's digest time (Korea time, "HH:MM") has come at `now`. */
export function digestTimeReached(now: DateInput, time: string): boolean {
  const seoul = new Date(toMillis(now) + SEOUL_OFFSET_MS);
  return seoul.getUTCHours() * 60 + seoul.getUTCMinutes() >= minutesOfDay(time);
}

/** The back office's list, searched for one request number (the search accepts "#123"). */
function requestLink(siteUrl: string, id: number): string {
  return `${absoluteUrl(siteUrl, paths.admin())}?search=${encodeURIComponent(`#${id}`)}`;
}

interface Clocked {
  request: DigestRequest;
  clock: ResponseClock;
}

function line(siteUrl: string, { request, clock }: Clocked): string[] {
  const urgency = URGENCY_SHORT_LABELS[request.urgency as Urgency] ?? request.urgency;
  const words = clockLines(clock);
  const parts = [`${requestNumberLabel(request.id)} [${urgency}] ${formatKoreanMonthDayTime(request.createdAt)} 접수`];
  if (words.owed) parts.push(words.owed);
  if (words.due) parts.push(words.due);
  if (!words.owed) parts.push("연락 예정 없음");
  return [`- ${parts.join(" · ")}`, `  ${requestLink(siteUrl, request.id)}`];
}

function section(title: string, items: Clocked[], siteUrl: string): string[] {
  if (items.length === 0) return [];
  const shown = items.slice(0, DIGEST_SECTION_MAX);
  const more = items.length - shown.length;
  return [
    `■ ${title} (${items.length}건)`,
    ...shown.flatMap((item) => line(siteUrl, item)),
    ...(more > 0 ? [`  외 ${more}건은 관리자 화면에서 확인해주세요.`] : []),
    "",
  ];
}

/**
 * The digest of the given requests and today's bookings at `now`, or null when no request is open and no booking is
 * today (no e-mail is sent then: a digest that says nothing teaches its reader to skip it, and each new request has
 * its own e-mail already).
 */
export function composeDigest(
  requests: DigestRequest[],
  now: Date,
  rules: number | FirstContactRules,
  siteUrl: string,
  officeName: string,
  bookings: DigestBooking[] = [],
): Digest | null {
  const open = requests.map((request) => ({ request, clock: responseClock(request, now, rules) })).filter((c) => !c.clock.closed);
  if (open.length === 0 && bookings.length === 0) return null;
  const byDue = (a: Clocked, b: Clocked) => a.clock.dueAt!.getTime() - b.clock.dueAt!.getTime() || a.request.id - b.request.id;
  const urgentRank = (c: Clocked) => URGENT_FIRST.indexOf(c.request.urgency);
  const isUrgent = (c: Clocked) => urgentRank(c) >= 0 && c.clock.dueAt !== null;
  const urgent = open.filter(isUrgent).sort((a, b) => urgentRank(a) - urgentRank(b) || byDue(a, b));
  const overdueCount = open.filter((c) => c.clock.overdue).length;
  const overdue = open.filter((c) => c.clock.overdue && !isUrgent(c)).sort(byDue);
  const inTime = open.filter((c) => c.clock.dueAt && !c.clock.overdue && !isUrgent(c)).sort(byDue);
  const nothingOwed = open.filter((c) => !c.clock.dueAt).sort((a, b) => b.request.id - a.request.id);
  const when = formatKoreanMonthDayTime(now);
  const text = [
    ...bookingSection(bookings, siteUrl),
    `${when} 기준 진행 중인 상담 신청은 ${open.length}건이며, 그중 ${overdueCount}건이 연락 기한을 넘겼습니다.`,
    typeof rules === "number"
      ? `(첫 연락 기한: 접수 후 ${rules}시간, 사무소 설정의 답변 약속 시간)`
      : `(첫 연락 기한: ${firstContactRulesText(rules)})`,
    "",
    ...section("매우 긴급·긴급 먼저 (긴급도, 기한 가까운 순)", urgent, siteUrl),
    ...section("기한 초과 (오래 늦은 순)", overdue, siteUrl),
    ...section("기한 전 (기한 가까운 순)", inTime, siteUrl),
    ...section("연락 후 다음 연락 예정 없음", nothingOwed, siteUrl),
    `전체 목록 (기한 초과 먼저): ${absoluteUrl(siteUrl, paths.admin())}?sort=overdue`,
    "",
    "신청인의 이름, 연락처, 사건 유형과 상담 내용은 메일에 담지 않습니다. 관리자 화면에서 확인해주세요.",
    `— ${officeName} 홈페이지`,
  ].join("\n");
  const booked = bookings.length > 0 ? `오늘 예약 ${bookings.length}건 · ` : "";
  const subject = `[아침 요약] ${booked}기한 초과 ${overdueCount}건 · 진행 중 ${open.length}건 (${when.replace(/ (오전|오후).*$/, "")})`;
  return { subject, text, openCount: open.length, overdueCount };
}
