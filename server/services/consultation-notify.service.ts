// Tells the office about each new request by e-mail. The request is stored first; sending happens
// afterwards and is retried with backoff (1, 2, 4 … minutes, 8 attempts), so a mail failure never
// fails or loses a submission. Rows are claimed with SKIP LOCKED, so several instances can run this.
//
// The e-mail passes through the mail provider and sits in a mailbox outside the back office's access control
// and destruction job, so it carries nothing about the person: the request number, the urgency, the time and
// a link. Name, phone, case type and content are read in the back office (the privacy policy says so).
import { formatKoreanDateTime } from "@shared/lib/dates";
import { requestNumberLabel, URGENCY_LABELS } from "@shared/intake/labels";
import { absoluteUrl, paths } from "@shared/pages/page-map";
import type { Consultation } from "@shared/schema";
import type { OfficeFacts } from "@shared/office/office-placeholders";
import { SAMPLE_SITE_SETTINGS } from "@shared/office/site-settings";
import type { Db } from "../db";
import { describeError, logger } from "../lib/logger";
import { createSweeper } from "../lib/sweeper";
import { batchSize, type IntakeActivity } from "../lib/intake-activity";
import type { Mailer } from "../lib/mailer";
import { createConsultationsStorage } from "../storage/consultations.storage";

const MAX_ATTEMPTS = 8;
const SWEEP_MS = 60_000;
/** Requests claimed at once; their e-mails are recorded as sent together. */
const BATCH = 25;

export interface ConsultationNotifier {
  /** Sends what is due now, in the background. */
  trigger(): void;
  /** Sends what is due now and resolves when done (tests, shutdown). */
  flush(): Promise<void>;
  /** How many notifications are not sent yet (the metrics' queue depth). */
  pending(): Promise<number>;
  /** Stops at a safe point: no new sweep, the send under way finishes (or fails and stays due), then the mailer closes. */
  stop(): Promise<void>;
}

export function notificationSubject(c: Pick<Consultation, "id" | "urgency">): string {
  const marker = c.urgency === "emergency" ? "[매우 긴급] " : c.urgency === "urgent" ? "[긴급] " : "";
  return `${marker}새 상담 신청(${requestNumberLabel(c.id)})`;
}

/** `officeName`: the office as saved in its settings (the signature). */
export function notificationText(
  c: Pick<Consultation, "id" | "urgency" | "createdAt">,
  siteUrl: string,
  officeName = SAMPLE_SITE_SETTINGS.officeName,
): string {
  return [
    `새 상담 신청이 접수되었습니다 (${requestNumberLabel(c.id)}).`,
    "",
    `접수 시각: ${formatKoreanDateTime(c.createdAt)}`,
    `긴급도: ${URGENCY_LABELS[c.urgency as keyof typeof URGENCY_LABELS] ?? c.urgency}`,
    "",
    "신청인의 이름, 연락처, 사건 유형과 상담 내용은 메일에 담지 않습니다. 관리자 화면에서 확인해주세요:",
    absoluteUrl(siteUrl, paths.admin()),
    "",
    `— ${officeName} 홈페이지`,
  ].join("\n");
}

export function createConsultationNotifier(
  db: Db,
  mailer: Mailer | undefined,
  /** Where the office's alerts go: fixed, or read at each sweep (the back office's settings may change it). */
  notifyEmail: string | undefined | (() => Promise<string | undefined>),
  siteUrl: string,
  hooks: { onFailure?: () => void; office?: () => Promise<OfficeFacts>; activity?: IntakeActivity } = {},
): ConsultationNotifier {
  const storage = createConsultationsStorage(db);

  async function sendDue(): Promise<void> {
    const to = typeof notifyEmail === "function" ? await notifyEmail() : notifyEmail;
    if (!mailer || !to || !(await mailer.configured())) return;
    while (!sweeper.stopped) {
      const quiet = (await hooks.activity?.quiet()) ?? true;
      const due = await storage.claimDueNotifications(batchSize(quiet, BATCH), MAX_ATTEMPTS);
      if (due.length === 0) return;
      const officeName = (await hooks.office?.())?.officeName ?? SAMPLE_SITE_SETTINGS.officeName;
      const sent: number[] = [];
      // Together over the mailer's pooled connections.
      await Promise.all(
        due.map(async (c) => {
          try {
            await mailer.send({ to, subject: notificationSubject(c), text: notificationText(c, siteUrl, officeName) });
            sent.push(c.id);
            logger.info("consultation notification sent", { consultationId: c.id, attempt: c.notifyAttempts });
          } catch (err) {
            hooks.onFailure?.();
            logger.warn("consultation notification failed; will retry", {
              consultationId: c.id,
              attempt: c.notifyAttempts,
              ...describeError(err),
            });
          }
        }),
      );
      // One statement records the batch; a crash before it re-sends at most this batch after its backoff.
      await storage.markNotified(sent);
    }
  }

  // Without a mailer nothing is sent: no timer (trigger and flush then find nothing to do).
  const sweeper = createSweeper(sendDue, { name: "notification", everyMs: mailer ? SWEEP_MS : undefined });
  return {
    trigger: sweeper.trigger,
    flush: sweeper.flush,
    pending: () => storage.countUnnotified(MAX_ATTEMPTS),
    stop: async () => {
      await sweeper.stop();
      mailer?.close();
    },
  };
}
