// The follow-up log: each contact attempt with a requester (channel, result, note, next planned contact).
// Logging one sets the request's first contact (once), its next planned contact, which the response clock reads,
// and moves its stage forward (연락 시도, or 연락됨 when reached; pipeline-moves.ts) in the same UPDATE, and writes
// the history entries and the access-log entry, all in one transaction. Reading the log is
// recorded in the access log too (notes may hold personal data).
import {
  contactSummary,
  nextContactText,
  NEXT_CONTACT_PAST_MESSAGE,
  type ContactCreate,
  type ContactItem,
} from "@shared/intake/consultation-contacts";
import type { ContactChannel, ContactResult } from "@shared/intake/options";
import type { ConsultationContact } from "@shared/schema";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { NotFoundError, ValidationError } from "../lib/errors";
import { createAdminConsultationsStorage } from "../storage/admin-consultations.storage";
import { createConsultationContactsStorage } from "../storage/consultation-contacts.storage";
import { createAccessLog, type Actor } from "./access-log.service";
import { contactMove } from "./pipeline-moves";

export const CONTACT_SAVED_MESSAGE = "연락 기록이 저장되었습니다.";
const MISSING_MESSAGE = "상담 신청을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.";
/** A next contact a little in the past (the form filled in slowly) is still taken; further back is a mistake. */
const PAST_SLACK_MS = 10 * 60_000;

function toContactItem(row: ConsultationContact): ContactItem {
  return {
    id: row.id,
    channel: row.channel as ContactChannel,
    result: row.result as ContactResult,
    note: row.note,
    nextContactAt: row.nextContactAt?.toISOString() ?? null,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createConsultationContactsService(db: Db, options: { clock?: Clock } = {}) {
  const clock = options.clock ?? systemClock;
  const accessLog = createAccessLog(db);

  return {
    async list(consultationId: number, actor: Actor): Promise<ContactItem[]> {
      if (!(await createAdminConsultationsStorage(db).exists(consultationId))) throw new NotFoundError(MISSING_MESSAGE);
      const rows = await createConsultationContactsStorage(db).list(consultationId);
      await accessLog.record(actor, { action: "view", consultationId, detail: `연락 기록 조회 (${rows.length}건)` });
      return rows.map(toContactItem);
    },

    async log(consultationId: number, input: ContactCreate, actor: Actor): Promise<ContactItem> {
      const now = clock();
      const next = input.nextContactAt ? new Date(input.nextContactAt) : null;
      if (next && next.getTime() < now.getTime() - PAST_SLACK_MS)
        throw new ValidationError({ nextContactAt: [NEXT_CONTACT_PAST_MESSAGE] }, NEXT_CONTACT_PAST_MESSAGE);
      const created = await db.transaction(async (tx) => {
        const requests = createAdminConsultationsStorage(tx);
        const current = await requests.lockById(consultationId);
        if (!current) return undefined;
        const contacts = createConsultationContactsStorage(tx);
        const row = await contacts.insert({
          consultationId,
          channel: input.channel,
          result: input.result,
          note: input.note,
          nextContactAt: next,
          createdBy: actor.id,
          createdByName: actor.username,
          createdAt: now,
        });
        const move = contactMove(current, input.result);
        await contacts.recordOnRequest(consultationId, now, next, move.values);
        await requests.insertHistory(
          [
            {
              field: "contact",
              oldValue: current.nextContactAt ? nextContactText(current.nextContactAt) : null,
              newValue: contactSummary(row),
            },
            ...move.history,
          ].map((h) => ({ ...h, consultationId, changedBy: actor.id, changedByName: actor.username })),
        );
        await accessLog.record(actor, { action: "update", consultationId, detail: "연락 기록 추가" }, tx);
        return row;
      });
      if (!created) throw new NotFoundError(MISSING_MESSAGE);
      return toContactItem(created);
    },
  };
}
export type ConsultationContactsService = ReturnType<typeof createConsultationContactsService>;
