// Consultation intake: every request is committed before the visitor hears "received", together with the
// messages it queues (the acknowledgement, the urgent alert), so a crash after the answer loses neither.
import { attributedArticleSlug } from "@shared/intake/attribution";
import { CONSENT_VERSION } from "@shared/privacy/consent";
import type { ConsultationRequest } from "@shared/intake/consultation-input";
import type { Db } from "../db";
import { BadRequestError } from "../lib/errors";
import { createConsultationsStorage } from "../storage/consultations.storage";
import { createPostsStorage } from "../storage/posts.storage";
import type { ConsultationNotifier } from "./consultation-notify.service";
import type { OutboundMessages } from "./outbound-messages.service";

export const CONSULTATION_RECEIVED_MESSAGE = "상담 신청이 접수되었습니다. 변호사가 내용을 확인한 뒤 남겨주신 연락처로 연락드리겠습니다.";

export interface SubmissionLimiter {
  /** Throws TooManyRequestsError when the client has submitted too often. */
  check(clientKey: string): Promise<void>;
}

export function createConsultationsService(db: Db, deps: { notifier: ConsultationNotifier; limiter: SubmissionLimiter; outbound?: Pick<OutboundMessages, "prepareQueue" | "trigger">; onCreated?: () => void }) {
  const storage = createConsultationsStorage(db);
  const posts = createPostsStorage(db);
  return {
    async submit(input: ConsultationRequest, client: { ip: string }): Promise<{ id: number; repeated: boolean }> {
      if (input.website) {
        throw new BadRequestError("요청을 처리할 수 없습니다. 전화로 문의해주세요.", "REJECTED");
      }
      if (input.requestId) {
        const existing = await storage.findByRequestId(input.requestId);
        if (existing) return { id: existing.id, repeated: true };
      }
      await deps.limiter.check(client.ip);
      const now = new Date();
      // Where the visit came from is kept only with the visitor's optional consent (ATTRIBUTION_CONSENT).
      const source = (input.sourceAgreed === true && input.source) || {};
      const articleSlug = attributedArticleSlug(source);
      const sourcePostId = articleSlug ? ((await posts.idBySlug(articleSlug)) ?? null) : null;
      const queueMessages = await deps.outbound?.prepareQueue();
      const fields = {
        requestId: input.requestId,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        age: input.age ?? null,
        caseType: input.caseType,
        currentStatus: input.currentStatus,
        urgency: input.urgency,
        incidentDate: input.incidentDate ?? null,
        content: input.content,
        consultationType: input.consultationType ?? null,
        privacyAgreed: true,
        privacyAgreedAt: now,
        sensitiveAgreed: true,
        sensitiveAgreedAt: now,
        consentVersion: CONSENT_VERSION,
        smsConsent: input.smsConsent === true,
        smsConsentAt: input.smsConsent === true ? now : null,
        landingPage: source.landingPage ?? null,
        referrer: source.referrer ?? null,
        utmSource: source.utmSource ?? null,
        utmMedium: source.utmMedium ?? null,
        utmCampaign: source.utmCampaign ?? null,
        utmTerm: source.utmTerm ?? null,
        utmContent: source.utmContent ?? null,
        ctaSource: source.ctaSource ?? null,
        sourcePostId,
      };
      const row = await db.transaction(async (tx) => {
        const created = await createConsultationsStorage(tx).insertOnce(fields);
        if (created && queueMessages) await queueMessages(tx, created);
        return created;
      });
      if (!row) {
        // A concurrent repeat of the same requestId won the insert: answer as it did.
        const existing = await storage.findByRequestId(input.requestId!);
        return { id: existing!.id, repeated: true };
      }
      deps.onCreated?.();
      deps.notifier.trigger();
      // The acknowledgement and the alert are sent in the background: the visitor's answer does not wait for
      // them. A repeat (above) returns before queueing: nothing twice.
      deps.outbound?.trigger();
      return { id: row.id, repeated: false };
    },
  };
}
export type ConsultationsService = ReturnType<typeof createConsultationsService>;
