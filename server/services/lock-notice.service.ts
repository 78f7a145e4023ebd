// An e-mail to the office when a sign-in lock starts: someone failed four times on an administrator's name from
// one address. It carries the time, that address and how long the lock lasts; never the name tried or a password.
import { formatKoreanDateTime } from "@shared/lib/dates";
import { absoluteUrl, paths } from "@shared/pages/page-map";
import type { Mailer } from "../lib/mailer";
import type { LockEvent } from "./login-limit.service";

export function lockNoticeText(event: LockEvent, now: Date, siteUrl: string): string {
  const minutes = Math.round((event.lockedUntil.getTime() - now.getTime()) / 60_000);
  return [
    "관리자 로그인이 잠겼습니다.",
    "",
    `- 시각: ${formatKoreanDateTime(now)}`,
    `- 접속 주소(IP): ${event.ip}`,
    `- 잠금: 이 주소에서 ${minutes}분 동안 (연속 ${event.failures}회 실패)`,
    "",
    "본인이 시도한 것이 아니라면 다른 사람이 비밀번호를 추측하고 있을 수 있습니다.",
    `다른 주소에서는 그대로 로그인할 수 있습니다. 로그인 후 계정 보안 탭에서 로그인 기록을 확인하고, 필요하면 비밀번호를 바꿔주세요: ${absoluteUrl(siteUrl, paths.auth())}`,
  ].join("\n");
}

/** The limiter's `onLock`: mails the office (when mail is set up). */
export function createLockNotice(mailer: Mailer, to: string, siteUrl: string, clock: () => Date = () => new Date()) {
  return async (event: LockEvent): Promise<void> => {
    await mailer.send({ to, subject: "[보안] 관리자 로그인 잠김 알림", text: lockNoticeText(event, clock(), siteUrl) });
  };
}
