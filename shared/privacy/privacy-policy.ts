// The privacy policy (개인정보처리방침, 개인정보 보호법 제30조): what the office collects, why, for how long,
// who else handles it, the person's rights and how to use them, and who answers for it.
//
// Versions: the current version is written from the office's saved facts, privacy-config.ts and consent.ts, so the policy, the
// consent boxes and the destruction job cannot disagree. Publishing a new version: copy the current one into
// privacy-policy-<its date>.ts as a frozen version (plain text that no later change of the config touches; see
// privacy-policy-2026-11-24.ts), list it in policyVersions() below, then change what is new, set CONSENT_VERSION
// (policy-versions.ts) to the new effective date and keep the old identifier in POLICY_VERSION_IDS — the consent
// boxes show and every new request records the new version, and the dated address of the old one keeps showing
// what earlier visitors agreed to.
import { ATTRIBUTION_CONSENT, PRIVACY_CONSENT, RETENTION_YEARS, SENSITIVE_CONSENT, SMS_ACK_CONSENT } from "./consent";
import { BOOKING_ITEMS, BOOKING_MESSAGES, BOOKING_PURPOSE } from "./booking-privacy";
import { CONSENT_VERSION, POLICY_VERSION_IDS } from "./policy-versions";
import { sections20261124 } from "./editions/2026-11-24";
import { sections20261126 } from "./editions/2026-11-26";
import { sections20261127 } from "./editions/2026-11-27";
import { PRIVACY } from "./privacy-config";
import { GOOGLE_ANALYTICS, processorsFor, transfersAbroad } from "./privacy-processors";
import type { PolicyOptions, PolicySection, PolicyVersion } from "./policy-types";

/** Why the office checks conflicts (변호사법 제31조 제1항 제1호·제2호), in the words of the policy. */
const CONFLICT_CHECK_PURPOSE =
  "변호사는 한쪽 당사자와 상의하여 수임을 승낙한 사건의 상대방이 맡기는 사건, 그리고 수임하고 있는 사건의 상대방이 맡기는 다른 사건을 맡을 수 없으므로(변호사법 제31조 제1항 제1호·제2호), 새 상담 신청이 이런 사건에 해당하는지 이름·연락처와 사건 상대방의 이름으로 확인";

/** The legal basis for keeping another party's name, which the office receives from the requester, not from that person. */
const OTHER_PARTY_BASIS =
  "상담 신청인이 알려준 사건 상대방(고소인, 피해자, 공범 등)의 이름을 변호사가 기록할 수 있습니다. 이름 외의 정보는 적지 않으며, 위의 수임제한을 지키기 위한 이해충돌 확인에만 씁니다. 근거는 법령상 의무를 지키기 위하여 불가피한 경우(개인정보 보호법 제15조 제1항 제2호, 변호사법 제31조)와, 같은 상대방의 사건을 모르고 맡지 않도록 하는 사무소의 정당한 이익이 상대방의 권리보다 명백히 우선하는 경우(개인정보 보호법 제15조 제1항 제6호)입니다. 그 상담 신청 기록과 함께 보관하고 함께 파기합니다. 상대방은 자신의 이름이 어디에서 수집되었는지, 무엇에 쓰이는지, 처리 정지를 요구할 권리가 있다는 사실을 알려달라고 요구할 수 있습니다(개인정보 보호법 제20조 제1항).";

/** The remedy bodies a person can turn to (권익침해 구제), as they exist today. */
export const REMEDY_CONTACTS = [
  "개인정보 분쟁조정위원회: 1833-6972 (www.kopico.go.kr)",
  "개인정보침해 신고센터(한국인터넷진흥원): 국번 없이 118 (privacy.kisa.or.kr)",
  "경찰청: 국번 없이 182 (사이버범죄 신고시스템 ecrm.police.go.kr)",
] as const;

