// Korean labels of a request's option values (case type, situation, urgency, statuses), the only place they are worded.
// This module is in the public pages' first JavaScript (every label used anywhere in the client ends up there),
// so the labels only the back office shows are in back-office-labels.ts.
import type { AvoidTime, CaseType, ConsultationStatus, ConsultationType, ContactMethod, CurrentStatus, Urgency } from "./options";

export const CASE_TYPE_LABELS: Record<CaseType, string> = {
  assault: "폭행·상해",
  fraud: "사기·횡령",
  traffic: "교통사고·음주운전",
  economic: "경제범죄",
  theft: "절도·재산범죄",
  sexual: "성범죄",
  drug: "마약",
  defamation: "명예훼손·모욕",
  police_investigation: "경찰 조사 대응",
  other: "기타",
  unsure: "잘 모르겠어요",
};

export const CURRENT_STATUS_LABELS: Record<CurrentStatus, string> = {
  suspect: "피의자 (수사 중)",
  defendant: "피고인 (재판 중)",
  victim: "피해자",
  preparation: "고소·대응 준비 중",
};

export const URGENCY_LABELS: Record<Urgency, string> = {
  emergency: "매우 긴급 (당일)",
  urgent: "긴급 (3일 이내)",
  normal: "보통 (1주일 이내)",
  flexible: "여유있음",
};

export const URGENCY_SHORT_LABELS: Record<Urgency, string> = {
  emergency: "매우 긴급",
  urgent: "긴급",
  normal: "보통",
  flexible: "여유있음",
};

export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  visit: "방문 상담",
  phone: "전화 상담",
};

export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  new: "신규",
  in_progress: "진행중",
  completed: "완료",
};

/** The request's number as every screen, text and e-mail writes it: "접수번호 12" (never "#12" or "요청 번호"). */
export function requestNumberLabel(id: number | string): string {
  return `접수번호 ${id}`;
}

export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  any: "전화·문자 모두",
  call_only: "전화만",
  text_only: "문자만",
};

export const AVOID_TIME_LABELS: Record<AvoidTime, string> = {
  weekday_daytime: "평일 낮",
  evening: "저녁 7시 이후",
  custom: "직접 입력",
};
