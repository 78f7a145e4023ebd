import { describe, expect, it } from "vitest";
import { ATTRIBUTION_CONSENT, CONSENT_VERSION, PRIVACY_CONSENT, SENSITIVE_CONSENT, SMS_ACK_CONSENT } from "./consent";
import { POLICY_VERSION_IDS, isPolicyVersion } from "./policy-versions";
import { PRIVACY } from "./privacy-config";
import { GOOGLE_ANALYTICS, HOME_COUNTRY, officeProcessors, processorsFor, transfersAbroad, type Processor } from "./privacy-processors";
import { currentPolicy, policyVersion, policyVersions, REMEDY_CONTACTS } from "./privacy-policy";
import { SAMPLE_SITE_SETTINGS as SITE } from "../office/site-settings";

const office = { name: SITE.officeName, officer: SITE.privacyOfficer, processors: SITE.processors };
const PROCESSORS = officeProcessors(SITE.processors);

const textOf = (analytics: boolean, version = CONSENT_VERSION) =>
  policyVersion(version, { analytics, sms: true, office })!
    .sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.items ?? [])])
    .join("\n");
const section = (analytics: boolean, id: string) => currentPolicy({ analytics, sms: true, office }).sections.find((s) => s.id === id);
const sectionText = (analytics: boolean, id: string) => {
  const s = section(analytics, id);
  return s ? [s.title, ...s.paragraphs, ...(s.items ?? [])].join("\n") : "";
};

