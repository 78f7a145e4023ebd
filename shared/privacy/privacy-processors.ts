// The processors of personal data (개인정보 처리위탁, 개인정보 보호법 제26조) and the transfers abroad they make
// (제28조의8): the one place for these facts. The privacy policy lists them from here, whatever the build.

/** Where a processor handles the data; any other value makes the policy list a transfer abroad (제28조의8). */
export const HOME_COUNTRY = "대한민국";

/**
 * A processor (수탁자, 개인정보 보호법 제26조). One abroad also needs what 제28조의8 제2항 asks the policy to
 * state: the items, when and how they go, how long the recipient keeps them, and how to refuse.
 */
export interface Processor {
  /** The recipient as the policy names it (company, and the service when it helps). */
  name: string;
  /** What it does for the office (위탁 업무의 내용), which is also the purpose of a transfer abroad. */
  task: string;
  country: string;
  /** The recipient's contact, required for one abroad. */
  contact?: string;
  /** What it receives. */
  items: string;
  /** When and how the data reaches it. */
  transfer: string;
  /** How long it keeps the data. */
  retention: string;
  /** How a person refuses, and what refusing changes. */
  refusal: string;
}

/**
 * Google Analytics (client/src/lib/analytics*.ts): a processor only in a build with VITE_GA_MEASUREMENT_ID,
 * and then a transfer abroad. What it receives is what the loader sends: no name, phone or request content.
 */
export const GOOGLE_ANALYTICS: Processor = {
  name: "Google LLC (Google Analytics)",
  task: "웹사이트 방문 통계와 페이지 성능 분석",
  country: "미국",
  contact: "https://support.google.com/analytics",
  items:
    "쿠키 식별자, 방문한 페이지 주소(검색어 등 주소 뒤의 값 제외), 방문 일시, 기기·브라우저 정보, 접속 IP 주소(익명화 설정), 페이지 성능 측정값, 상담 신청 버튼을 누르거나 신청서 작성을 시작·제출한 사실(이름·연락처·상담 내용은 보내지 않음)",
  transfer: "웹사이트의 페이지를 열 때마다 페이지를 다 읽은 뒤 방문자의 브라우저에서 Google의 서버로 인터넷을 통해 전송",
  // The property's data retention is set to 14 months (Google Analytics offers 2 or 14 months for a standard
  // property); docs/deploy.md asks the operator to set it so.
  retention: "수집일부터 14개월(사무소가 Google Analytics의 데이터 보존 기간을 14개월로 설정). 기간이 지나면 Google이 삭제",
  refusal:
    "브라우저 설정에서 쿠키 저장을 거부하거나 Google Analytics 차단 부가 기능(https://tools.google.com/dlpage/gaoptout)을 설치하면 전송되지 않으며, 거부해도 사이트 이용과 상담 신청에 제한이 없습니다",
};

/** The SMS provider's entry: listed only in an install that sends texts (SMS_* set). */
const SMS_PROCESSOR_NAME = "솔라피(SOLAPI) 문자 발송 서비스";

/** The hosting company and the mail provider as the office names them in its settings (사무소 정보). */
export interface OfficeProcessorNames {
  hosting: { name: string; country: string; contact: string };
  mail: { name: string; country: string; contact: string };
}

/**
 * Processors the office entrusts personal data to (개인정보 처리위탁): the hosting company and the mail provider,
 * named by the office in its settings (a country other than HOME_COUNTRY makes the policy state the transfer
 * abroad from these same fields), and the SMS provider the code speaks.
 */
export function officeProcessors(names: OfficeProcessorNames): Processor[] {
  const contact = (c: string) => (c === "" ? {} : { contact: c });
  return [
    {
      name: names.hosting.name,
      ...contact(names.hosting.contact),
      task: "웹사이트와 데이터베이스 서버의 운영·보관",
      country: names.hosting.country,
      items: "상담 신청서에 적힌 모든 정보와 그 처리 기록",
      transfer: "상담 신청서를 제출할 때 암호화된 통신(HTTPS)으로 서버에 저장",
      retention: "사무소의 보유 기간(이 방침의 보유 기간)과 같음",
      refusal: "서버 저장 없이는 온라인 상담 신청을 받을 수 없으므로, 원하지 않으시면 전화로 상담을 요청해주세요",
    },
    {
      name: names.mail.name,
      ...contact(names.mail.contact),
      task: "사무소 메일함으로 보내는 새 상담 신청 알림과 아침 요약(요청 번호·긴급도·시각만 전달)과 관리자 로그인 잠금 알림, 예약 알림을 이메일로 받기로 한 신청인에게 보내는 예약 안내·알림 이메일과 이메일을 적은 신청인에게 보내는 접수 확인 이메일의 발송",
      country: names.mail.country,
      items:
        "사무소 알림과 아침 요약: 요청 번호(이름·연락처·사건 유형·상담 내용은 전달하지 않음). 접수 확인 이메일: 신청인의 이메일 주소, 접수번호와 사무소 이름·연락처(사건 내용은 전달하지 않음). 예약 안내·알림 이메일: 신청인의 이메일 주소, 예약 일시·상담 종류·예약 관리 링크와 사무소 이름·연락처(사건 내용은 전달하지 않음). 관리자 로그인 잠금 알림: 잠긴 시각과 로그인을 시도한 접속 IP 주소",
      transfer:
        "상담 신청이 접수된 직후, 예약 안내는 예약 상태가 바뀔 때와 예약 시각 전 알림 때, 아침 요약은 매일 정해진 시각에 이메일로 발송",
      retention: "사무소 메일함에서 삭제할 때까지. 신청인에게 보낸 메일은 메일 서비스 제공자의 발송 기록 보관 기간 동안",
      refusal: "이메일 주소를 적지 않으면 접수 확인 이메일을 보내지 않으며, 상담 신청에는 영향이 없습니다",
    },
    {
      // The SMS adapter speaks Solapi's API (server/lib/sms.ts). Listed only where SMS is configured (processorsFor);
      // the operator confirms the contract (위탁 계약) and its retention before launch (the launch checklist says so
      // while SMS_* is not set). No period is stated that no contract stands behind.
      name: SMS_PROCESSOR_NAME,
      task: "접수 확인 문자, 긴급 알림 문자, 예약 안내·알림 문자의 발송",
      country: HOME_COUNTRY,
      items: "받는 휴대전화 번호와 문자 내용(사건 내용 제외)",
      transfer: "상담 신청 접수 직후, 예약 상태가 바뀔 때와 예약 시각 전 알림 때 HTTPS로 전송",
      retention: "위탁 계약에서 정한 발송 기록 보관 기간이 지나면 파기",
      refusal: "'접수 확인 문자 받기'에 동의하지 않고 예약 알림을 문자로 받기로 하지 않으면 신청인의 번호는 전달되지 않습니다",
    },
  ];
}

/** The processors of an install: the office's (the SMS provider only where texts are sent), plus Google Analytics when the build has it. */
export function processorsFor({
  analytics,
  sms,
  names,
}: {
  analytics: boolean;
  sms: boolean;
  names: OfficeProcessorNames;
}): readonly Processor[] {
  const processors = officeProcessors(names).filter((p) => sms || p.name !== SMS_PROCESSOR_NAME);
  return analytics ? [...processors, GOOGLE_ANALYTICS] : processors;
}

/** The processors abroad (국외 이전) among them. */
export function transfersAbroad(processors: readonly Processor[]): readonly Processor[] {
  return processors.filter((p) => p.country !== HOME_COUNTRY);
}
