// The consent texts shown with the consultation form (개인정보 보호법 제15조, 제23조).
// Changing a text means a new version: each stored request records the version its visitor agreed to.

import { CONSENT_VERSION } from "./policy-versions";
import { PRIVACY } from "./privacy-config";
import { CONSENT_HEADS, type ConsentHead } from "./consent-heads";

/** The version of the privacy policy (/privacy/{version}) these texts belong to; each request records it. */
export { CONSENT_VERSION };

export const RETENTION_YEARS = PRIVACY.consultationRetentionYears;

export interface ConsentText extends ConsentHead {
  purpose: string;
  items: string;
  retention: string;
  refusal: string;
}

export const PRIVACY_CONSENT: ConsentText = {
  ...CONSENT_HEADS.privacy,
  purpose:
    "법률 상담 신청의 접수, 상담 일정 조율 및 회신, 상담 예약의 접수·확정·변경·취소와 예약 안내·알림, 상담 내용의 검토, 상담 진행과 결과(연락 기록, 수임 여부, 수임한 사건의 수임료)의 기록, 변호사법 제31조의 수임제한에 해당하는지 확인하기 위한 이해충돌 확인",
  items:
    "이름, 연락처, 이메일(선택), 나이(선택), 사건 유형, 현재 상황, 긴급도, 사건 발생일(선택), 희망 상담 방식(선택), 연락 방법·피해야 할 시간·문자·음성 메시지를 남기지 말아 달라는 요청(선택). 상담을 예약하는 경우: 고른 상담 종류와 일시, 먼저 고른 상황, 기한이 있다면 그 종류와 마지막 날, 예약 알림 받을 방법(문자·이메일·받지 않음)",
  retention: `상담 신청일부터 ${RETENTION_YEARS}년이 지나면 수임 여부와 관계없이 파기합니다. 수임한 사건의 기록(위임계약서, 사건 서류 등)은 이 신청 기록과 별도로 관련 법령이 정한 기간 동안 보관합니다.`,
  refusal: "동의를 거부할 권리가 있습니다. 다만 동의하지 않으시면 온라인 상담 신청을 접수할 수 없으며, 전화로 상담을 요청하실 수 있습니다.",
};

export const SENSITIVE_CONSENT: ConsentText = {
  ...CONSENT_HEADS.sensitive,
  purpose: "상담 내용에 포함된 범죄 혐의·수사·재판 관련 정보, 성생활 등에 관한 정보를 법률 상담의 검토와 회신에 한해 처리",
  items: "상담 내용에 기재하신 사건 경위, 수사·재판 진행 상황, 범죄경력 및 성범죄 관련 사실 등 민감정보",
  retention: `상담 신청일부터 ${RETENTION_YEARS}년이 지나면 수임 여부와 관계없이 파기합니다. 수임한 사건의 기록은 이 신청 기록과 별도로 관련 법령이 정한 기간 동안 보관합니다.`,
  refusal:
    "동의를 거부할 권리가 있습니다. 다만 민감정보 처리에 동의하지 않으시면 사건 내용을 검토할 수 없어 온라인 상담 신청이 접수되지 않으며, 전화로 상담을 요청하실 수 있습니다.",
};

/**
 * Optional (선택): where the visit came from, kept in this tab's sessionStorage (client/src/lib/visit-source.ts)
 * and sent with the request only when this box is checked. Apart from the required consent, so that refusing it
 * never refuses the request (개인정보 보호법 제22조: each consent apart, no refusal of the service for an
 * optional one).
 */
export const ATTRIBUTION_CONSENT: ConsentText = {
  ...CONSENT_HEADS.attribution,
  purpose: "어떤 글이나 안내를 보고 상담을 신청하셨는지 파악해 안내 글을 고치고 보완",
  items:
    "이 사이트에서 처음 연 페이지 주소, 이 사이트로 오기 직전에 보던 외부 사이트 주소(참조 주소), 광고·캠페인 식별값(UTM), 마지막으로 누른 상담 신청 버튼의 위치",
  retention: `상담 신청 기록과 함께 상담 신청일부터 ${RETENTION_YEARS}년간 보관 후 파기합니다.`,
  refusal: "동의하지 않으셔도 상담 신청은 그대로 접수되며, 이 정보는 사무소로 전송되지 않습니다.",
};

/**
 * Optional (선택): a text message confirming receipt, sent to the phone given on the form (a mobile number). The
 * text says the request was received, its number, the reply window and the office's phone: never case facts.
 * Apart from the required consents, like the one above: refusing it changes nothing else.
 */
export const SMS_ACK_CONSENT: ConsentText = {
  ...CONSENT_HEADS.sms,
  purpose: "접수 사실만 알림(사건 내용 없음). 문자에는 사무소 이름이 표시되므로 휴대전화를 함께 보는 분이 있다면 동의하지 않으셔도 됩니다",
  items: "연락처",
  retention: ATTRIBUTION_CONSENT.retention,
  refusal: "동의하지 않으셔도 상담 신청은 그대로 접수됩니다.",
};
