// The access log's periodic review: its filters (action, period of Korea dates, record), the CSV export's
// input, and the grouping of repeated list views into one line per day and person ("목록 조회 12회").
import { z } from "../lib/zod";
import { isRealDate, seoulDate } from "../lib/dates";
import { noNul, NUL_MESSAGE } from "../lib/text-fields";
import { ACCESS_ACTION_LABELS, ADMIN_LIMITS, recordIdSchema, type AccessLogItem } from "./admin-consultations";

/** Every action an entry can have, in the order the filter offers them. */
export const ACCESS_ACTION_KEYS = Object.keys(ACCESS_ACTION_LABELS);

const optionalDate = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isRealDate(v), `${what}을 YYYY-MM-DD 형식의 올바른 날짜로 입력해주세요`)
    .optional()
    .transform((v) => v || undefined);

/** The filters of the list and of the CSV: all optional; dates are Korea dates, both inclusive. */
export const accessLogFiltersSchema = z
  .object({
    action: z
      .string()
      .refine((v) => v === "" || v === "all" || ACCESS_ACTION_KEYS.includes(v), "올바른 작업을 선택해주세요")
      .optional()
      .transform((v) => (v && v !== "all" ? v : undefined)),
    from: optionalDate("시작일"),
    to: optionalDate("종료일"),
    consultationId: z
      .union([z.literal(""), recordIdSchema], { error: "접수번호는 1 이상의 숫자로 입력해주세요" })
      .optional()
      .transform((v) => (v === "" ? undefined : v)),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ["to"], message: "종료일은 시작일과 같거나 그 뒤여야 합니다" });
export type AccessLogFilters = Partial<z.output<typeof accessLogFiltersSchema>>;

/** Why the log leaves the system (the export dialog's one field). */
export const accessLogExportReasonSchema = z.object({
  reason: z
    .string({ error: "내보내기 사유를 입력해주세요" })
    .trim()
    .min(2, "내보내기 사유를 입력해주세요 (2자 이상)")
    .max(ADMIN_LIMITS.exportReason, `사유는 ${ADMIN_LIMITS.exportReason}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE),
});

/** POST /api/access-logs/export: the filters and the reason. */
export const accessLogExportSchema = accessLogFiltersSchema.and(accessLogExportReasonSchema);
export type AccessLogExportInput = z.input<typeof accessLogExportSchema>;

/** The instants a filter's dates cover: [start, end), either side open. */
export function accessLogRange(filters: Pick<AccessLogFilters, "from" | "to">): { start?: Date; end?: Date } {
  return {
    start: filters.from ? new Date(`${filters.from}T00:00:00+09:00`) : undefined,
    end: filters.to ? new Date(Date.parse(`${filters.to}T00:00:00+09:00`) + 86_400_000) : undefined,
  };
}

/** The filters in words, for the export's own entry ("작업: 상담 신청 목록 조회 · 기간: 2026-11-01~2026-11-30"). */
export function describeAccessLogFilters(filters: AccessLogFilters): string {
  const parts = [
    filters.action && `작업: ${ACCESS_ACTION_LABELS[filters.action] ?? filters.action}`,
    (filters.from || filters.to) && `기간: ${filters.from ?? "처음"}~${filters.to ?? "오늘"}`,
    filters.consultationId && `접수번호 ${filters.consultationId}`,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "조건 없음";
}

/** One line of the review: an entry, or a person's list views of one Korea day folded together. */
export type AccessLogLine =
  { kind: "entry"; entry: AccessLogItem } | { kind: "list-views"; day: string; username: string; entries: AccessLogItem[] };

/**
 * Folds each person's list views of one Korea day into one line, placed where the newest of them was; other
 * entries stay one line each, in the given (newest-first) order. A single list view stays an entry.
 */
export function groupAccessLog(items: readonly AccessLogItem[]): AccessLogLine[] {
  const groups = new Map<string, AccessLogItem[]>();
  const keyOf = (item: AccessLogItem) => `${seoulDate(item.createdAt)}|${item.username}`;
  for (const item of items) {
    if (item.action !== "list") continue;
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const lines: AccessLogLine[] = [];
  const placed = new Set<string>();
  for (const item of items) {
    const group = item.action === "list" ? groups.get(keyOf(item)) : undefined;
    if (!group || group.length === 1) {
      lines.push({ kind: "entry", entry: item });
      continue;
    }
    const key = keyOf(item);
    if (placed.has(key)) continue;
    placed.add(key);
    lines.push({ kind: "list-views", day: seoulDate(item.createdAt), username: item.username, entries: group });
  }
  return lines;
}
