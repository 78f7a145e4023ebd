// Consultation intake: every request is committed before the visitor hears "received", together with the
// messages it queues (the acknowledgement, the urgent alert), so a crash after the answer loses neither. The
// repeat check, the limits and the writes are one statement (intake-submit.storage.ts); the settings it needs
// are read from the per-content-version cache, so a submission is one round trip to the database.
//
// Budgets for what the public form can trigger (docs/consultation-intake.md, "Budgets"): past the site-wide
// ceiling of new requests the form answers 429 and nothing is stored; past the hourly acknowledgement budget the
// request is stored, its acknowledgement is stored as skipped, and the 201 says that none was sent.
import { attributedArticleSlug } from "@shared/intake/attribution";
import { acknowledgementTextAllowed } from "@shared/intake/contact-preferences";
import type { OutboundKind } from "@shared/intake/options";
import { withParticle } from "@shared/lib/korean-particles";
import { CONSENT_VERSION } from "@shared/privacy/consent";
import type { ConsultationRequest } from "@shared/intake/consultation-input";
import type { Db, Executor } from "../db";
import { BadRequestError, TooManyRequestsError } from "../lib/errors";
import type { IntakeActivity } from "../lib/intake-activity";
import { createConsultationsStorage } from "../storage/consultations.storage";
import { createBatchedIntakeSubmitStorage, createIntakeSubmitStorage } from "../storage/intake-submit.storage";
import type { ConsultationNotifier } from "./consultation-notify.service";
import { ACK_BUDGET_REASON, type IntakePlan, type OutboundMessages } from "./outbound-messages.service";

const CONSULTATION_RECEIVED_MESSAGE = "상담 신청이 접수되었습니다. 변호사가 내용을 확인한 뒤 남겨주신 연락처로 연락드리겠습니다.";

/** Stored, but the acknowledgement was not sent (the site-wide hourly budget): the visitor must know. */
function receivedWithoutAcknowledgement(officePhone: string): string {
  return `상담 신청이 접수되었습니다. 다만 지금은 접수 확인 메시지를 보내드리지 못했습니다. 변호사가 내용을 확인한 뒤 남겨주신 연락처로 연락드리겠습니다.${officePhone ? ` 급하시면 ${withParticle(officePhone, "으로/로")} 전화해주세요.` : ""}`;
}

/** Nothing stored: the site-wide ceiling of new requests. */
function siteBusyMessage(officePhone: string): string {
  return `지금 상담 신청이 많아 접수하지 못했습니다(신청 내용은 저장되지 않았습니다). 몇 분 후 다시 시도하시거나${officePhone ? ` ${withParticle(officePhone, "으로/로")}` : ""} 전화해주세요.`;
}

export interface SubmissionLimiter {
  /** The per-address counter of this client (bumped by the statement that stores the request). */
  counter(clientKey: string): { key: string; max: number; windowMs: number };
  /** The 429 for a client over its limit, whose window began at `windowStart`. */
  refusal(windowStart: Date, now: Date): TooManyRequestsError;
}

export interface SubmitResult {
  id: number;
  repeated: boolean;
  /** The acknowledgement was stored as skipped for the site-wide budget. */
  acknowledgementSkipped: boolean;
  /** Which acknowledgements were queued to the requester (or already sent, for a repeat): the visitor is told only of these. */
  acknowledgements: Acknowledgements;
  message: string;
}

export interface Acknowledgements {
  email: boolean;
  sms: boolean;
}

function acknowledgementsOf(queued: readonly OutboundKind[]): Acknowledgements {
  return { email: queued.includes("ack_email"), sms: queued.includes("ack_sms") };
}

