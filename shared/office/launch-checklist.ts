// What still stands between an install and a real launch: sample values still shown, protections off, services
// not configured. The back office's first screen lists each item with where it is fixed: a back-office tab for what
// the attorney sets (mail, texts, search-engine codes included), or, for what only the server's host can do (the
// https address, the backup passphrase), the request to send the host, with the variables behind it. A production
// start logs the same list: as warnings, and the items that publish fictional samples to visitors as errors (see
// server/services/launch-checklist.service.ts for why a start does not refuse them).
import { sampleProfileLines, type AttorneyProfile } from "./attorney-profile";
import { SITE_FIELD_LABELS, sampleSiteFields, type SiteSettings } from "./site-settings";

export interface LaunchFacts {
  site: SiteSettings;
  profile: AttorneyProfile;
  /** Published testimonials that are still shipped samples. */
  sampleTestimonials: number;
  /** Titles of the published interviews that are still shipped samples (shown marked "예시"). */
  sampleInterviews: readonly string[];
  /** Administrators without a second factor. */
  adminsWithoutTwoFactor: number;
  /** A mail server is set up (SMTP_URL or the back office's 접수 알림). */
  smtpConfigured: boolean;
  /** An address for the office's alerts (NOTIFY_EMAIL or the back office's). */
  notifyEmail: boolean;
  /** An SMS provider is set up (SMS_* or the back office's). */
  smsConfigured: boolean;
  /** The intake settings' phone for urgent alerts ("" for none). */
  alertPhone: string;
  publicSiteUrl: string;
  verificationTags: boolean;
  backupPassphrase: boolean;
  /** Next year, when it is 1 November or later and the holiday calendar has no row for next year; else null. */
  missingHolidayYear?: number | null;
  /** The scheduled holiday pull due now failed (retrying, or given up): its run and error; else null. */
  holidayPullError?: { run: string; error: string; gaveUp: boolean } | null;
  /** The law watch: off with its reason, or its last success and its last error (when the last run failed). */
  lawWatch?: LawWatchFacts;
}

export interface LawWatchFacts {
  enabled: boolean;
  reason: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
}

type LaunchItemId =
  | "site-samples"
  | "profile-samples"
  | "sample-testimonials"
  | "sample-interviews"
  | "two-factor"
  | "smtp"
  | "sms"
  | "alert-phone"
  | "https"
  | "verification"
  | "backup"
  | "holidays"
  | "holiday-pull"
  | "law-watch";

export interface LaunchItem {
  id: LaunchItemId;
  title: string;
  detail: string;
  /** Where it is fixed: a back-office tab (?tab=…), or the deployment guide (docs/deploy.md) for the host's part. */
  fix: { tab: string; label: string } | { doc: string; label: string };
  /** Visitors see fictional sample content on the public site while this item stands. */
  publishesSamples?: true;
  /** Only the server's host can fix it: what to ask them, in plain Korean, and the technical detail for them. */
  host?: { request: string; technical: string };
}

/** The message to send the host for the items only they can fix (the checklist's "호스팅 담당자에게 보낼 내용"). */
export function hostRequestText(items: readonly LaunchItem[], siteName: string): string {
  const hosted = items.filter((item) => item.host);
  if (hosted.length === 0) return "";
  return [
    `${siteName} 홈페이지 서버에 다음 설정을 부탁드립니다.`,
    "",
    ...hosted.map((item, i) => `${i + 1}. ${item.host!.request}`),
    "",
    "[기술 정보]",
    ...hosted.map((item) => `- ${item.host!.technical}`),
    "",
    "설정을 마치면 서버를 다시 시작해 주세요. 감사합니다.",
  ].join("\n");
}

