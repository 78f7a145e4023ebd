// Messages about a stored request: the requester's acknowledgement (e-mail; a text with consent) and the urgent
// alert to the attorney's phone. Planned here and queued by the statement that stores the request (a crash right
// after the visitor's 201 cannot lose them; settings that cannot be read are logged, never the visitor's problem),
// with the acknowledgement budgets (docs/consultation-intake.md, "Budgets"). Sent like the office e-mail: claimed
// with SKIP LOCKED (several instances are safe) 25 at a time once intake is quiet, retried after 1, 2, 4 …
// minutes, given up after 8 attempts (status failed). A permanent refusal (the SMS provider's 4xx) fails at once.
// An alert due inside quiet hours waits until they end; alerts are coalesced to one text per interval. A booking
// reminder is never held for quiet hours (its time was moved earlier already) and is skipped once its booking has
// started or is no longer confirmed.
// When a channel is not configured (no SMTP, no SMS provider), its messages are recorded as failed with the
// reason at once, so the request shows that nothing was sent. Logs carry ids and codes, never a recipient or text.
import { createHash, randomBytes } from "node:crypto";
import { DEFAULT_INTAKE_SETTINGS, type IntakeSettings } from "@shared/intake/intake-settings";
import { planIntakeMessages, splitEmailBody } from "@shared/intake/intake-messages";
import type { OfficeFacts } from "@shared/office/office-placeholders";
import { formatPhone } from "@shared/lib/phone";
import type { Urgency } from "@shared/intake/options";
import { alertSendAt } from "@shared/intake/quiet-hours";
import type { Consultation } from "@shared/schema";
import type { Db } from "../db";
import { batchSize, type IntakeActivity } from "../lib/intake-activity";
import { systemClock, type Clock } from "../lib/clock";
import { describeError, logger } from "../lib/logger";
import { createSweeper } from "../lib/sweeper";
import type { Mailer } from "../lib/mailer";
import { SmsSendError, type SmsSender } from "../lib/sms";
import type { IntakeMessage } from "../storage/intake-submit.storage";
import { createOutboundMessagesStorage, type ClaimedMessage } from "../storage/outbound-messages.storage";

export const OUTBOUND_MAX_ATTEMPTS = 8;
const SWEEP_MS = 60_000;
/** Messages claimed at once; their results are recorded together, once the batch is sent. */
const BATCH = 25;
export const SMS_NOT_CONFIGURED = "문자 발송이 설정되지 않아 보내지 않았습니다";
export const EMAIL_NOT_CONFIGURED = "메일 서버가 설정되지 않아 보내지 않았습니다";
/** Stored on a booking reminder not sent because its booking has started (or is no longer confirmed). */
export const REMINDER_TOO_LATE = "예약 시각이 지났거나 예약이 확정 상태가 아니어서 보내지 않았습니다";
/** Stored on an acknowledgement skipped for the site-wide hourly budget (a repeat of the request finds it by it). */
export const ACK_BUDGET_REASON = "사이트 전체의 시간당 접수 확인 한도를 넘어 보내지 않았습니다";
/** Stored on an acknowledgement skipped because its recipient already had one within the window. */
export function ackAlreadySentReason(channel: "email" | "sms", hours: number): string {
  return channel === "email"
    ? `같은 이메일 주소로 ${hours}시간 안에 접수 확인을 이미 보내 다시 보내지 않았습니다`
    : `같은 휴대전화 번호로 ${hours}시간 안에 접수 확인 문자를 이미 보내 다시 보내지 않았습니다`;
}
/** The key prefix of the per-recipient acknowledgement counters in `rate_limits` (purged after a day). */
export const ACK_COUNTER_PREFIX = "consult-ack:";

export interface OutboundDeps {
  mailer?: Mailer;
  sms?: SmsSender;
  clock?: Clock;
  intake: () => Promise<IntakeSettings>;
  office: () => Promise<OfficeFacts>;
  /** Counts a failed e-mail attempt (the metrics' mail failures; texts are not mail). */
  onMailFailure?: () => void;
  /** While requests arrive, each claim waits for a quiet moment (intake first). */
  activity?: IntakeActivity;
}

type NewRequest = Pick<Consultation, "phone" | "email" | "urgency" | "smsConsent">;

