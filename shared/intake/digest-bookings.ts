// The morning digest's first section: today's bookings (Korea date) that still hold their time, 확정대기 and 확정,
// by start. Like the rest of the digest it carries times, the booking type, the status and the request number,
// never who booked or what the case is.
import { formatKoreanTime } from "../lib/dates";
import { absoluteUrl, paths } from "../pages/page-map";
import { requestNumberLabel } from "./labels";

/** A booking as the digest reads it: nothing personal. */
export interface DigestBooking {
  consultationId: number;
  startAt: Date;
  endAt: Date;
  typeLabel: string;
  status: string;
}

const STATUS_WORDS: Record<string, string> = { pending: "확정대기", confirmed: "확정" };

/** The section's lines (empty without bookings), ending with a link to the back office's 예약 screen. */
export function bookingSection(bookings: DigestBooking[], siteUrl: string): string[] {
  if (bookings.length === 0) return [];
  const sorted = [...bookings].sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.consultationId - b.consultationId);
  const pending = sorted.filter((b) => b.status === "pending").length;
  return [
    `■ 오늘 예약 (${sorted.length}건${pending > 0 ? `, 확정대기 ${pending}건` : ""})`,
    ...sorted.map(
      (b) =>
        `- ${formatKoreanTime(b.startAt)}~${formatKoreanTime(b.endAt)} ${b.typeLabel} [${STATUS_WORDS[b.status] ?? b.status}] ${requestNumberLabel(b.consultationId)}`,
    ),
    `  예약 화면: ${absoluteUrl(siteUrl, paths.admin())}?tab=bookings`,
    "",
  ];
}