function currentSections({ analytics, sms, office }: PolicyOptions): PolicySection[] {
  const officer = office.officer;
  const processors = processorsFor({ analytics, sms, names: office.processors });
  const abroad = transfersAbroad(processors);
  // Titles without numbers here: the numbers follow the order, whichever sections this build has.
  const sections: PolicySection[] = [
    {
      id: "purpose",
      title: "개인정보의 처리 목적",
      paragraphs: [
        `${office.name}(이하 "사무소")는 다음 목적으로만 개인정보를 처리하며, 목적이 바뀌면 개인정보 보호법 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 합니다.`,
      ],
      items: [
        `법률 상담 신청의 접수와 회신: ${PRIVACY_CONSENT.purpose}`,
        `상담 내용의 검토: ${SENSITIVE_CONSENT.purpose}`,
        `유입 경로의 파악(선택 동의한 경우): ${ATTRIBUTION_CONSENT.purpose}`,
        `접수 확인 문자(선택 동의)·이메일: ${SMS_ACK_CONSENT.purpose}. 이메일에도 사무소 이름이 표시됩니다`,
        `상담 예약(상담 신청 시 필수 동의의 목적에 포함): ${BOOKING_PURPOSE}`,
        "상담 진행과 결과의 기록: 연락·상담·수임 여부와 수임한 사건의 수임료를 기록해 상담 신청을 처리하고 수임 계약을 관리(상담 신청 시 필수 동의의 목적에 포함)",
        `이해충돌 확인: ${CONFLICT_CHECK_PURPOSE}`,
        "상담 신청 양식의 부정 이용 방지와 서비스 안정성 확보",
        ...(analytics ? [`웹사이트 이용 통계 분석: ${GOOGLE_ANALYTICS.task}(이름·연락처·상담 내용은 쓰지 않음)`] : []),
      ],
    },
    {
      id: "items",
      title: "처리하는 개인정보 항목",
      paragraphs: [
        "상담을 신청하지 않고 글을 읽기만 하는 방문자에게서는 이름이나 연락처를 받지 않습니다.",
        `사무소는 만 14세 미만 아동에게서 직접 상담 신청을 받지 않습니다. 아동의 개인정보를 처리하려면 법정대리인의 동의가 필요하므로(개인정보 보호법 제22조의2), 아동의 사건은 부모님 등 법정대리인이 상담을 신청해주세요. 상담 신청서는 신청하는 분이 만 14세 이상임을 확인해야 접수되며(나이를 적지 않아도 같습니다), 만 14세 미만의 나이를 입력하면 접수하지 않습니다.`,
        "상담 내용에 다른 사람(사건 상대방, 피해자, 공범, 가족 등)의 사정을 적으실 때에는 상담에 필요한 만큼만 적어주시고, 그 사람의 연락처·주민등록번호·주소는 적지 말아주세요. 사무소는 상담 내용과 연락 메모에 들어 있는 다른 사람의 정보를 그 상담의 검토와 회신에만 쓰고, 상담 신청 기록과 함께 파기합니다.",
      ],
      items: [
        `상담 신청(개인정보 보호법 제15조 제1항 제1호, 동의): ${PRIVACY_CONSENT.items}`,
        `민감정보(같은 법 제23조 제1항 제1호, 별도 동의): ${SENSITIVE_CONSENT.items}`,
        `유입 경로(같은 법 제15조 제1항 제1호, 선택 동의): ${ATTRIBUTION_CONSENT.items}. 동의하지 않으면 받지 않습니다.`,
        `접수 확인 문자(같은 법 제15조 제1항 제1호, 선택 동의): ${SMS_ACK_CONSENT.items}, 동의 일시, 접수 확인·긴급 알림의 발송 기록`,
        `상담 예약(같은 법 제15조 제1항 제1호, 상담 신청 시 필수 동의): ${BOOKING_ITEMS}`,
        `예약 안내와 알림: ${BOOKING_MESSAGES}`,
        "상담 진행 기록(같은 법 제15조 제1항 제1호·제4호): 사무소가 신청인에게 연락한 일시·방법(전화, 문자, 이메일, 카카오톡)·결과, 연락 메모, 다음 연락 예정 시각, 상담 결과(상담 완료, 수임, 미수임과 그 사유, 연락 두절)와 기록 일시, 수임한 사건의 수임료, 이해충돌 확인 결과와 확인한 사람·일시. 상담 신청에 답하기 위해 사무소가 작성하며 상담 신청 기록과 함께 보관하고 파기합니다.",
        `사건 상대방의 이름(같은 법 제15조 제1항 제2호·제6호): ${OTHER_PARTY_BASIS}`,
        "자동으로 생성되는 정보: 상담 신청 시 접속 IP 주소(반복 신청 방지용, 마지막 이용 후 1일 안에 파기)",
        "글을 읽을 때: 같은 사람이 30분 안에 다시 열어도 조회수를 한 번만 세기 위해, 접속 IP 주소와 브라우저 정보(User-Agent)를 글 번호와 함께 되돌릴 수 없는 값(해시)으로 바꾸어 서버의 메모리에만 30분 동안 두었다가 지웁니다. 데이터베이스나 파일에 저장하지 않고, 누구인지 확인하는 데 쓰지 않습니다.",
        "관리자 로그인: 로그인을 시도한 시각과 접속 IP 주소(반복 실패 시 잠금과 사무소로 보내는 잠금 알림용, 마지막 실패나 잠금 후 48시간 안에 파기. 잠금 알림 이메일은 사무소 메일함에서 삭제할 때까지 남습니다)",
        ...(analytics ? [`방문 통계(${GOOGLE_ANALYTICS.name}): ${GOOGLE_ANALYTICS.items}`] : []),
      ],
    },
    {
      id: "retention",
      title: "개인정보의 보유 기간과 근거",
      paragraphs: ["보유 기간이 끝나면 지체 없이 파기합니다(개인정보 보호법 제21조)."],
      items: [
        `상담 신청 기록(변경 이력, 상담 진행 기록, 상담 예약과 예약 관리 링크, 선택 동의한 유입 경로 정보 포함): 신청일부터 ${RETENTION_YEARS}년 — 근거: 정보주체의 동의(개인정보 보호법 제15조 제1항 제1호). ${RETENTION_YEARS}년이 지나면 수임 여부와 관계없이 매시간 실행되는 자동 파기 작업이 삭제합니다. 수임한 사건은 필요한 내용을 사건 기록(위임계약서, 사건 서류 등)으로 옮겨 이 웹사이트와 별도로 관리하며, 그 기록은 변호사법 제28조(장부의 작성·보관) 등 관련 법령이 정한 기간 동안 보관합니다.`,
        `사건 상대방의 이름: 그 상담 신청 기록과 같은 기간(신청일부터 ${RETENTION_YEARS}년)이 지나면 함께 파기 — 근거: 상대방의 동의가 아니라 법령상 의무의 준수(개인정보 보호법 제15조 제1항 제2호, 변호사법 제31조)와 사무소의 정당한 이익(같은 법 제15조 제1항 제6호)`,
        `사무소 직원의 개인정보 처리 기록(접속기록): ${PRIVACY.accessLogRetentionYears}년 — 근거: 개인정보의 안전성 확보조치 기준(개인정보보호위원회 고시)의 접속기록 보관 의무`,
        "반복 신청 방지를 위한 IP 주소: 마지막 이용 후 1일",
        "관리자 로그인 제한을 위한 IP 주소: 마지막 실패나 잠금 후 48시간",
        "조회수 집계를 위한 변환값(해시): 30분(서버 메모리)",
      ],
    },
    {
      id: "destruction",
      title: "개인정보의 파기 절차와 방법",
      paragraphs: [
        "보유 기간이 지난 기록은 매시간 실행되는 자동 파기 작업이 데이터베이스에서 삭제하며, 파기 일시·건수·기준을 파기 기록으로 남깁니다(누구의 기록인지는 남기지 않습니다).",
        "전자적 파일은 복구할 수 없는 방법으로 삭제하고, 출력물은 분쇄하거나 소각합니다. 백업 파일은 30일 이내에 새 백업으로 대체되어 삭제되므로, 데이터베이스에서 파기한 기록도 늦어도 30일 안에 백업에서 사라집니다.",
      ],
    },
    {
      id: "third-parties",
      title: "개인정보의 제3자 제공과 처리위탁",
      paragraphs: [
        "사무소는 정보주체의 개인정보를 제3자에게 제공하지 않습니다. 다만 법률에 특별한 규정이 있는 경우(예: 법원의 영장)에는 그 범위에서 제공할 수 있습니다(개인정보 보호법 제17조, 제18조).",
        "다음과 같이 개인정보 처리 업무를 위탁하며, 위탁 계약에 개인정보 보호 의무를 정하고 수탁자를 감독합니다(같은 법 제26조).",
        "새 상담 신청을 알리는 사무소의 이메일과 진행 중인 신청을 모아 보내는 아침 요약 이메일에는 요청 번호, 긴급도, 접수 시각, 연락 기한과 관리자 화면 주소만 담기고, 이름·연락처·사건 유형·상담 내용·연락 메모는 담기지 않습니다. 따라서 이 두 이메일로는 요청 번호 외의 개인정보가 이메일 발송 서비스 제공자와 사무소 메일함에 전달되지 않습니다.",
        "이메일 발송 서비스 제공자를 거치는 다른 이메일에는 다음 개인정보가 담깁니다. 신청인이 이메일 주소를 적은 경우의 접수 확인 이메일: 받는 사람의 이메일 주소(내용은 접수번호와 사무소 이름·연락처뿐입니다). 예약 안내·알림 이메일(예약 알림을 이메일로 받기로 한 경우): 받는 사람의 이메일 주소와 예약 일시·상담 종류·예약 관리 링크(사건 내용은 담기지 않습니다). 관리자 로그인이 반복 실패로 잠길 때 사무소 메일함으로 보내는 잠금 알림: 잠긴 시각과 로그인을 시도한 접속 IP 주소.",
      ],
      items: processors.map((p) => `${p.name} (처리 국가: ${p.country}): ${p.task}`),
    },
    ...(abroad.length > 0
      ? [
          {
            id: "transfer",
            title: "개인정보의 국외 이전",
            paragraphs: [
              "다음 수탁자에게 개인정보가 국외로 이전됩니다(개인정보 보호법 제28조의8). 이전을 거부하는 방법과 그 효과는 수탁자마다 적었습니다.",
            ],
            items: abroad.flatMap((p) => [
              `이전받는 자: ${p.name}${p.contact ? ` (연락처: ${p.contact})` : ""} — 이전되는 국가: ${p.country}`,
              `${p.name}에 이전되는 항목: ${p.items}`,
              `${p.name}의 이용 목적: ${p.task}`,
              `${p.name}에 이전되는 시기와 방법: ${p.transfer}`,
              `${p.name}의 보유·이용 기간: ${p.retention}`,
              `${p.name}에 대한 이전 거부 방법과 효과: ${p.refusal}`,
            ]),
          },
        ]
      : []),
    {
      id: "rights",
      title: "정보주체의 권리와 행사 방법",
      paragraphs: [
        "정보주체는 언제든지 자신의 개인정보에 대해 열람(개인정보 보호법 제35조), 정정·삭제(제36조), 처리정지와 동의 철회(제37조)를 요구할 수 있습니다.",
        `아래 개인정보 보호책임자에게 전화나 이메일로 요청해주시면 본인 확인 후 10일 안에 처리 결과를 알려드립니다. 법정대리인이나 위임을 받은 사람을 통해서도 요구할 수 있습니다(제38조).`,
        "다른 법령에서 보관하도록 정한 정보는 삭제를 요구할 수 없으며, 그 경우 이유를 알려드립니다.",
      ],
    },
    {
      id: "officer",
      title: "개인정보 보호책임자",
      paragraphs: ["개인정보 처리에 관한 문의, 불만 처리, 피해 구제는 아래 책임자에게 연락해주세요(개인정보 보호법 제31조)."],
      items: [`성명: ${officer.name} (${officer.position})`, `전화: ${officer.phone}`, `이메일: ${officer.email}`],
    },
    {
      id: "safety",
      title: "개인정보의 안전성 확보조치",
      paragraphs: ["사무소는 개인정보 보호법 제29조와 개인정보의 안전성 확보조치 기준에 따라 다음 조치를 합니다."],
      items: [
        "관리자 로그인 시 비밀번호와 일회용 인증 코드(2단계 인증) 사용, 반복 실패 시 로그인 잠금",
        "비밀번호의 일방향 암호화 저장, 암호화된 통신(HTTPS)",
        "개인정보 처리 기록(접속기록)의 보관과 점검, 권한이 있는 관리자만 접근",
        "상담 알림 이메일에 요청 번호 외의 개인정보를 담지 않는 등 처리하는 정보의 최소화",
        "보유 기간이 지난 정보의 자동 파기",
        "관리적 조치: 내부 관리계획을 세워 시행하고 해마다 점검하며, 개인정보를 처리하는 변호사와 직원에게 정기적으로 교육",
        "물리적 조치: 상담 기록을 출력한 문서와 사건 서류는 잠금장치가 있는 보관함에 두고, 보관 장소에는 권한이 있는 사람만 출입",
      ],
    },
    {
      id: "cookies",
      title: "쿠키 등 자동 수집 장치의 설치·운영과 거부",
      paragraphs: [
        analytics
          ? "방문자에게 로그인을 위한 쿠키는 설치하지 않으며, 아래의 방문 통계(Google Analytics) 쿠키만 사용합니다. 관리자 로그인 유지를 위한 세션 쿠키는 관리자에게만 쓰입니다."
          : "방문자에게는 로그인이나 추적을 위한 쿠키를 설치하지 않습니다. 관리자 로그인 유지를 위한 세션 쿠키는 관리자에게만 쓰입니다.",
        `유입 경로 기록: 어떤 페이지로 들어와 어떤 상담 신청 버튼을 눌렀는지 상담 신청서에 함께 보낼 수 있도록, 방문자의 브라우저에 있는 세션 저장소(sessionStorage)에 "visit-source"라는 항목을 저장합니다. 저장되는 내용은 ${ATTRIBUTION_CONSENT.items}입니다. 이 정보는 방문자의 브라우저 안에만 있다가, 상담 신청서에서 "${ATTRIBUTION_CONSENT.title}"에 동의하고 신청할 때에만 사무소로 전송됩니다.`,
        "유입 경로 기록의 보관 기간과 삭제·거부 방법: 브라우저는 그 탭이나 창을 닫으면 이 기록을 지웁니다. 바로 지우려면 탭을 닫거나 브라우저 설정에서 이 사이트의 저장된 데이터를 삭제하시고, 저장되지 않게 하려면 브라우저 설정에서 사이트 데이터 저장을 차단하시면 됩니다. 거부하거나 지워도 사이트 이용과 상담 신청에는 제한이 없습니다.",
        analytics
          ? `방문 통계를 위해 Google Analytics 쿠키를 사용합니다. ${GOOGLE_ANALYTICS.refusal}.`
          : "방문 통계 도구를 사용하지 않습니다.",
      ],
    },
    {
      id: "remedies",
      title: "권익침해 구제 방법",
      paragraphs: ["개인정보 침해로 인한 구제를 받으려면 다음 기관에 분쟁 해결이나 상담을 신청할 수 있습니다."],
      items: [...REMEDY_CONTACTS],
    },
  ];
  return sections.map((section, i) => ({ ...section, title: `${i + 1}. ${section.title}` }));
}

