// Helping a person exercise their rights (개인정보 보호법 제35조 열람, 제36조 정정·삭제): find every request they
// made by their phone or e-mail, export it for them, correct it, or destroy it now. Each action is written to
// the access log — with the phone or e-mail masked, never in clear — and a destruction leaves a destruction
// record, all in the transaction of the change.
import { readOfficeFacts } from "./site-settings.service";
import type { Consultation } from "@shared/schema";
import { formatSubjectExport } from "@shared/intake/subject-export";
import {
  maskContact,
  type DestructionRecordItem,
  type SubjectCorrection,
  type SubjectLookup,
  type SubjectRecord,
} from "@shared/intake/subject-requests";
import { seoulDate } from "@shared/lib/dates";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { NotFoundError } from "../lib/errors";
import { createRetentionStorage } from "../storage/retention.storage";
import { createConsultationsStorage } from "../storage/consultations.storage";
import { createOutboundMessagesStorage } from "../storage/outbound-messages.storage";
import { createSubjectRequestsStorage } from "../storage/subject-requests.storage";
import { createAccessLog, type Actor } from "./access-log.service";

const CORRECTION_LABELS = { name: "이름", phone: "연락처", email: "이메일", age: "나이" } as const;
const iso = (d: Date | null) => d?.toISOString() ?? null;
export const CANCELLED_BY_CORRECTION = "연락처가 정정되어 보내지 않았습니다";

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function createSubjectRequestsService(db: Db, clock: Clock = systemClock, officeName: () => Promise<string> = async () => (await readOfficeFacts(db)).officeName) {
  const storage = createSubjectRequestsStorage(db);
  const accessLog = createAccessLog(db);

  async function recordsOf(rows: Consultation[]): Promise<SubjectRecord[]> {
    const history = await storage.history(rows.map((r) => r.id));
    const contacts = await storage.contacts(rows.map((r) => r.id));
    const messages = await createOutboundMessagesStorage(db).listForMany(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      email: r.email,
      age: r.age,
      caseType: r.caseType,
      currentStatus: r.currentStatus,
      urgency: r.urgency,
      incidentDate: r.incidentDate,
      consultationType: r.consultationType,
      content: r.content,
      consultationStatus: r.consultationStatus,
      assignedTo: r.assignedTo,
      adminNotes: r.adminNotes,
      consentVersion: r.consentVersion,
      privacyAgreedAt: iso(r.privacyAgreedAt),
      sensitiveAgreedAt: iso(r.sensitiveAgreedAt),
      landingPage: r.landingPage,
      referrer: r.referrer,
      utmSource: r.utmSource,
      utmMedium: r.utmMedium,
      utmCampaign: r.utmCampaign,
      utmTerm: r.utmTerm,
      utmContent: r.utmContent,
      ctaSource: r.ctaSource,
      sourcePostId: r.sourcePostId,
      notifiedAt: iso(r.notifiedAt),
      firstContactAt: iso(r.firstContactAt),
      nextContactAt: iso(r.nextContactAt),
      lastUpdated: r.lastUpdated.toISOString(),
      outcome: r.outcome,
      outcomeReason: r.outcomeReason,
      outcomeAt: iso(r.outcomeAt),
      feeAmount: r.feeAmount,
      otherParty: r.otherParty,
      conflictResult: r.conflictResult,
      conflictReason: r.conflictReason,
      conflictCheckedBy: r.conflictCheckedBy,
      conflictCheckedAt: iso(r.conflictCheckedAt),
      createdAt: r.createdAt.toISOString(),
      history: history
        .filter((h) => h.consultationId === r.id)
        .map((h) => ({ field: h.field, oldValue: h.oldValue, newValue: h.newValue, changedByName: h.changedByName, changedAt: h.changedAt.toISOString() })),
      contacts: contacts
        .filter((c) => c.consultationId === r.id)
        .map((c) => ({ channel: c.channel, result: c.result, note: c.note, nextContactAt: iso(c.nextContactAt), createdByName: c.createdByName, createdAt: c.createdAt.toISOString() })),
      smsConsent: r.smsConsent,
      smsConsentAt: iso(r.smsConsentAt),
      messages: messages
        .filter((m) => m.consultationId === r.id)
        .map((m) => ({ kind: m.kind, channel: m.channel, recipient: m.recipient, body: m.body, status: m.status, createdAt: m.createdAt.toISOString(), sentAt: iso(m.sentAt) })),
    }));
  }

  return {
    /** Every request of the person, with its history. */
    async search(lookup: SubjectLookup, actor: Actor): Promise<SubjectRecord[]> {
      const records = await recordsOf(await storage.find(lookup));
      await accessLog.record(actor, { action: "subject-search", detail: `${maskContact(lookup)} · ${records.length}건` });
      return records;
    },

    /** The file for the person: every stored field of every request. 404 when there is none. */
    async export(lookup: SubjectLookup, actor: Actor): Promise<{ filename: string; text: string; count: number }> {
      const records = await recordsOf(await storage.find(lookup));
      if (records.length === 0) throw new NotFoundError("해당 연락처로 보관 중인 상담 신청이 없습니다.");
      const now = clock();
      await accessLog.record(actor, { action: "subject-export", detail: `${maskContact(lookup)} · ${records.length}건 열람 자료` });
      return { filename: `personal-data-${seoulDate(now)}.txt`, text: formatSubjectExport(records, now, await officeName()), count: records.length };
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
        if (before.email && before.email !== updated.email) await outbound.cancelPendingTo(id, "email", before.email, CANCELLED_BY_CORRECTION);
        const fields = Object.keys(patch).map((k) => CORRECTION_LABELS[k as keyof typeof CORRECTION_LABELS]);
        await accessLog.record(actor, { action: "subject-correct", consultationId: id, detail: clip(`정정: ${fields.join("·")} · 사유: ${input.reason}`) }, tx);
        return updated;
      });
      const [record] = await recordsOf([row]);
      return record;
    },

    /** Destroys every request of the person now, with the reason; 404 when there is none. */
    async destroy(lookup: SubjectLookup, reason: string, actor: Actor): Promise<number> {
      return db.transaction(async (tx) => {
        const count = await createSubjectRequestsStorage(tx).destroy(lookup);
        if (count === 0) throw new NotFoundError("해당 연락처로 보관 중인 상담 신청이 없습니다.");
        await createRetentionStorage(tx).recordDestruction({ rule: "data-subject-request", count, detail: clip(reason), createdAt: clock() });
        await accessLog.record(actor, { action: "subject-destroy", detail: clip(`${maskContact(lookup)} · ${count}건 파기 · 사유: ${reason}`) }, tx);
        return count;
      });
    },

    /** The latest destruction records (by the retention periods and on request). */
    async destructions(): Promise<DestructionRecordItem[]> {
      const rows = await createRetentionStorage(db).latestDestructions(100);
      return rows.map((r) => ({ id: r.id, rule: r.rule, count: r.count, detail: r.detail, createdAt: r.createdAt.toISOString() }));
    },
  };
}
export type SubjectRequestsService = ReturnType<typeof createSubjectRequestsService>;
