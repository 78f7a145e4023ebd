// The consent boxes' titles and one-line summaries: what the form shows before "자세히 보기". Apart from the full
// texts (consent.ts), which the form loads only when a box is opened, so the contact page's first JavaScript stays
// small. Each consent's full text is the one the request's recorded version refers to.
import { PRIVACY } from "./privacy-config";

export interface ConsentHead {
  title: string;
  /** One line shown above the full text. */
  summary: string;
}

export type ConsentKind = "privacy" | "sensitive" | "attribution" | "sms";

export const CONSENT_HEADS: Record<ConsentKind, ConsentHead> = {
  privacy: {
    title: "개인정보 수집·이용 동의 (필수)",
    summary: `상담 접수와 회신을 위해 이름·연락처 등을 받고, ${PRIVACY.consultationRetentionYears}년이 지나면 파기합니다.`,
  },
  sensitive: {
    title: "민감정보 처리 동의 (필수)",
    summary: "상담 내용에 적은 사건 정보를 상담의 검토와 회신에만 씁니다.",
  },
  attribution: {
    title: "유입 경로 정보 수집·이용 동의 (선택)",
    summary: "어떤 글을 보고 신청하셨는지 안내 글을 고치는 데에만 씁니다. 동의하지 않아도 접수됩니다.",
  },
  sms: {
    title: "접수 확인 문자 받기 (선택)",
    summary: "접수 사실만 문자로 알려 드립니다(사건 내용 없음, 사무소 이름 표시).",
  },
};