/** What storing a request needs from the settings, read from their cache (no statement of its own). */
export interface IntakePlan {
  limits: IntakeSettings["limits"];
  /** The office phone as shown ("" when the settings cannot be read). */
  officePhone: string;
  /** Where the request's number goes in a body (known once the row is inserted). */
  marker: string;
  /** The request's messages: acknowledgements with their per-recipient counter, the urgent alert. */
  messages(request: NewRequest): IntakeMessage[];
}

export interface OutboundMessages {
  /**
   * The settings and office facts that planning a request's messages needs (cached per content version). When
   * they cannot be read: logged, and the request is stored without messages under the default limits.
   */
  prepare(): Promise<IntakePlan>;
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

/** The per-recipient counter's key: a hash, so the counters table holds no address or number. */
function recipientKey(channel: "email" | "sms", recipient: string): string {
  const normal = channel === "email" ? recipient.trim().toLowerCase() : recipient;
  return `${ACK_COUNTER_PREFIX}${channel}:${createHash("sha256").update(normal).digest("hex").slice(0, 32)}`;
}

/** One text for the alerts due together: the first's own text, or "긴급 신청 3건" with their numbers. */
function coalescedAlertText(alerts: Array<{ consultationId: number; urgency: Urgency; body: string }>): string {
  if (alerts.length === 1) return alerts[0].body;
  const marker = alerts.some((a) => a.urgency === "emergency") ? "[매우 긴급]" : "[긴급]";
  return `${marker} 긴급 신청 ${alerts.length}건 (접수번호 ${alerts.map((a) => a.consultationId).join(", ")}) — 관리자 화면에서 확인해주세요`;
}

export function createOutboundMessages(db: Db, deps: OutboundDeps): OutboundMessages {
  const storage = createOutboundMessagesStorage(db);
  const now = deps.clock ?? systemClock;
  const marker = `\u27e6${randomBytes(6).toString("hex")}\u27e7`;

  async function prepare(): Promise<IntakePlan> {
    let intake: IntakeSettings, office: OfficeFacts, mailReady: boolean, smsReady: boolean;
    try {
      [intake, office, mailReady, smsReady] = await Promise.all([
        deps.intake(),
        deps.office(),
        deps.mailer ? deps.mailer.configured() : false,
        deps.sms ? deps.sms.configured() : false,
      ]);
    } catch (err) {
      logger.error("outbound messages not queued: settings unavailable", describeError(err));
      return { limits: DEFAULT_INTAKE_SETTINGS.limits, officePhone: "", marker, messages: () => [] };
    }
    return {
      limits: intake.limits,
      officePhone: formatPhone(office.phone),
      marker,
      messages(request) {
        const planned = planIntakeMessages(
          { id: marker, phone: request.phone, email: request.email, urgency: request.urgency as Urgency, smsConsent: request.smsConsent },
          intake,
          office,
          now(),
        );
        return planned.map((m): IntakeMessage => {
          const configured = m.channel === "sms" ? smsReady : mailReady;
          const ackChannel = m.kind === "ack_email" ? "email" : m.kind === "ack_sms" ? "sms" : undefined;
          return {
            kind: m.kind,
            channel: m.channel,
            recipient: m.recipient,
            body: m.body,
            nextAttemptAt: m.nextAttemptAt,
            failedReason: configured ? null : m.channel === "sms" ? SMS_NOT_CONFIGURED : EMAIL_NOT_CONFIGURED,
            ack: ackChannel
              ? {
                  key: recipientKey(ackChannel, m.recipient),
                  alreadyReason: ackAlreadySentReason(ackChannel, intake.limits.ackPerRecipientHours),
                }
              : null,
          };
        });
      },
    };
  }

  async function deliver(m: { channel: string; recipient: string; body: string }): Promise<string | null> {
    if (m.channel === "sms") {
      if (!deps.sms) throw new SmsSendError(SMS_NOT_CONFIGURED, false);
      return (await deps.sms.send({ to: m.recipient, text: m.body })).messageId;
    }
    if (!deps.mailer) throw new SmsSendError(EMAIL_NOT_CONFIGURED, false);
    const { subject, text } = splitEmailBody(m.body);
    await deps.mailer.send({ to: m.recipient, subject, text });
    return null;
  }

  /** Sends `group` (one message, or alerts coalesced into one text); records a failure at once, a success in `sent`. */
  async function attempt(group: ClaimedMessage[], body: string, sent: Array<{ id: number; providerId: string | null }>): Promise<void> {
    const first = group[0];
    try {
      const providerId = await deliver({ channel: first.channel, recipient: first.recipient, body });
      for (const m of group) {
        sent.push({ id: m.id, providerId });
        logger.info("outbound message sent", { messageId: m.id, consultationId: m.consultationId, kind: m.kind, attempt: m.attempts });
      }
    } catch (error) {
      for (const m of group) {
        const log = { messageId: m.id, consultationId: m.consultationId, kind: m.kind, attempt: m.attempts };
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

  async function sendDue(): Promise<void> {
    while (!sweeper.stopped) {
      const quiet = (await deps.activity?.quiet()) ?? true;
      const at = now();
      const claimed = await storage.claimDue(at, batchSize(quiet, BATCH), OUTBOUND_MAX_ATTEMPTS);
      if (claimed.length === 0) return;
      const due = await withoutStaleReminders(claimed, at);
      const sent: Array<{ id: number; providerId: string | null }> = [];
      // E-mails of the batch go out together over the mailer's pooled connections; texts one after another.
      await Promise.all(due.filter((m) => m.channel === "email").map((m) => attempt([m], m.body, sent)));
      // Texts other than alerts are not held for quiet hours: a booking reminder's time was already moved earlier.
      for (const m of due) if (m.channel === "sms" && m.kind !== "urgent_alert") await attempt([m], m.body, sent);
      const alerts = due.filter((m) => m.kind === "urgent_alert");
      if (alerts.length > 0) await sendAlerts(alerts, at, sent);
      // One statement records the batch; a crash before it re-sends at most this batch after its backoff.
      await storage.markSentMany(sent, now());
    }
  }

  /** Drops (as skipped) the claimed booking reminders whose booking has started or is no longer confirmed. */
  async function withoutStaleReminders(claimed: ClaimedMessage[], at: Date): Promise<ClaimedMessage[]> {
    const reminders = claimed.filter((m) => m.kind === "booking_reminder").map((m) => m.id);
    if (reminders.length === 0) return claimed;
    const skipped = new Set(await storage.skipStaleReminders(reminders, at, REMINDER_TOO_LATE));
    return claimed.filter((m) => !skipped.has(m.id));
  }

  /**
   * Urgent alerts: quiet hours as set now (a retry or a changed setting may fall inside them), and at most one
   * text per `alertEveryMinutes` to the attorney: alerts due sooner wait for the end of that interval and then go
   * together as one text ("긴급 신청 3건").
   */
  async function sendAlerts(alerts: ClaimedMessage[], at: Date, sent: Array<{ id: number; providerId: string | null }>): Promise<void> {
    const intake = await deps.intake();
    const ready: ClaimedMessage[] = [];
    for (const m of alerts) {
      const release = alertSendAt(at, m.urgency, intake.quietHours);
      if (release.getTime() > at.getTime()) {
        await storage.postpone([m.id], release);
        logger.info("urgent alert held for quiet hours", {
          messageId: m.id,
          consultationId: m.consultationId,
          until: release.toISOString(),
        });
      } else ready.push(m);
    }
    if (ready.length === 0) return;
    const last = await storage.lastAlertSentAt();
    const next = last ? new Date(last.getTime() + intake.limits.alertEveryMinutes * 60_000) : at;
    if (next.getTime() > at.getTime()) {
      await storage.postpone(
        ready.map((m) => m.id),
        next,
      );
      logger.info("urgent alerts held to coalesce", { count: ready.length, until: next.toISOString() });
      return;
    }
    const byRecipient = new Map<string, ClaimedMessage[]>();
    for (const m of ready) byRecipient.set(m.recipient, [...(byRecipient.get(m.recipient) ?? []), m]);
    for (const group of byRecipient.values()) await attempt(group, coalescedAlertText(group), sent);
  }

  const sweeper = createSweeper(sendDue, { name: "outbound", everyMs: SWEEP_MS });
  return {
    prepare,
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
