// Helping a person exercise their rights (개인정보 보호법 제35조 열람, 제36조 정정·삭제): find every request they
// made by their phone or e-mail (with the time booked, when a request was a booking), export it for them, correct it, or destroy it now. Each action is written to
// the access log — with the phone or e-mail masked, never in clear — and a destruction leaves a destruction
// record, all in the transaction of the change.
import { readOfficeFacts } from "./site-settings.service";
import { getTableColumns } from "drizzle-orm";
import { consultations, type BookingRow, type Consultation } from "@shared/schema";
import { DEADLINE_RULES, isDeadlineKind } from "@shared/tools/deadline-rules";
import { formatSubjectExport } from "@shared/intake/subject-export";
import {
  DESTRUCTION_GROUND_LABELS,
  destructionDetailLabel,
  maskContact,
  REVIEWED_FIELD_LABELS,
  type DestructionGround,
  type ReviewedField,
  type DestructionRecordItem,
  type SubjectCorrection,
  type SubjectBooking,
  type SubjectLookup,
  type SubjectRecord,
} from "@shared/intake/subject-requests";
import { seoulDate } from "@shared/lib/dates";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { NotFoundError } from "../lib/errors";
import { createRetentionStorage } from "../storage/retention.storage";
import { createBookingsStorage } from "../storage/bookings.storage";
import { createConsultationsStorage } from "../storage/consultations.storage";
import { createOutboundMessagesStorage } from "../storage/outbound-messages.storage";
import { createSubjectRequestsStorage } from "../storage/subject-requests.storage";
import { createAccessLog, type Actor } from "./access-log.service";

const CORRECTION_LABELS = { name: "이름", phone: "연락처", email: "이메일", age: "나이" } as const;
const iso = (d: Date | null) => d?.toISOString() ?? null;
export const CANCELLED_BY_CORRECTION = "연락처가 정정되어 보내지 않았습니다";

/**
 * Columns of a request that are not the person's data: the form's idempotency key and the office notice's delivery
 * bookkeeping. Every other column goes to the tool and (unless the export withholds it) to the file, derived from
 * the table so that a column added later cannot be left out unnoticed.
 */
export const NOT_SUBJECT_DATA = ["requestId", "notifyAttempts", "notifyNextAt"] as const;
const notSubjectData = new Set<string>(NOT_SUBJECT_DATA);

