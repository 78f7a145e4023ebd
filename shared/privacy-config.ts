// The personal-data facts the privacy policy, the consent boxes, the 개인정보 요청 tool and the destruction job
// read. Apart from the office's facts (site-settings.ts) so that the footer, in every page's code, does not carry them.

/** The periods are the office's own choice, stated in the consent the visitor gives. */
export const PRIVACY = {
  /** Consultation requests (with their history and attribution data) are destroyed this many years after receipt. */
  consultationRetentionYears: 3,
  /** The back office's access-log rows (who read or changed personal data) are kept this long, then destroyed. */
  accessLogRetentionYears: 2,
  /** Processors the office entrusts personal data to (개인정보 처리위탁): who, and for what. */
  processors: [
    { name: "이메일 발송 서비스 제공자(SMTP)", task: "상담 신청 접수 알림 이메일 발송" },
    { name: "웹 호스팅 서비스 제공자", task: "웹사이트와 데이터베이스 서버의 운영·보관" },
  ],
} as const;
