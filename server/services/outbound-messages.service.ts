// Messages about a stored request: the requester's acknowledgement (e-mail; a text with consent) and the urgent
// alert to the attorney's phone. Queued in the transaction that stores the request (a crash right after the
// visitor's 201 cannot lose them; settings that cannot be read are logged, never the visitor's problem), and sent
// like the office e-mail: claimed with SKIP LOCKED (several instances are safe), retried after 1, 2, 4 … minutes,
// given up after 8 attempts (status failed). A permanent refusal (the SMS provider's 4xx) fails at once. An alert
// due inside quiet hours waits until they end.
// When a channel is not configured (no SMTP, no SMS provider), its messages are recorded as failed with the
// reason at once, so the request shows that nothing was sent. Logs carry ids and codes, never a recipient or text.
import type { IntakeSettings } from "@shared/intake/intake-settings";
import { planIntakeMessages, splitEmailBody } from "@shared/intake/intake-messages";
import type { OfficeFacts } from "@shared/office/office-placeholders";
import type { Urgency } from "@shared/intake/options";
import { alertSendAt } from "@shared/intake/quiet-hours";
import type { Consultation } from "@shared/schema";
import type { Db, Executor } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { describeError, logger } from "../lib/logger";
import { createSweeper } from "../lib/sweeper";
import type { Mailer } from "../lib/mailer";
import { SmsSendError, type SmsSender } from "../lib/sms";
import { createOutboundMessagesStorage, type ClaimedMessage, type NewOutboundMessage } from "../storage/outbound-messages.storage";

export const OUTBOUND_MAX_ATTEMPTS = 8;
const SWEEP_MS = 60_000;
export const SMS_NOT_CONFIGURED = "문자 발송이 설정되지 않아 보내지 않았습니다";
export const EMAIL_NOT_CONFIGURED = "메일 서버가 설정되지 않아 보내지 않았습니다";

export interface OutboundDeps {
  mailer?: Mailer;
  sms?: SmsSender;
  clock?: Clock;
  intake: () => Promise<IntakeSettings>;
  office: () => Promise<OfficeFacts>;
  /** Counts a failed e-mail attempt (the metrics' mail failures; texts are not mail). */
  onMailFailure?: () => void;
}

type NewRequest = Pick<Consultation, "id" | "phone" | "email" | "urgency" | "smsConsent">;

/** Stores a new request's messages with `tx`, the transaction that stores the request. */
export type QueueInTransaction = (tx: Executor, request: NewRequest) => Promise<void>;

export interface OutboundMessages {
  /**
   * Reads what planning a request's messages needs (the intake settings and the office's facts) before the
   * request's transaction opens (the embedded database has one connection, which the transaction holds).
   * Undefined when they cannot be read: logged, and the request is stored without messages.
   */
  prepareQueue(): Promise<QueueInTransaction | undefined>;
  /** Sends what is due now, in the background. */
  trigger(): void;
  /** Sends what is due now and resolves when done (tests, shutdown). */
  flush(): Promise<void>;
  /** Messages not sent yet and not given up on. */
  pending(): Promise<number>;
  /** Stops at a safe point: no new sweep; the send under way finishes. */
  stop(): Promise<void>;
}

/** An error as stored on the message and logged: codes only (a mail server's message may quote the address). */
function errorText(error: unknown): string {
  if (error instanceof SmsSendError) return error.message;
  const e = error as { responseCode?: number; code?: string };
  return `메일 발송 실패 (${e.responseCode ?? e.code ?? "오류"})`;
}