describe("the privacy policy", () => {
  it("lists the optional text-message consent and the SMS provider as a processor at home", () => {
    expect(sectionText(false, "purpose")).toContain(SMS_ACK_CONSENT.purpose);
    expect(sectionText(false, "items")).toContain(`접수 확인 문자(같은 법 제15조 제1항 제1호, 선택 동의): ${SMS_ACK_CONSENT.items}`);
    const sms = PROCESSORS.find((p) => p.name.includes("SOLAPI"));
    expect(sms).toMatchObject({ country: HOME_COUNTRY });
    expect(textOf(false)).toContain(`${sms!.name} (처리 국가: ${HOME_COUNTRY}): ${sms!.task}`);
  });

  it("has every section the law asks for, in order, numbered whichever sections the build has", () => {
    const titles = currentPolicy({ analytics: false, sms: true, office }).sections.map((s) => s.title.replace(/^\d+\. /, ""));
    expect(titles).toEqual([
      "개인정보의 처리 목적",
      "처리하는 개인정보 항목",
      "개인정보의 보유 기간과 근거",
      "개인정보의 파기 절차와 방법",
      "개인정보의 제3자 제공과 처리위탁",
      "정보주체의 권리와 행사 방법",
      "개인정보 보호책임자",
      "개인정보의 안전성 확보조치",
      "쿠키 등 자동 수집 장치의 설치·운영과 거부",
      "권익침해 구제 방법",
    ]);
    for (const analytics of [false, true]) {
      const numbers = currentPolicy({ analytics, sms: true, office }).sections.map((s) => Number(s.title.split(".")[0]));
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
  });

  it("states the facts of the configuration and the consent texts, so they cannot disagree", () => {
    const text = textOf(false);
    expect(text).toContain(PRIVACY_CONSENT.items);
    expect(text).toContain(SENSITIVE_CONSENT.items);
    expect(text).toContain(ATTRIBUTION_CONSENT.items);
    expect(text).toContain(`신청일부터 ${PRIVACY.consultationRetentionYears}년`);
    expect(text).toContain(`접속기록): ${PRIVACY.accessLogRetentionYears}년`);
    expect(text).toContain(`성명: ${SITE.privacyOfficer.name}`);
    expect(text).toContain(SITE.privacyOfficer.email);
    expect(text).toContain(SITE.privacyOfficer.phone);
    for (const article of ["제15조", "제17조", "제21조", "제22조의2", "제23조", "제26조", "제29조", "제31조", "제35조", "제36조", "제37조"])
      expect(text).toContain(article);
  });

  it("says the office takes no request from a child under 14 and that a legal guardian asks instead", () => {
    const items = sectionText(false, "items");
    expect(items).toContain("만 14세 미만 아동에게서 직접 상담 신청을 받지 않습니다");
    expect(items).toContain("법정대리인이 상담을 신청해주세요");
    expect(items).toContain("개인정보 보호법 제22조의2");
  });

  it("names each processor with its task and country, from the one configuration module", () => {
    for (const analytics of [false, true]) {
      const entrusted = sectionText(analytics, "third-parties");
      for (const p of processorsFor({ analytics, sms: true, names: SITE.processors }))
        expect(entrusted).toContain(`${p.name} (처리 국가: ${p.country}): ${p.task}`);
    }
    expect(processorsFor({ analytics: false, sms: true, names: SITE.processors })).toEqual(PROCESSORS);
    expect(processorsFor({ analytics: true, sms: true, names: SITE.processors })).toContain(GOOGLE_ANALYTICS);
  });

  it("lists Google Analytics, its transfer abroad with every fact 제28조의8 asks for, and how to refuse it, only when analytics is enabled", () => {
    expect(textOf(false)).not.toContain("Google");
    expect(section(false, "transfer")).toBeUndefined();
    expect(textOf(false)).toContain("방문 통계 도구를 사용하지 않습니다.");
    const transfer = sectionText(true, "transfer");
    expect(transfer).toContain("개인정보의 국외 이전");
    expect(transfer).toContain("제28조의8");
    const ga = GOOGLE_ANALYTICS;
    for (const fact of [ga.name, ga.contact!, `이전되는 국가: ${ga.country}`, ga.items, ga.task, ga.transfer, ga.retention, ga.refusal])
      expect(transfer).toContain(fact);
    expect(transfer).toContain("https://tools.google.com/dlpage/gaoptout");
    expect(sectionText(true, "cookies")).toContain("Google Analytics 쿠키");
  });

  it("names the hosting company and the mail provider as the office saved them, with a transfer abroad for one outside Korea", () => {
    const processors = {
      hosting: { name: "한빛클라우드(주)", country: HOME_COUNTRY, contact: "" },
      mail: { name: "Example Mail Inc.", country: "미국", contact: "privacy@mail.example" },
    };
    const policy = currentPolicy({ analytics: false, sms: true, office: { ...office, processors } });
    const text = policy.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.items ?? [])]).join("\n");
    expect(text).toContain("한빛클라우드(주) (처리 국가: 대한민국): 웹사이트와 데이터베이스 서버의 운영·보관");
    expect(text).toContain("Example Mail Inc. (처리 국가: 미국)");
    expect(text).toContain("Example Mail Inc.에 이전되는 항목");
    expect(text).toContain("privacy@mail.example");
    expect(text).not.toContain("웹 호스팅 서비스 제공자");
  });

  it("derives a transfer abroad from any processor whose country is not Korea", () => {
    const abroad: Processor = { ...PROCESSORS[1], name: "Example Mail Inc.", country: "미국", contact: "privacy@mail.example" };
    expect(transfersAbroad([...PROCESSORS, abroad])).toEqual([abroad]);
    expect(transfersAbroad([{ ...abroad, country: HOME_COUNTRY }])).toEqual([]);
  });

  it("says the office e-mail and the morning digest carry no personal data beyond the request number, and no more than that", () => {
    const entrusted = sectionText(false, "third-parties");
    expect(entrusted).toContain("이 두 이메일로는 요청 번호 외의 개인정보가 이메일 발송 서비스 제공자와 사무소 메일함에 전달되지 않습니다");
    expect(entrusted).toContain("아침 요약 이메일");
    expect(entrusted).toContain("이름·연락처·사건 유형·상담 내용·연락 메모는 담기지 않습니다");
    // The claim is scoped to those two: the acknowledgement and the lock notice carry an address and an IP.
    expect(entrusted).not.toContain("따라서 이메일 발송 서비스 제공자와 사무소 메일함에는 요청 번호 외의 개인정보가 전달되지 않습니다");
    expect(entrusted).toContain("접수 확인 이메일: 받는 사람의 이메일 주소");
    expect(entrusted).toContain("잠금 알림: 잠긴 시각과 로그인을 시도한 접속 IP 주소");
  });

  it("says the mail provider also carries the acknowledgement to a requester who gave an e-mail address", () => {
    expect(textOf(false)).toContain("이메일을 적은 신청인에게 보내는 접수 확인 이메일의 발송");
    const mail = PROCESSORS.find((p) => p.name.includes("SMTP"))!;
    expect(mail.items).toContain("접수 확인 이메일: 신청인의 이메일 주소, 접수번호와 사무소 이름·연락처");
    expect(mail.items).toContain("관리자 로그인 잠금 알림: 잠긴 시각과 로그인을 시도한 접속 IP 주소");
    expect(mail.refusal).toContain("이메일 주소를 적지 않으면 접수 확인 이메일을 보내지 않으며");
  });

  it("lists the follow-up log as an item processed, kept and destroyed with the request", () => {
    expect(sectionText(false, "items")).toContain("상담 진행 기록");
    expect(sectionText(false, "items")).toContain("연락 메모");
    expect(sectionText(false, "retention")).toContain("상담 진행 기록");
  });

  it("discloses the browser storage of the visit's source: what, where, how long, how to delete or refuse, and that it leaves only with the optional consent", () => {
    const cookies = sectionText(false, "cookies");
    expect(cookies).toContain('세션 저장소(sessionStorage)에 "visit-source"');
    expect(cookies).toContain(ATTRIBUTION_CONSENT.items);
    expect(cookies).toContain("탭이나 창을 닫으면 이 기록을 지웁니다");
    expect(cookies).toContain("사이트 데이터 저장을 차단");
    expect(cookies).toContain(`"${ATTRIBUTION_CONSENT.title}"에 동의하고 신청할 때에만`);
  });

  it("keeps the visit's source out of the required consent: it has its own optional one", () => {
    for (const required of [PRIVACY_CONSENT, SENSITIVE_CONSENT]) {
      expect(`${required.title} ${required.items} ${required.purpose}`).not.toMatch(/유입|참조 주소|접속 경로|UTM/);
      expect(required.title).toContain("(필수)");
    }
    expect(ATTRIBUTION_CONSENT.title).toContain("(선택)");
    expect(ATTRIBUTION_CONSENT.refusal).toContain("상담 신청은 그대로 접수");
  });

  it("lists only remedy bodies that exist today (no 대검찰청 since the 검찰청 was abolished)", () => {
    const remedies = sectionText(false, "remedies");
    expect(REMEDY_CONTACTS).toHaveLength(3);
    for (const contact of REMEDY_CONTACTS) expect(remedies).toContain(contact);
    expect(remedies).toContain("1833-6972");
    expect(remedies).toContain("118");
    expect(remedies).toContain("182");
    expect(remedies).not.toMatch(/검찰|1301|spo\.go\.kr/);
  });

  it("is published as the second edition of 2026-11-27, the version the consent boxes record, with the earlier editions still readable as they were", () => {
    expect(CONSENT_VERSION).toBe("2026-11-27-2");
    expect(POLICY_VERSION_IDS).toEqual(["2026-11-27-2", "2026-11-27", "2026-11-26", "2026-11-24"]);
    expect(currentPolicy({ analytics: false, sms: true, office }).effectiveDate).toBe("2026-11-27");
    // The first 2026-11-27 edition, frozen: no booking in it, whatever the current edition says.
    const morning = textOf(false, "2026-11-27");
    expect(morning).not.toContain("예약");
    expect(morning).toContain("연락 방법·피해야 할 시간·문자·음성 메시지를 남기지 말아 달라는 요청(선택)");
    expect(policyVersion("2026-11-27", { analytics: false, sms: true, office })!.effectiveDate).toBe("2026-11-27");
    // The 2026-11-26 edition, frozen: its wording as published, whatever the current edition says.
    const previous = textOf(false, "2026-11-26");
    expect(previous).toContain("따라서 이메일 발송 서비스 제공자와 사무소 메일함에는 요청 번호 외의 개인정보가 전달되지 않습니다.");
    expect(previous).toContain("백업 파일은 정해진 주기에 따라 새 백업으로 대체되어 함께 사라집니다.");
    expect(previous).toContain("법률 상담 신청의 접수와 회신: 법률 상담 신청의 접수, 상담 일정 조율 및 회신, 상담 내용의 검토\n");
    expect(previous).toContain("솔라피(SOLAPI) 문자 발송 서비스 (처리 국가: 대한민국)");
    expect(textOf(false, "2026-11-26")).toEqual(
      policyVersion("2026-11-26", { analytics: false, sms: false, office })!
        .sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.items ?? [])])
        .join("\n"),
    );
    expect(policyVersions({ analytics: false, sms: true, office }).map((v) => v.version)).toEqual([...POLICY_VERSION_IDS]);
    expect(currentPolicy({ analytics: false, sms: true, office }).version).toBe(CONSENT_VERSION);
    const old = textOf(false, "2026-11-24");
    expect(old).toContain("접속 경로(유입 페이지·참조 주소)");
    expect(old).toContain("대검찰청: 국번 없이 1301 (www.spo.go.kr)");
    expect(textOf(true, "2026-11-24")).toContain("6. 개인정보의 국외 이전");
    expect(policyVersion("2001-01-01", { analytics: false, sms: true, office })).toBeUndefined();
    expect(isPolicyVersion("2026-11-24")).toBe(true);
    expect(isPolicyVersion("../admin")).toBe(false);
  });

  it("states the outcome records as items and the legal basis for keeping another party's name", () => {
    const text = textOf(false);
    expect(text).toContain("상담 결과(상담 완료, 수임, 미수임과 그 사유, 연락 두절)와 기록 일시, 수임한 사건의 수임료");
    expect(text).toContain("사건 상대방의 이름(같은 법 제15조 제1항 제2호·제6호)");
    expect(text).toContain("변호사법 제31조 제1항 제1호·제2호");
    expect(text).toContain("개인정보 보호법 제15조 제1항 제2호, 변호사법 제31조");
    expect(text).toContain("개인정보 보호법 제20조 제1항");
    expect(text).toContain("선택 동의한 유입 경로 정보 포함): 신청일부터 3년 — 근거: 정보주체의 동의(개인정보 보호법 제15조 제1항 제1호)");
  });

  // The corrections of the 2026-11-27 edition, one by one; each fails on the 2026-11-26 wording.
  it("PR1: gives the other party's name its own retention line and basis, and names the conflict check in the required consent", () => {
    const retention = sectionText(false, "retention");
    expect(retention).toContain(
      "사건 상대방의 이름: 그 상담 신청 기록과 같은 기간(신청일부터 3년)이 지나면 함께 파기 — 근거: 상대방의 동의가 아니라 법령상 의무의 준수(개인정보 보호법 제15조 제1항 제2호, 변호사법 제31조)",
    );
    expect(retention).not.toContain("사건 상대방의 이름과 선택 동의한 유입 경로 정보 포함");
    expect(PRIVACY_CONSENT.purpose).toContain("변호사법 제31조의 수임제한에 해당하는지 확인하기 위한 이해충돌 확인");
    expect(PRIVACY_CONSENT.purpose).toContain("상담 진행과 결과(연락 기록, 수임 여부, 수임한 사건의 수임료)의 기록");
    expect(sectionText(false, "items")).toContain("그 사람의 연락처·주민등록번호·주소는 적지 말아주세요");
  });

  it("P4: says the request is destroyed at three years whether or not the office took the case, and that case files are kept apart", () => {
    const retention = sectionText(false, "retention");
    expect(retention).toContain("3년이 지나면 수임 여부와 관계없이 매시간 실행되는 자동 파기 작업이 삭제합니다");
    expect(retention).toContain(
      "이 웹사이트와 별도로 관리하며, 그 기록은 변호사법 제28조(장부의 작성·보관) 등 관련 법령이 정한 기간 동안 보관합니다",
    );
    expect(retention).not.toContain("수임 계약을 체결한 경우에는 사건 기록으로 옮겨");
    for (const consent of [PRIVACY_CONSENT, SENSITIVE_CONSENT]) {
      expect(consent.retention).toContain("년이 지나면 수임 여부와 관계없이 파기합니다");
      expect(consent.retention).not.toContain("수임 계약을 체결한 경우에는 관련 법령이 정한 기간 동안 보관합니다");
    }
  });

  it("P1: holds the under-14 rule when no age is typed", () => {
    expect(sectionText(false, "items")).toContain("신청하는 분이 만 14세 이상임을 확인해야 접수되며(나이를 적지 않아도 같습니다)");
  });

  it("P9: discloses the view counter's hashed address and browser, held 30 minutes in memory", () => {
    const items = sectionText(false, "items");
    expect(items).toContain(
      "접속 IP 주소와 브라우저 정보(User-Agent)를 글 번호와 함께 되돌릴 수 없는 값(해시)으로 바꾸어 서버의 메모리에만 30분 동안 두었다가 지웁니다",
    );
    expect(sectionText(false, "retention")).toContain("조회수 집계를 위한 변환값(해시): 30분(서버 메모리)");
  });

  it("P10: gives backups a period: replaced within 30 days", () => {
    const destruction = sectionText(false, "destruction");
    expect(destruction).toContain("백업 파일은 30일 이내에 새 백업으로 대체되어 삭제되므로");
    expect(destruction).not.toContain("정해진 주기");
  });

  it("P6: gives Google Analytics' retention period", () => {
    expect(GOOGLE_ANALYTICS.retention).toContain("14개월");
    expect(sectionText(true, "transfer")).toContain("Google LLC (Google Analytics)의 보유·이용 기간: 수집일부터 14개월");
  });

  it("P5: lists administrative and physical safeguards besides the technical ones", () => {
    const safety = sectionText(false, "safety");
    expect(safety).toContain("내부 관리계획을 세워 시행하고 해마다 점검");
    expect(safety).toContain("정기적으로 교육");
    expect(safety).toContain("잠금장치가 있는 보관함");
  });

  it("PR2: says the acknowledgement text and e-mail show the office's name", () => {
    expect(SMS_ACK_CONSENT.purpose).toContain("문자에는 사무소 이름이 표시되므로");
    expect(sectionText(false, "purpose")).toContain("이메일에도 사무소 이름이 표시됩니다");
  });

  it("PR3: lists the SMS provider only where texts are sent, with no retention period that no contract stands behind", () => {
    const sms = PROCESSORS.find((p) => p.name.includes("SOLAPI"))!;
    expect(sms.retention).not.toContain("6개월");
    expect(sms.retention).toContain("위탁 계약에서 정한");
    const textFor = (withSms: boolean) =>
      currentPolicy({ analytics: false, sms: withSms, office })
        .sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])])
        .join("\n");
    expect(textFor(true)).toContain("SOLAPI");
    expect(textFor(false)).not.toContain("SOLAPI");
  });

  it("PR4: says no tracking cookie only in a build without analytics", () => {
    expect(sectionText(false, "cookies")).toContain("방문자에게는 로그인이나 추적을 위한 쿠키를 설치하지 않습니다");
    expect(sectionText(true, "cookies")).not.toContain("추적을 위한 쿠키를 설치하지 않습니다");
    expect(sectionText(true, "cookies")).toContain("방문 통계(Google Analytics) 쿠키만 사용합니다");
  });

  it("N-06: lists the lock notice's time and address among what reaches the mailbox, and the login records among the items", () => {
    expect(sectionText(false, "items")).toContain("관리자 로그인: 로그인을 시도한 시각과 접속 IP 주소");
    expect(sectionText(false, "retention")).toContain("관리자 로그인 제한을 위한 IP 주소: 마지막 실패나 잠금 후 48시간");
  });

  it("states a booking's items, kept and destroyed with the request, and the manage link kept only as a hash", () => {
    const items = sectionText(false, "items");
    expect(items).toContain("상담 예약(같은 법 제15조 제1항 제1호, 상담 신청 시 필수 동의): 고른 상담 종류(전화·화상·방문)와 예약 일시");
    expect(items).toContain("먼저 고른 상황(체포·구속, 오늘 조사·출석, 기한이 있는 경우, 일반 상담)");
    expect(items).toContain("예약 알림 받을 방법(문자·이메일·받지 않음)");
    expect(items).toContain("예약 관리 링크는 되돌릴 수 없는 값(해시)으로만 저장합니다");
    expect(sectionText(false, "retention")).toContain("상담 예약과 예약 관리 링크");
    expect(sectionText(false, "purpose")).toContain("예약 안내와 예약 시각 전 알림");
    // The required consent names the booking's items and purpose too.
    expect(PRIVACY_CONSENT.items).toContain(
      "고른 상담 종류와 일시, 먼저 고른 상황, 기한이 있다면 그 종류와 마지막 날, 예약 알림 받을 방법",
    );
    expect(PRIVACY_CONSENT.purpose).toContain("상담 예약의 접수·확정·변경·취소와 예약 안내·알림");
  });

  it("says which booking messages go by text or e-mail, what they hold and when, and that none go when refused", () => {
    const items = sectionText(false, "items");
    expect(items).toContain("예약 상태가 바뀔 때, 그리고 예약 시각 전에 사무소가 정한 때(기본값: 하루 전과 2시간 전)");
    expect(items).toContain("늦추지 않고 앞당겨 보냅니다");
    expect(items).toContain("사건 내용은 담기지 않습니다. '받지 않음'을 고르면 예약 알림을 보내지 않으며");
    expect(sectionText(false, "third-parties")).toContain("예약 안내·알림 이메일(예약 알림을 이메일로 받기로 한 경우)");
    const sms = PROCESSORS.find((p) => p.name.includes("SOLAPI"))!;
    expect(sms.task).toContain("예약 안내·알림 문자");
    expect(PROCESSORS[1]!.items).toContain("예약 안내·알림 이메일: 신청인의 이메일 주소, 예약 일시·상담 종류·예약 관리 링크");
  });

  it("makes no claim the advertising rules forbid", () => {
    expect(textOf(true)).not.toMatch(/전문|최고|최초|유일|100%|보장합니다/);
  });
});
