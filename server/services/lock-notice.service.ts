// E-mails to the office about sign-in locks on an administrator account. Only a name that is an account gets
// one (the limiter never reports a made-up name), and at most one e-mail an hour: the first lock waits a short
// gathering time so a burst arrives as one summary, later locks wait for the hour to pass and arrive together.
// Each line carries the time, the source address and how long the lock lasts; never the name tried or a password.
// The authenticator-code lock (too many wrong codes on one account) is mailed at once: only someone who has the
// password can cause it, which is an incident in itself.
import { formatKoreanDateTime } from "@shared/lib/dates";
import { absoluteUrl, paths } from "@shared/pages/page-map";
import type { Db } from "../db";
import { describeError, logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import { createRateLimitsStorage } from "../storage/rate-limits.storage";
import type { AuthenticatorLockEvent, LockEvent } from "./login-limit.service";

const HOUR = 60 * 60_000;
/** The key of the shared "last lock notice" counter: instances sharing the database send one an hour together. */
const LOCK_NOTICE_KEY = "lock-notice:office";

export const LOCK_NOTICE_SUBJECT = "[보안] 관리자 계정 로그인 잠김 알림";
export const AUTHENTICATOR_LOCK_SUBJECT = "[보안] 관리자 계정 인증 코드 잠김 알림";

interface Noted {
  event: LockEvent;
  at: Date;
}

function lockNoticeText(locks: Noted[], siteUrl: string): string {
  const lines = locks.map(({ event, at }) => {
    const minutes = Math.round((event.lockedUntil.getTime() - at.getTime()) / 60_000);
    return `- ${formatKoreanDateTime(at)} · 접속 주소(IP) ${event.ip} · 이 주소에서 ${minutes}분 동안 잠금 (연속 ${event.failures}회 실패)`;
  });
  return [
    `관리자 계정의 로그인이 잠겼습니다 (${locks.length}건).`,
    "",
    ...lines,
    "",
    "본인이 시도한 것이 아니라면 다른 사람이 관리자 계정의 비밀번호를 추측하고 있을 수 있습니다.",
    "이 알림은 1시간에 한 번까지만 보내며, 그 사이의 잠금은 다음 알림에 모아 보냅니다.",
    `다른 주소에서는 그대로 로그인할 수 있습니다. 로그인 후 계정 보안 탭에서 로그인 기록을 확인하고, 필요하면 비밀번호를 바꿔주세요: ${absoluteUrl(siteUrl, paths.auth())}`,
  ].join("\n");
}

function authenticatorLockText(event: AuthenticatorLockEvent, now: Date, siteUrl: string): string {
  return [
    "관리자 계정에 틀린 인증 코드가 여러 번 입력되어, 이 계정은 1시간 동안 인증 앱 코드를 받지 않습니다.",
    "",
    `- 시각: ${formatKoreanDateTime(now)}`,
    `- 마지막 시도의 접속 주소(IP): ${event.ip}`,
    `- 1시간 동안 틀린 인증 코드: ${event.failures}회`,
    `- 해제: ${formatKoreanDateTime(event.lockedUntil)}`,
    "",
    "인증 코드 단계는 비밀번호가 맞아야 나옵니다. 본인이 시도한 것이 아니라면 비밀번호가 알려졌을 수 있으니 바로 비밀번호를 바꿔주세요.",
    `그동안에도 복구 코드로는 로그인할 수 있습니다: ${absoluteUrl(siteUrl, paths.auth())}`,
  ].join("\n");
}

export interface LockNoticeOptions {
  clock?: () => Date;
  /** How long the first lock waits for others of the same burst before the e-mail goes (ms). */
  gatherMs?: number;
  /** The least time between two lock e-mails (ms). */
  gapMs?: number;
  /** Shares the "one an hour" rule with other instances through `rate_limits`. */
  db?: Db;
}

/** The limiter's `onLock` and `onAuthenticatorLock`: mails the office (when mail is set up). */
export function createLockNotices(
  mailer: Mailer,
  /** The office's address: fixed, or read at each send (the back office's settings may change it). */
  to: string | (() => Promise<string | undefined>),
  siteUrl: string,
  options: LockNoticeOptions = {},
) {
  const address = async () => (typeof to === "function" ? await to() : to);
  const { clock = () => new Date(), gatherMs = 60_000, gapMs = HOUR, db } = options;
  const counters = db ? createRateLimitsStorage(db) : undefined;
  let queued: Noted[] = [];
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (timer || stopped) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        void send().catch((err) => logger.warn("lock notice failed", describeError(err)));
      },
      Math.max(0, delayMs),
    );
    timer.unref();
  };

  async function send(): Promise<void> {
    if (queued.length === 0) return;
    const now = clock();
    if (counters) {
      // Another instance may have sent one within the hour: then wait for its hour to pass.
      const { count, windowStart } = await counters.hit(LOCK_NOTICE_KEY, now, gapMs);
      if (count > 1) {
        schedule(windowStart.getTime() + gapMs - now.getTime());
        return;
      }
    }
    const locks = queued;
    queued = [];
    lastSentAt = now.getTime();
    const recipient = await address();
    if (!recipient || !(await mailer.configured())) return;
    await mailer.send({ to: recipient, subject: LOCK_NOTICE_SUBJECT, text: lockNoticeText(locks, siteUrl) });
  }

  return {
    onLock(event: LockEvent): void {
      const now = clock();
      queued.push({ event, at: now });
      schedule(Math.max(gatherMs, lastSentAt + gapMs - now.getTime()));
    },
    async onAuthenticatorLock(event: AuthenticatorLockEvent): Promise<void> {
      const recipient = await address();
      if (!recipient || !(await mailer.configured())) return;
      await mailer.send({ to: recipient, subject: AUTHENTICATOR_LOCK_SUBJECT, text: authenticatorLockText(event, clock(), siteUrl) });
    },
    /** Sends what is gathered now, whatever the timer (tests; the timer's own turn otherwise). */
    async flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await send();
    },
    /** Stops the timer (at shutdown: locks still gathered are in the log only). */
    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