function subjectFields(row: Consultation): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(getTableColumns(consultations))
      .filter((column) => !notSubjectData.has(column))
      .map((column) => {
        const value = row[column as keyof Consultation];
        return [column, value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
  );
}

type SubjectSelection = { lookup: SubjectLookup; ids: number[] };
const NONE_FOUND = "해당 연락처로 보관 중인 상담 신청이 없습니다.";
const SELECTION_GONE = "선택한 상담 신청 중 이 연락처로 찾을 수 없는 것이 있습니다. 이미 파기되었을 수 있으니 다시 찾아주세요.";
const idList = (ids: number[]) => ids.map((id) => `#${id}`).join(", ");

/** The requests of `ids`, each matching the lookup; 404 when none matches the lookup or one of `ids` does not. */
async function selected(
  storage: ReturnType<typeof createSubjectRequestsStorage>,
  lookup: SubjectLookup,
  ids: number[],
): Promise<Consultation[]> {
  const found = await storage.find(lookup);
  if (found.length === 0) throw new NotFoundError(NONE_FOUND);
  const rows = found.filter((row) => ids.includes(row.id));
  if (rows.length !== ids.length) throw new NotFoundError(SELECTION_GONE);
  return rows;
}

/** A request's booking for the person's record: its values, the deadline named, the manage links counted. */
function subjectBooking(b: (BookingRow & { manageLinks: number }) | undefined): SubjectBooking | null {
  if (!b) return null;
  return {
    typeLabel: b.typeLabel,
    kind: b.kind,
    start: b.startAt.toISOString(),
    end: b.endAt.toISOString(),
    status: b.status,
    situation: b.situation,
    deadlineLabel: b.deadlineKind && isDeadlineKind(b.deadlineKind) ? DEADLINE_RULES[b.deadlineKind].label : b.deadlineKind,
    deadlineDate: b.deadlineDate,
    reminderChannel: b.reminderChannel,
    needsReschedule: b.needsReschedule,
    statusReason: b.statusReason,
    proposedStart: iso(b.proposedStartAt),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    manageLinks: b.manageLinks,
  };
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function createSubjectRequestsService(
  db: Db,
  clock: Clock = systemClock,
  officeName: () => Promise<string> = async () => (await readOfficeFacts(db)).officeName,
) {
  const storage = createSubjectRequestsStorage(db);
  const accessLog = createAccessLog(db);

  async function recordsOf(rows: Consultation[]): Promise<SubjectRecord[]> {
    const history = await storage.history(rows.map((r) => r.id));
    const contacts = await storage.contacts(rows.map((r) => r.id));
    const messages = await createOutboundMessagesStorage(db).listForMany(rows.map((r) => r.id));
    const bookings = await createBookingsStorage(db).ofConsultations(rows.map((r) => r.id));
    return rows.map((r) => ({
      ...subjectFields(r),
      history: history
        .filter((h) => h.consultationId === r.id)
        .map((h) => ({
          field: h.field,
          oldValue: h.oldValue,
          newValue: h.newValue,
          changedByName: h.changedByName,
          changedAt: h.changedAt.toISOString(),
        })),
      contacts: contacts
        .filter((c) => c.consultationId === r.id)
        .map((c) => ({
          channel: c.channel,
          result: c.result,
          note: c.note,
          nextContactAt: iso(c.nextContactAt),
          createdByName: c.createdByName,
          createdAt: c.createdAt.toISOString(),
        })),
      messages: messages
        .filter((m) => m.consultationId === r.id)
        .map((m) => ({
          kind: m.kind,
          channel: m.channel,
          recipient: m.recipient,
          body: m.body,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
          sentAt: iso(m.sentAt),
        })),
      booking: subjectBooking(bookings.find((b) => b.consultationId === r.id)),
    })) as SubjectRecord[];
  }

  return {
    /** Every request of the person, with its history. */
    async search(lookup: SubjectLookup, actor: Actor): Promise<SubjectRecord[]> {
      const records = await recordsOf(await storage.find(lookup));
      await accessLog.record(actor, { action: "subject-search", detail: `${maskContact(lookup)} · ${records.length}건` });
      return records;
    },

    /**
     * The file for the person: every stored field of the requests the office confirmed as theirs (`ids`, each of
     * which must match the lookup). 404 when one does not (destroyed meanwhile, or another person's).
     */
    async export(
      { lookup, ids, include = [] }: SubjectSelection & { include?: ReviewedField[] },
      actor: Actor,
    ): Promise<{ filename: string; text: string; count: number }> {
      const records = await recordsOf(await selected(storage, lookup, ids));
      const now = clock();
      // A withheld part included after review is named in the access log: who put another's data in a file, when.
      const reviewed = include.length > 0 ? ` · 검토 후 포함: ${include.map((field) => REVIEWED_FIELD_LABELS[field]).join("·")}` : "";
      await accessLog.record(actor, {
        action: "subject-export",
        detail: clip(`${maskContact(lookup)} · ${records.length}건 열람 자료${reviewed} (${idList(ids)})`),
      });
      return {
        filename: `personal-data-${seoulDate(now)}.txt`,
        text: formatSubjectExport(records, now, await officeName(), include),
        count: records.length,
      };
    },

    /** Corrects one request's identifying fields; the access log names the fields and the reason. */
    async correct(id: number, input: SubjectCorrection, actor: Actor): Promise<SubjectRecord> {
      const patch = Object.fromEntries(
        (["name", "phone", "email", "age"] as const).filter((k) => input[k] !== undefined).map((k) => [k, input[k]]),
      ) as Partial<Pick<Consultation, "name" | "phone" | "email" | "age">>;
      const row = await db.transaction(async (tx) => {
        const before = await createConsultationsStorage(tx).findById(id);
        const updated = await createSubjectRequestsStorage(tx).update(id, patch);
        if (!before || !updated) throw new NotFoundError("상담 신청을 찾을 수 없습니다. 이미 파기되었을 수 있습니다.");
        // Nothing more goes to a corrected phone or e-mail: the acknowledgements still pending to the old one are
        // cancelled (not re-sent to the new one: an acknowledgement belongs to the moment of the request).
        const outbound = createOutboundMessagesStorage(tx);
        if (before.phone !== updated.phone) await outbound.cancelPendingTo(id, "sms", before.phone, CANCELLED_BY_CORRECTION);
        if (before.email && before.email !== updated.email)
          await outbound.cancelPendingTo(id, "email", before.email, CANCELLED_BY_CORRECTION);
        const fields = Object.keys(patch).map((k) => CORRECTION_LABELS[k as keyof typeof CORRECTION_LABELS]);
        await accessLog.record(
          actor,
          { action: "subject-correct", consultationId: id, detail: clip(`정정: ${fields.join("·")} · 사유: ${input.reason}`) },
          tx,
        );
        return updated;
      });
      const [record] = await recordsOf([row]);
      return record;
    },

    /**
     * Destroys the selected requests of the person now, on one of the fixed grounds (the destruction record keeps
     * the ground's key, never free text); 404, destroying nothing, when one of them does not match the lookup.
     */
    async destroy({ lookup, ids, ground }: SubjectSelection & { ground: DestructionGround }, actor: Actor): Promise<number> {
      return db.transaction(async (tx) => {
        const txStorage = createSubjectRequestsStorage(tx);
        await selected(txStorage, lookup, ids);
        const count = await txStorage.destroy(lookup, ids);
        if (count !== ids.length) throw new NotFoundError(SELECTION_GONE);
        await createRetentionStorage(tx).recordDestruction({ rule: "data-subject-request", count, detail: ground, createdAt: clock() });
        await accessLog.record(
          actor,
          {
            action: "subject-destroy",
            detail: clip(`${maskContact(lookup)} · ${count}건 파기 (${idList(ids)}) · 근거: ${DESTRUCTION_GROUND_LABELS[ground]}`),
          },
          tx,
        );
        return count;
      });
    },

    /** The latest destruction records (by the retention periods and on request). */
    async destructions(): Promise<DestructionRecordItem[]> {
      const rows = await createRetentionStorage(db).latestDestructions(100);
      return rows.map((r) => ({
        id: r.id,
        rule: r.rule,
        count: r.count,
        detail: destructionDetailLabel(r.detail),
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
export type SubjectRequestsService = ReturnType<typeof createSubjectRequestsService>;