/**
 * Every version, newest first (the same identifiers as POLICY_VERSION_IDS). Only the current one is computed;
 * earlier ones are frozen text (see above).
 */
export function policyVersions(options: PolicyOptions): PolicyVersion[] {
  const frozen: Record<string, (options: PolicyOptions) => PolicySection[]> = {
    "2026-11-27": sections20261127,
    "2026-11-26": sections20261126,
    "2026-11-24": sections20261124,
  };
  return POLICY_VERSION_IDS.map((version) => ({
    version,
    effectiveDate: version.slice(0, 10),
    sections: version === CONSENT_VERSION ? currentSections(options) : frozen[version](options),
  }));
}

export function currentPolicy(options: PolicyOptions): PolicyVersion {
  return policyVersions(options)[0];
}

/** The version with this identifier, or undefined. */
export function policyVersion(version: string, options: PolicyOptions): PolicyVersion | undefined {
  return policyVersions(options).find((v) => v.version === version);
}

/** What the privacy page shows: one version, and the list of the others (the page's data, from the server). */
export interface PrivacyPageData {
  shown: PolicyVersion;
  currentVersion: string;
  earlier: { version: string; effectiveDate: string }[];
}

/** The page of `version` ("" or undefined: the current one), or undefined for an unpublished version. */
export function privacyPage(version: string | undefined, options: PolicyOptions): PrivacyPageData | undefined {
  const versions = policyVersions(options);
  const shown = version ? versions.find((v) => v.version === version) : versions[0];
  if (!shown) return undefined;
  return {
    shown,
    currentVersion: versions[0].version,
    earlier: versions.filter((v) => v.version !== shown.version).map(({ version: id, effectiveDate }) => ({ version: id, effectiveDate })),
  };
}