export function createOutboundMessages(db: Db, deps: OutboundDeps): OutboundMessages {
  const storage = createOutboundMessagesStorage(db);
  const now = deps.clock ?? systemClock;

  async function prepareQueue(): Promise<QueueInTransaction | undefined> {
    let intake: IntakeSettings, office: OfficeFacts;
    try {
      [intake, office] = await Promise.all([deps.intake(), deps.office()]);
    } catch (err) {
      logger.error("outbound messages not queued: settings unavailable", describeError(err));
      return undefined;
    }
    return async (tx, request) => {
      const planned = planIntakeMessages(
        { id: request.id, phone: request.phone, email: request.email, urgency: request.urgency as Urgency, smsConsent: request.smsConsent },
        intake,
        office,
        now(),
      );
      const rows: NewOutboundMessage[] = planned.map((m) => {
        const configured = m.channel === "sms" ? Boolean(deps.sms) : Boolean(deps.mailer);
        const row: NewOutboundMessage = { consultationId: request.id, kind: m.kind, channel: m.channel, recipient: m.recipient, body: m.body, nextAttemptAt: m.nextAttemptAt };
        return configured ? row : { ...row, status: "failed", lastError: m.channel === "sms" ? SMS_NOT_CONFIGURED : EMAIL_NOT_CONFIGURED };
      });
      const inserted = await createOutboundMessagesStorage(tx).insert(rows);
      logger.info("outbound messages queued", { consultationId: request.id, count: inserted, kinds: planned.map((m) => m.kind).join(",") });
    };
  }

  async function deliver(m: ClaimedMessage): Promise<string | null> {
    if (m.channel === "sms") {
      if (!deps.sms) throw new SmsSendError(SMS_NOT_CONFIGURED, false);
      return (await deps.sms.send({ to: m.recipient, text: m.body })).messageId;
    }
    if (!deps.mailer) throw new SmsSendError(EMAIL_NOT_CONFIGURED, false);
    const { subject, text } = splitEmailBody(m.body);
    await deps.mailer.send({ to: m.recipient, subject, text });
    return null;
  }

  async function sendDue(): Promise<void> {
    while (!sweeper.stopped) {
      const at = now();
      const due = await storage.claimDue(at, 10, OUTBOUND_MAX_ATTEMPTS);
      if (due.length === 0) return;
      const intake = due.some((m) => m.kind === "urgent_alert") ? await deps.intake() : undefined;
      for (const m of due) {
        const log = { messageId: m.id, consultationId: m.consultationId, kind: m.kind, attempt: m.attempts };
        if (m.kind === "urgent_alert" && intake) {
          // Quiet hours as set now: a retry (or a changed setting) may fall inside them.
          const release = alertSendAt(at, m.urgency, intake.quietHours);
          if (release.getTime() > at.getTime()) {
            await storage.postpone(m.id, release);
            logger.info("urgent alert held for quiet hours", { ...log, until: release.toISOString() });
            continue;
          }
        }
        try {
          const providerId = await deliver(m);
          await storage.markSent(m.id, now(), providerId);
          logger.info("outbound message sent", log);
        } catch (error) {
          if (m.channel === "email") deps.onMailFailure?.();
          const final = (error instanceof SmsSendError && !error.retry) || m.attempts >= OUTBOUND_MAX_ATTEMPTS;
          const text = errorText(error);
          await storage.markAttemptFailed(m.id, text, final);
          logger.warn(final ? "outbound message failed; given up" : "outbound message failed; will retry", {
            ...log,
            ...(error instanceof SmsSendError ? { error: text } : describeMailError(error)),
          });
        }
      }
    }
  }

  const sweeper = createSweeper(sendDue, { name: "outbound", everyMs: SWEEP_MS });
  return {
    prepareQueue,
    trigger: sweeper.trigger,
    flush: sweeper.flush,
    pending: () => storage.countPending(OUTBOUND_MAX_ATTEMPTS),
    stop: sweeper.stop,
  };
}

/** A mail error for the log: its codes, not its message (which may quote the recipient). */
function describeMailError(error: unknown): Record<string, unknown> {
  const e = error as { name?: string; responseCode?: number; code?: string };
  return { error: e.name ?? "Error", responseCode: e.responseCode, code: e.code };
}
