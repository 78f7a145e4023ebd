// The follow-up log's API (POST/GET /api/consultations/:id/contacts): one contract for the back office's form
// and the routes. A contact attempt is a channel, a result, an optional note and the next planned contact.
import { formatKoreanMonthDayTime, isRealDate } from "../lib/dates";
import { CONTACT_CHANNEL_LABELS, CONTACT_RESULT_LABELS } from "./back-office-labels";
import { CONTACT_CHANNELS, CONTACT_RESULTS, type ContactChannel, type ContactResult } from "./options";
import { NUL_MESSAGE, noNul } from "../lib/text-fields";
import { z } from "../lib/zod";

export const CONTACT_LIMITS = { note: 2000 } as const;

const NEXT_CONTACT_MESSAGE = "다음 연락 예정 시각을 올바르게 입력해주세요 (예: 2026-11-28 15:00)";
export const NEXT_CONTACT_PAST_MESSAGE = "다음 연락 예정 시각은 지금 이후로 입력해주세요";

/**
 * A moment given as an ISO timestamp with its offset, or as the date-time field's "YYYY-MM-DDTHH:MM", which is
 * read as Korea time whatever the browser's zone (UTC+9, no daylight saving). "" or null: none.
 */
export function nextContactInstant(value: string): string | null | undefined {
  const v = value.trim();
  if (v === "") return null;
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(v);
  const iso = local ? `${local[1]}T${local[2]}:00+09:00` : /(?:Z|[+-]\d{2}:\d{2})$/.test(v) ? v : "";
  const ms = Date.parse(iso);
  if (!iso || Number.isNaN(ms) || !isRealDate(iso.slice(0, 10)) || Number(iso.slice(11, 13)) > 23) return undefined;
  const year = new Date(ms).getUTCFullYear();
  if (year < 2000 || year > 2100) return undefined;
  return new Date(ms).toISOString();
}

export const contactCreateSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS, { error: "연락 방법을 선택해주세요" }),
  result: z.enum(CONTACT_RESULTS, { error: "연락 결과를 선택해주세요" }),
  note: z
    .string({ error: "메모는 문자열로 입력해주세요" })
    .trim()
    .max(CONTACT_LIMITS.note, `메모는 ${CONTACT_LIMITS.note.toLocaleString("ko-KR")}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE)
    .nullable()
    .optional()
    .transform((v) => v || null),
  nextContactAt: z
    .string({ error: NEXT_CONTACT_MESSAGE })
    .nullable()
    .optional()
    .transform((v, ctx) => {
      const instant = nextContactInstant(v ?? "");
      if (instant === undefined) {
        ctx.addIssue({ code: "custom", message: NEXT_CONTACT_MESSAGE });
        return z.NEVER;
      }
      return instant;
    }),
});
export type ContactCreateInput = z.input<typeof contactCreateSchema>;
export type ContactCreate = z.output<typeof contactCreateSchema>;

export interface ContactItem {
  id: number;
  channel: ContactChannel;
  result: ContactResult;
  note: string | null;
  nextContactAt: string | null;
  createdByName: string;
  createdAt: string;
}

export interface ContactCreated {
  success: true;
  message: string;
  contact: ContactItem;
}

/** "전화 · 통화 · 다음 연락 11월 28일 오후 3:00": a contact in one line (the history, the export). */
export function contactSummary(c: { channel: string; result: string; nextContactAt: string | Date | null }): string {
  const parts = [
    CONTACT_CHANNEL_LABELS[c.channel as ContactChannel] ?? c.channel,
    CONTACT_RESULT_LABELS[c.result as ContactResult] ?? c.result,
  ];
  parts.push(nextContactText(c.nextContactAt));
  return parts.join(" · ");
}

/** "다음 연락 11월 28일 오후 3:00" or "다음 연락 없음". */
export function nextContactText(at: string | Date | null): string {
  return at ? `다음 연락 ${formatKoreanMonthDayTime(at)}` : "다음 연락 없음";
}
