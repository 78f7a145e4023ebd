// The legal review of a guide: when the attorney last checked it against the law, and the date of the law it
// states. A review older than 12 months is stale: the text may no longer state the law in force.
import { seoulDate, type DateInput } from "../lib/dates";

export const REVIEW_STALE_MONTHS = 12;

/** True when `reviewedAt` (a date or a time) lies more than 12 months before `today`, both read in Korea time. */
export function isReviewStale(reviewedAt: DateInput, today: DateInput): boolean {
  const [y, m, d] = seoulDate(reviewedAt).split("-").map(Number);
  const due = new Date(Date.UTC(y, m - 1 + REVIEW_STALE_MONTHS, d));
  // 29 February plus a year, or 31st plus a month that has fewer days, rolls over; keep the end of that month.
  if (due.getUTCDate() !== d) due.setUTCDate(0);
  return seoulDate(today) > due.toISOString().slice(0, 10);
}

/** The items whose review is stale on `today`, oldest review first. */
export function staleReviews<T extends { reviewedAt: string }>(items: T[], today: DateInput): T[] {
  return items.filter((i) => isReviewStale(i.reviewedAt, today)).sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt));
}

/** A review as public pages show it. */
export interface ReviewInfo {
  /** ISO time of the review. */
  reviewedAt: string;
  /** YYYY-MM-DD: the date of the law the text states. */
  lawAsOf: string | null;
  /** The reviewing attorney's name. */
  reviewer: string;
}

/** A row's review columns as public pages read them. */
export function reviewOf(row: { reviewedAt: Date | null; lawAsOf: string | null; reviewedBy: string | null }): ReviewInfo | null {
  return row.reviewedAt && row.reviewedBy
    ? { reviewedAt: row.reviewedAt.toISOString(), lawAsOf: row.lawAsOf, reviewer: row.reviewedBy }
    : null;
}
