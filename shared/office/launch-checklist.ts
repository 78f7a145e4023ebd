// What still stands between an install and a real launch: sample values still shown, protections off, services
// not configured. The back office's first screen lists each item with where it is fixed; a production start logs
// the same list: as warnings, and the items that publish fictional samples to visitors as errors (see
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
  smtpConfigured: boolean;
  /** An SMS provider is configured (SMS_PROVIDER and its keys). */
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
  | "holiday-pull";

export interface LaunchItem {
  id: LaunchItemId;
  title: string;
  detail: string;
  /** Where it is fixed: a back-office tab (?tab=…) or the deployment guide (docs/deploy.md). */
  fix: { tab: string; label: string } | { doc: string; label: string };
  /** Visitors see fictional sample content on the public site while this item stands. */
  publishesSamples?: true;
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
  if (!f.smtpConfigured) {
    items.push({
      id: "smtp",
      title: "메일 서버(SMTP)가 설정되지 않았습니다",
      detail: "새 상담 신청이 들어와도 사무소에 알림 메일이 가지 않습니다. SMTP_URL과 NOTIFY_EMAIL을 설정해주세요.",
      fix: { doc: "docs/deploy.md", label: "배포 안내 (환경 변수)" },
    });
  }
  if (!f.smsConfigured) {
    items.push({
      id: "sms",
      title: "문자 발송이 설정되지 않았습니다",
      detail:
        "접수 확인 문자와 긴급 알림 문자가 나가지 않습니다. 문자 발송 업체(솔라피)와 계약·발신번호 등록을 마친 뒤 SMS_PROVIDER, SMS_API_KEY, SMS_API_SECRET, SMS_SENDER를 설정하고, 개인정보처리방침의 수탁자 항목이 실제 계약과 맞는지 확인해주세요.",
      fix: { doc: "docs/deploy.md", label: "배포 안내 (문자 발송)" },
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
      detail: `PUBLIC_SITE_URL이 ${f.publicSiteUrl}입니다. 실제 공개 주소(https://…)로 설정해야 보안 설정이 모두 켜집니다.`,
      fix: { doc: "docs/deploy.md", label: "배포 안내 (환경 변수)" },
    });
  }
  if (!f.verificationTags) {
    items.push({
      id: "verification",
      title: "검색엔진 소유 확인 태그가 없습니다",
      detail: "GOOGLE_SITE_VERIFICATION 또는 NAVER_SITE_VERIFICATION을 설정하면 구글·네이버 검색 관리 도구를 쓸 수 있습니다.",
      fix: { doc: "docs/deploy.md", label: "배포 안내 (검색엔진 등록)" },
    });
  }
  if (!f.backupPassphrase) {
    items.push({
      id: "backup",
      title: "백업 암호(BACKUP_PASSPHRASE)가 설정되지 않았습니다",
      detail: "암호화 백업을 만들 수 없습니다. 배포 안내의 백업 절차를 따라 설정해주세요.",
      fix: { doc: "docs/deploy.md", label: "배포 안내 (백업)" },
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
  return items;
}
