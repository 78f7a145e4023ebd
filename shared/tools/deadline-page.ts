// What the deadline page shows for a request: the answer of POST /api/tools/deadline in one union (a date, a rule
// under review, or a message), its data key, and the page's query (?kind=&start=) read the same on both sides.
import { type DeadlineKind, type RuleStatus } from "./deadline-rules";

export interface DeadlineResult {
  kind: DeadlineKind;
  rule: {
    key: DeadlineKind;
    label: string;
    article: string;
    lawAsOf: string;
    reviewedAt: string | null;
    reviewedByAttorney: boolean;
    status: RuleStatus;
  };
  start: string;
  firstCountedDay: string;
  nominalLastDay: string;
  deadline: string;
  skipped: Array<{ date: string; reason: string }>;
  notes: string[];
  holidaysVersion: string;
  period: { days?: number; months?: number };
  holidayExtension: boolean;
}

export interface UnderReview {
  code: "RULE_UNDER_REVIEW";
  message: string;
  officePhone: string;
  rule: DeadlineResult["rule"];
  notes: string[];
  protective?: { text: string; start: string; firstCountedDay: string; deadline: string };
}

export type DeadlineAnswer =
  { status: 200; result: DeadlineResult } | { status: 409; review: UnderReview } | { status: 400 | 503; message: string };

export const toolKeys = {
  deadline: (kind: string, start: string) => ["tools", "deadline", kind, start] as const,
  drunkDriving: (query: string) => ["tools", "drunk-driving", query] as const,
};

/** The page's request from its query string, or null when it has none (the empty form). */
export function deadlineQuery(search: string): { kind: string; start: string } | null {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const kind = params.get("kind");
  const start = params.get("start");
  if (kind === null && start === null) return null;
  return { kind: kind ?? "", start: start ?? "" };
}
