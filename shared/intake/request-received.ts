// What the visitor reads once a request is stored (the form's 접수 완료 panel): the promised reply by urgency,
// what to have ready, and the board category whose guides fit the case type. Nothing here is stored or sent.
import { replyWindowText } from "../office/site-facts";
import type { CaseType, CurrentStatus, Urgency } from "./options";

/** The board category (its slug) whose guides fit each case type; null when none does. */
export const CASE_TYPE_GUIDE_CATEGORY: Record<CaseType, string | null> = {
  assault: "police-investigation",
  fraud: "fraud",
  traffic: "traffic-accident",
  economic: "fraud",
  theft: "police-investigation",
  sexual: "sex-offend",
  drug: "police-investigation",
  defamation: "defamation",
  police_investigation: "police-investigation",
  other: null,
  unsure: "police-investigation",
};

/** The reply the office promises, in the office's own window (settings), first for the most urgent. */
export function promisedReply(urgency: Urgency, replyWithinHours: number): string {
  const window = replyWindowText(replyWithinHours);
  if (urgency === "emergency" || urgency === "urgent")
    return `긴급한 신청부터 먼저 확인합니다. 늦어도 ${window}에 남겨주신 연락처로 연락드리는 것을 원칙으로 합니다.`;
  return `변호사가 내용을 확인한 뒤 ${window}에 남겨주신 연락처로 연락드리는 것을 원칙으로 합니다.`;
}

/** What to have ready for the first call: the papers received, a timeline, the messages and photos. */
export function whatToPrepare(caseType: CaseType, status: CurrentStatus): string[] {
  const papers =
    status === "defendant"
      ? "받으신 공소장, 법원에서 온 서류(소환장 등)"
      : caseType === "traffic"
        ? "단속·사고 때 받은 서류(음주측정 결과, 사고 조사 관련 서류 등)"
        : "출석요구서나 출석을 요구한 문자·통화 기록, 받으신 고소장·처분 통지서 등 서류";
  return [papers, "있었던 일을 날짜 순서대로 적은 메모", "관련 문자·메신저 대화, 사진 등 자료(지우지 말고 보관해 두세요)"];
}