export function launchChecklist(f: LaunchFacts): LaunchItem[] {
  const items: LaunchItem[] = [];
  const siteSamples = sampleSiteFields(f.site);
  if (siteSamples.length > 0) {
    items.push({
      id: "site-samples",
      title: `사무소 정보에 샘플 값 ${siteSamples.length}개가 그대로 있습니다`,
      detail: siteSamples.map((p) => SITE_FIELD_LABELS[p] ?? p).join(", "),
      fix: { tab: "site", label: "사무소 정보 고치기" },
    });
  }
  const profileSamples = sampleProfileLines(f.profile);
  if (profileSamples.length > 0) {
    items.push({
      id: "profile-samples",
      title: `변호사 소개에 샘플 내용 ${profileSamples.length}곳이 남아 있습니다`,
      detail: profileSamples.join(" / "),
      fix: { tab: "profile", label: "변호사 소개 고치기" },
    });
  }
  if (f.sampleTestimonials > 0) {
    items.push({
      id: "sample-testimonials",
      title: `샘플 의뢰인 후기 ${f.sampleTestimonials}개가 홈 화면에 게시되어 있습니다`,
      detail: "지어낸 후기가 실제 의뢰인의 말처럼 보입니다. 실제 의뢰인의 동의를 받은 후기로 바꾸거나 샘플을 내려 주세요.",
      fix: { tab: "testimonials", label: "의뢰인 후기 관리" },
      publishesSamples: true,
    });
  }
  if (f.sampleInterviews.length > 0) {
    items.push({
      id: "sample-interviews",
      title: `예시 고객 인터뷰 ${f.sampleInterviews.length}개가 공개되어 있습니다`,
      detail: `'예시'로 표시되어 있지만 실제 의뢰인의 이야기가 아닙니다: ${f.sampleInterviews.join(", ")}. 실제 의뢰인의 동의를 받은 인터뷰를 새로 쓰고 예시는 삭제해 주세요.`,
      fix: { tab: "interviews", label: "고객 인터뷰 관리" },
      publishesSamples: true,
    });
  }
  if (f.adminsWithoutTwoFactor > 0) {
    items.push({
      id: "two-factor",
      title: "2단계 인증이 꺼져 있습니다",
      detail: `2단계 인증을 설정하지 않은 관리자 계정이 ${f.adminsWithoutTwoFactor}개 있습니다.`,
      fix: { tab: "account", label: "계정 보안에서 설정" },
    });
  }
  if (!f.smtpConfigured || !f.notifyEmail) {
    items.push({
      id: "smtp",
      title: f.smtpConfigured ? "알림 받을 이메일 주소가 없습니다" : "메일 발송이 설정되지 않았습니다",
      detail:
        "새 상담 신청이 들어와도 사무소에 알림 메일이, 신청인에게 접수 확인 메일이 가지 않습니다. 접수 알림 화면에서 메일 서버(SMTP)와 알림 받을 이메일을 입력하고 ‘테스트 발송’으로 확인해주세요.",
      fix: { tab: "intake", label: "접수 알림에서 메일 설정" },
    });
  }
  if (!f.smsConfigured) {
    items.push({
      id: "sms",
      title: "문자 발송이 설정되지 않았습니다",
      detail:
        "접수 확인 문자와 긴급 알림 문자가 나가지 않습니다. 문자 발송 업체(솔라피)와 계약·발신번호 등록을 마친 뒤 접수 알림 화면에 API 키와 발신번호를 입력하고, 개인정보처리방침의 수탁자 항목이 실제 계약과 맞는지 확인해주세요.",
      fix: { tab: "intake", label: "접수 알림에서 문자 설정" },
    });
  }
  if (!f.alertPhone) {
    items.push({
      id: "alert-phone",
      title: "긴급 알림을 받을 휴대전화 번호가 없습니다",
      detail: "긴급·매우 긴급 상담 신청이 들어와도 변호사에게 알림 문자가 가지 않습니다.",
      fix: { tab: "intake", label: "접수 알림 설정" },
    });
  }
  if (!f.publicSiteUrl.startsWith("https://")) {
    items.push({
      id: "https",
      title: "사이트 주소가 https가 아닙니다",
      detail: `지금 주소는 ${f.publicSiteUrl}입니다. 실제 공개 주소(https://…)로 열려야 관리자 로그인의 보안 설정이 모두 켜집니다. 서버를 관리하는 호스팅 담당자에게 요청해주세요.`,
      fix: { doc: "docs/deploy.md", label: "호스팅 담당자에게 요청" },
      host: {
        request: "사이트를 실제 도메인의 https 주소(SSL 인증서 적용)로 열어 주세요.",
        technical: `PUBLIC_SITE_URL을 https://로 시작하는 실제 주소로 설정 (지금 ${f.publicSiteUrl}; TOTP_ENCRYPTION_KEY도 필요, docs/deploy.md)`,
      },
    });
  }
  if (!f.verificationTags) {
    items.push({
      id: "verification",
      title: "검색엔진 소유 확인 코드가 없습니다",
      detail:
        "구글 서치 콘솔과 네이버 서치어드바이저에서 받은 HTML 태그를 SEO 설정의 ‘검색엔진 소유 확인’에 붙여 넣으면 두 곳의 검색 관리 도구를 쓸 수 있습니다.",
      fix: { tab: "seo", label: "SEO 설정에서 입력" },
    });
  }
  if (!f.backupPassphrase) {
    items.push({
      id: "backup",
      title: "암호화 백업이 설정되지 않았습니다",
      detail: "상담 기록의 암호화 백업을 만들 수 없습니다. 백업은 서버에서 만들므로 호스팅 담당자에게 요청해주세요.",
      fix: { doc: "docs/deploy.md", label: "호스팅 담당자에게 요청" },
      host: {
        request: "상담 기록 데이터베이스를 매일 암호화해 백업하고, 백업 파일과 백업 암호를 서버 밖 안전한 곳에 따로 보관해 주세요.",
        technical: "BACKUP_PASSPHRASE(12자 이상)를 설정하고 npm run backup을 매일 실행 (docs/deploy.md의 백업 절차)",
      },
    });
  }
  if (f.missingHolidayYear) {
    items.push({
      id: "holidays",
      title: `${f.missingHolidayYear}년 공휴일이 달력에 없습니다`,
      detail: `기한 계산기는 공휴일 정보가 없는 해의 기한을 계산하지 않습니다. ${f.missingHolidayYear}년 공휴일을 특일정보에서 가져오거나(HOLIDAY_API_KEY, POST /api/holidays/sync) 직접 입력해 주세요(POST /api/holidays).`,
      fix: { tab: "tools", label: "기한 계산 규칙·공휴일" },
    });
  }
  if (f.holidayPullError) {
    const period = f.holidayPullError.run.startsWith("year:")
      ? `${f.holidayPullError.run.slice(5)}년 달력`
      : `${f.holidayPullError.run.slice(6, 10)}년 ${Number(f.holidayPullError.run.slice(11, 13))}월 정기`;
    items.push({
      id: "holiday-pull",
      title: `공휴일 자동 가져오기(${period})가 실패했습니다`,
      detail: `${f.holidayPullError.gaveUp ? "재시도를 모두 마쳤습니다" : "다시 시도하는 중입니다"}. 기존 달력은 그대로입니다. 오류: ${f.holidayPullError.error}`,
      fix: { tab: "tools", label: "기한 계산 규칙·공휴일" },
    });
  }
  const watch = f.lawWatch;
  if (watch && (!watch.enabled || watch.lastError)) {
    const last = watch.lastSuccessAt ? `마지막 성공: ${watch.lastSuccessAt.slice(0, 10)}.` : "아직 성공한 확인이 없습니다.";
    items.push({
      id: "law-watch",
      title: watch.enabled ? "법령 변경 확인이 실패하고 있습니다" : "법령 변경 확인이 꺼져 있습니다",
      detail: watch.enabled
        ? `${last} 마지막 오류: ${watch.lastError}`
        : `${watch.reason ?? ""} 글과 기한 계산기가 인용한 조문이 바뀌어도 알 수 없습니다. 서버를 관리하는 호스팅 담당자에게 요청해주세요.`,
      fix: { doc: "docs/law-watch.md", label: "법령 변경 확인 안내" },
      ...(watch.enabled
        ? {}
        : {
            host: {
              request: "국가법령정보 공동활용(open.law.go.kr)에서 발급한 API 인증키를 서버에 설정해 법령 변경 확인을 켜 주세요.",
              technical: "LAW_API_OC(인증키)와 LAW_API_URL(https://www.law.go.kr/DRF)을 함께 설정 (docs/law-watch.md)",
            },
          }),
    });
  }
  return items;
}
