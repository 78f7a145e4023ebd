// The Korean name of each settings field, for the versions list's "what changed" lines. A nested field not named
// here is reported under its nearest named parent.
import { SITE_FIELD_LABELS } from "../office/site-settings";
import type { PlainSettingsKind } from "./settings-kinds";

export const SETTINGS_FIELD_LABELS: Record<PlainSettingsKind, Readonly<Record<string, string>>> = {
  site: { ...SITE_FIELD_LABELS, registeredSpecialties: "등록 전문분야", languages: "상담 가능 언어", processors: "처리위탁 업체" },
  profile: {
    photo: "사진",
    headline: "제목",
    intro: "소개 문장",
    education: "학력",
    career: "경력",
    committees: "위원 활동",
    awards: "수상",
    languages: "언어",
    story: "소개 글",
    interviewIds: "연결한 인터뷰",
  },
  home: { heroHeadline: "첫 화면 제목", heroSub: "첫 화면 설명", reasons: "선택할 이유", services: "주요 업무" },
  intake: {
    ackEmailSubject: "접수 확인 이메일 제목",
    ackEmailBody: "접수 확인 이메일 본문",
    ackSmsBody: "접수 확인 문자",
    alertPhone: "알림 받을 휴대전화",
    alertUrgencies: "알림을 보낼 신청",
    quietHours: "방해 금지 시간",
    "quietHours.enabled": "방해 금지 시간 사용",
    "quietHours.start": "방해 금지 시작",
    "quietHours.end": "방해 금지 끝",
    digest: "아침 요약 메일",
    "digest.enabled": "아침 요약 메일",
    "digest.time": "아침 요약 시각",
    limits: "발송 한도",
    notRetainedReasons: "미수임 사유",
  },
  search: { google: "구글 확인 코드", naver: "네이버 확인 코드" },
};
