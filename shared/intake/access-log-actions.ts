// What an access-log entry says in Korean. Changes made through the back office's settings screens are recorded
// as "METHOD /api/path" (optionally " — subject", e.g. the page an SEO setting belongs to); this module names
// each such route for the attorney ("SEO 설정 삭제 — 변호사 소개"). A route with no name here is shown with a
// generic phrase and its technical path in small print, so nothing recorded is ever hidden.
import { ACCESS_ACTION_LABELS } from "./admin-consultations";

/** The separator between the route and its subject in a stored detail. */
const SUBJECT_SEPARATOR = " — ";

interface RouteName {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path under /api, ":id"-style segments matching one path segment. */
  pattern: string;
  name: string;
}

const settings = (path: string, what: string): RouteName[] => [
  { method: "PUT", pattern: path, name: `${what} 저장` },
  { method: "POST", pattern: `${path}/versions/:id/restore`, name: `${what} 이전 버전 되돌리기` },
];

/** Every audited change route of the back office, with its Korean name. */
const AUDITED_ROUTE_NAMES: readonly RouteName[] = [
  ...settings("/site-settings", "사무소 정보"),
  ...settings("/site-profile", "변호사 소개"),
  ...settings("/home-texts", "홈 화면 문구"),
  ...settings("/intake-settings", "접수 알림 설정"),
  ...settings("/booking-settings", "예약 설정"),
  ...settings("/search-verification", "검색엔진 소유 확인"),
  { method: "PUT", pattern: "/delivery-settings", name: "메일·문자 발송 설정 저장" },
  { method: "POST", pattern: "/delivery-settings/test-email", name: "테스트 메일 발송" },
  { method: "POST", pattern: "/delivery-settings/test-sms", name: "테스트 문자 발송" },
  { method: "PUT", pattern: "/availability-blocks/ics-feed", name: "예약 캘린더 연동 주소 저장" },
  { method: "DELETE", pattern: "/availability-blocks/ics-feed", name: "예약 캘린더 연동 해제" },
  { method: "POST", pattern: "/testimonials", name: "의뢰인 후기 추가" },
  { method: "PUT", pattern: "/testimonials/order", name: "의뢰인 후기 순서 변경" },
  { method: "PUT", pattern: "/testimonials/:id", name: "의뢰인 후기 수정" },
  { method: "DELETE", pattern: "/testimonials/:id", name: "의뢰인 후기 삭제" },
  { method: "POST", pattern: "/seo-settings", name: "SEO 설정 추가" },
  { method: "PATCH", pattern: "/seo-settings/page/:pageType", name: "구조화 데이터 저장" },
  { method: "PATCH", pattern: "/seo-settings/:id", name: "SEO 설정 수정" },
  { method: "DELETE", pattern: "/seo-settings/:id", name: "SEO 설정 삭제" },
  { method: "POST", pattern: "/account/two-factor/setup", name: "2단계 인증 설정 시작" },
  { method: "POST", pattern: "/account/two-factor/enable", name: "2단계 인증 설정 완료" },
  { method: "POST", pattern: "/account/two-factor/recovery-codes", name: "복구 코드 새로 만들기" },
  { method: "DELETE", pattern: "/account/two-factor", name: "2단계 인증 해제" },
];

const patternRegExp = (pattern: string) => new RegExp(`^/api${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`);
const COMPILED = AUDITED_ROUTE_NAMES.map((r) => ({ ...r, re: patternRegExp(r.pattern) }));

/** The Korean name of a change route ("/api/seo-settings/2"), or null when it has none. */
export function routeName(method: string, path: string): string | null {
  // Literal segments first ("/testimonials/order" before "/testimonials/:id"): the list keeps them first.
  return COMPILED.find((r) => r.method === method && r.re.test(path))?.name ?? null;
}

/** The detail stored for an audited change: "DELETE /api/seo-settings/2 — 변호사 소개". */
export function routeDetail(method: string, path: string, subject?: string): string {
  return `${method} ${path}${subject ? `${SUBJECT_SEPARATOR}${subject}` : ""}`.slice(0, 200);
}

export interface AccessDescription {
  /** What was done, in Korean ("SEO 설정 삭제 — 변호사 소개", "상담 신청 목록 조회"). */
  label: string;
  /** The entry's own words (filters, a reason, counts), or null. */
  note: string | null;
  /** The method and path of a route that has no Korean name yet, for small print; else null. */
  technical: string | null;
}

const ROUTE_DETAIL = /^(POST|PUT|PATCH|DELETE) (\/\S*)(?: — (.+))?$/s;
const GENERIC_CHANGE = "관리 화면에서 변경";

/** The Korean description of an access-log entry, from its action and stored detail. */
export function describeAccess(action: string, detail: string | null): AccessDescription {
  const actionLabel = ACCESS_ACTION_LABELS[action] ?? "기타 작업";
  const route = detail ? ROUTE_DETAIL.exec(detail) : null;
  if (!route) return { label: actionLabel, note: detail || null, technical: null };
  const [, method, path, subject] = route;
  const name = routeName(method, path);
  const withSubject = (text: string) => (subject ? `${text}${SUBJECT_SEPARATOR}${subject}` : text);
  if (name) return { label: withSubject(name), note: null, technical: null };
  return { label: withSubject(`${GENERIC_CHANGE} (${actionLabel})`), note: null, technical: `${method} ${path}` };
}