export function createConsultationsService(
  db: Db,
  deps: {
    notifier: ConsultationNotifier;
    limiter: SubmissionLimiter;
    outbound: Pick<OutboundMessages, "prepare" | "trigger">;
    /** Told of each request, so the senders give way while requests arrive. */
    activity?: IntakeActivity;
    onCreated?: () => void;
  },
) {
  const storage = createConsultationsStorage(db);
  // The submissions that arrive together are stored by one statement (group commit, on both databases: see the storage).
  const submitStorage = createBatchedIntakeSubmitStorage(db);
  /** Wakes the office notifier and the message sender (after a commit that stored a request). */
  const wake = () => {
    deps.notifier.trigger();
    deps.outbound.trigger();
  };
  return {
    wake,
    /** What a submission needs from the settings, read ahead of a transaction that must not wait for the database. */
    plan: () => deps.outbound.prepare(),
    /**
     * Stores a request. With `within`, its statement runs in the caller's transaction (a booking stores its request
     * and its time together) with the plan read before it opened (the embedded database has one connection: a read
     * outside the transaction would wait for it forever), and the senders are not woken: the caller calls `wake()`
     * once it has committed.
     */
    async submit(
      input: ConsultationRequest,
      client: { ip: string },
      within?: { executor: Executor; plan: IntakePlan },
    ): Promise<SubmitResult> {
      if (input.website) {
        throw new BadRequestError("요청을 처리할 수 없습니다. 전화로 문의해주세요.", "REJECTED");
      }
      // The senders make way for requests while they arrive (they resume at full speed when intake is quiet).
      const stored = deps.activity?.arrived();
      try {
        return await store(input, client, within);
      } finally {
        stored?.();
      }
    },
  };

  async function store(
    input: ConsultationRequest,
    client: { ip: string },
    within?: { executor: Executor; plan: IntakePlan },
  ): Promise<SubmitResult> {
    const now = new Date();
    const plan = within?.plan ?? (await deps.outbound.prepare());
    const message = (skipped: boolean) => (skipped ? receivedWithoutAcknowledgement(plan.officePhone) : CONSULTATION_RECEIVED_MESSAGE);
    // Where the visit came from is kept only with the visitor's optional consent (ATTRIBUTION_CONSENT).
    const source = (input.sourceAgreed === true && input.source) || {};
    const smsConsent = input.smsConsent === true;
    const preferences = {
      contactMethod: input.contactMethod ?? null,
      avoidTime: input.avoidTime ?? null,
      // The requester's own words go with "직접 입력" only.
      avoidTimeNote: input.avoidTime === "custom" ? (input.avoidTimeNote ?? null) : null,
      noMessages: input.noMessages === true,
    };
    const outcome = await (within ? createIntakeSubmitStorage(within.executor) : submitStorage).submit(
      {
        requestId: input.requestId ?? null,
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
        at: now,
        consentVersion: CONSENT_VERSION,
        smsConsent,
        ...preferences,
        landingPage: source.landingPage ?? null,
        referrer: source.referrer ?? null,
        utmSource: source.utmSource ?? null,
        utmMedium: source.utmMedium ?? null,
        utmCampaign: source.utmCampaign ?? null,
        utmTerm: source.utmTerm ?? null,
        utmContent: source.utmContent ?? null,
        ctaSource: source.ctaSource ?? null,
        articleSlug: attributedArticleSlug(source) ?? null,
      },
      // The acknowledgement text follows the consent and the requester's contact preferences.
      plan.messages({
        phone: input.phone,
        email: input.email ?? null,
        urgency: input.urgency,
        smsConsent: acknowledgementTextAllowed(preferences, smsConsent),
      }),
      plan.marker,
      {
        address: deps.limiter.counter(client.ip),
        requestsPer10Minutes: plan.limits.requestsPer10Minutes,
        ackPerRecipientMs: plan.limits.ackPerRecipientHours * 3_600_000,
        acksPerHour: plan.limits.acksPerHour,
        budgetReason: ACK_BUDGET_REASON,
      },
    );
    switch (outcome.kind) {
      case "repeat":
        // A repeat answers as the first did, and queues nothing: nothing is sent twice.
        return {
          id: outcome.id,
          repeated: true,
          acknowledgementSkipped: outcome.acknowledgementSkipped,
          acknowledgements: acknowledgementsOf(outcome.queued),
          message: message(outcome.acknowledgementSkipped),
        };
      case "address-limited":
        throw deps.limiter.refusal(outcome.windowStart, now);
      case "site-limited":
        throw new TooManyRequestsError(siteBusyMessage(plan.officePhone), 120);
      case "lost-race": {
        // A concurrent repeat of the same requestId won the insert: answer as it did.
        const existing = await (within ? createConsultationsStorage(within.executor) : storage).findByRequestId(input.requestId!);
        if (!existing) throw new Error("consultation insert returned nothing");
        // Its messages are not looked up: the visitor is promised no acknowledgement.
        return {
          id: existing.id,
          repeated: true,
          acknowledgementSkipped: false,
          acknowledgements: acknowledgementsOf([]),
          message: message(false),
        };
      }
      case "created": {
        deps.onCreated?.();
        // The acknowledgement and the alert are sent in the background: the visitor's answer does not wait.
        if (!within) wake();
        const skipped = outcome.messages.some((m) => m.status === "skipped" && m.lastError === ACK_BUDGET_REASON);
        const queued = outcome.messages.filter((m) => m.status === "pending").map((m) => m.kind);
        return {
          id: outcome.id,
          repeated: false,
          acknowledgementSkipped: skipped,
          acknowledgements: acknowledgementsOf(queued),
          message: message(skipped),
        };
      }
    }
  }
}
export type ConsultationsService = ReturnType<typeof createConsultationsService>;
