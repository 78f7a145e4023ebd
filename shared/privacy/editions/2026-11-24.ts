// The privacy policy as published on 2026-11-24, frozen: its text no longer follows the configuration, so the
// dated address /privacy/2026-11-24 keeps showing what visitors who sent a request under it agreed to. Only the
// office's name and the privacy officer's contacts are read as today (from the saved settings), so the old edition
// still tells a reader whom to ask.
import type { PolicyOptions, PolicySection } from "../policy-types";

export function sections20261124({ analytics, office }: PolicyOptions): PolicySection[] {
  const officer = office.officer;
  const processors: string[] = [
    "이메일 발송 서비스 제공자(SMTP): 상담 신청 접수 알림 이메일 발송",
    "웹 호스팅 서비스 제공자: 웹사이트와 데이터베이스 서버의 운영·보관",
  ];
  if (analytics) processors.push("Google LLC (Google Analytics): 웹사이트 방문 통계 분석");
  return [
    {
      id: "purpose",
      title: "1. 개인정보의 처리 목적",
      paragraphs: [
        `${office.name}(이하 "사무소")는 다음 목적으로만 개인정보를 처리하며, 목적이 바뀌면 개인정보 보호법 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 합니다.`,
      ],
      items: [
        "법률 상담 신청의 접수와 회신: 법률 상담 신청의 접수, 상담 일정 조율 및 회신, 상담 내용의 검토",
        "상담 내용의 검토: 상담 내용에 포함된 범죄 혐의·수사·재판 관련 정보, 성생활 등에 관한 정보를 법률 상담의 검토와 회신에 한해 처리",
        "상담 신청 양식의 부정 이용 방지와 서비스 안정성 확보",
        ...(analytics ? ["웹사이트 이용 통계 분석(개인을 알아볼 수 없는 형태)"] : []),
      ],
    },
    {
      id: "items",
      title: "2. 처리하는 개인정보 항목",
      paragraphs: ["상담을 신청하지 않고 글을 읽기만 하는 방문자에게서는 이름이나 연락처를 받지 않습니다."],
      items: [
        "상담 신청(개인정보 보호법 제15조 제1항 제1호, 동의): 이름, 연락처, 이메일(선택), 나이(선택), 사건 유형, 현재 상황, 긴급도, 사건 발생일(선택), 희망 상담 방식(선택), 접속 경로(유입 페이지·참조 주소)",
        "민감정보(같은 법 제23조 제1항 제1호, 별도 동의): 상담 내용에 기재하신 사건 경위, 수사·재판 진행 상황, 범죄경력 및 성범죄 관련 사실 등 민감정보",
        "자동으로 생성되는 정보: 상담 신청 시 접속 IP 주소(반복 신청 방지용, 마지막 이용 후 1일 안에 파기)",
        ...(analytics ? ["방문 통계(Google Analytics): 쿠키 식별자, 방문한 페이지, 기기·브라우저 정보(IP 주소는 익명화)"] : []),
      ],
    },
    {
      id: "retention",
      title: "3. 개인정보의 보유 기간과 근거",
      paragraphs: ["보유 기간이 끝나면 지체 없이 파기합니다(개인정보 보호법 제21조)."],
      items: [
        "상담 신청 기록(변경 이력과 유입 경로 정보 포함): 신청일부터 3년 — 근거: 정보주체의 동의. 수임 계약을 체결한 경우에는 사건 기록으로 옮겨 관련 법령이 정한 기간 동안 보관합니다.",
        "사무소 직원의 개인정보 처리 기록(접속기록): 2년 — 근거: 개인정보의 안전성 확보조치 기준(개인정보보호위원회 고시)의 접속기록 보관 의무",
        "반복 신청 방지를 위한 IP 주소: 마지막 이용 후 1일",
      ],
    },
    {
      id: "destruction",
      title: "4. 개인정보의 파기 절차와 방법",
      paragraphs: [
        "보유 기간이 지난 기록은 매시간 실행되는 자동 파기 작업이 데이터베이스에서 삭제하며, 파기 일시·건수·기준을 파기 기록으로 남깁니다(누구의 기록인지는 남기지 않습니다).",
        "전자적 파일은 복구할 수 없는 방법으로 삭제하고, 출력물은 분쇄하거나 소각합니다. 백업 파일은 정해진 주기에 따라 새 백업으로 대체되어 함께 사라집니다.",
      ],
    },
    {
      id: "third-parties",
      title: "5. 개인정보의 제3자 제공과 처리위탁",
      paragraphs: [
        "사무소는 정보주체의 개인정보를 제3자에게 제공하지 않습니다. 다만 법률에 특별한 규정이 있는 경우(예: 법원의 영장)에는 그 범위에서 제공할 수 있습니다(개인정보 보호법 제17조, 제18조).",
        "원활한 업무 처리를 위해 다음과 같이 처리를 위탁하며, 위탁 계약에 개인정보 보호 의무를 정하고 수탁자를 감독합니다(같은 법 제26조).",
      ],
      items: processors,
    },
    ...(analytics
      ? [
          {
            id: "transfer",
            title: "6. 개인정보의 국외 이전",
            paragraphs: [
              "방문 통계 분석을 위해 다음과 같이 정보가 국외로 이전됩니다(개인정보 보호법 제28조의8). 브라우저 설정이나 Google Analytics 차단 부가 기능으로 거부할 수 있으며, 거부해도 사이트 이용에 제한은 없습니다.",
            ],
            items: [
              "이전받는 자: Google LLC (미국, 연락처: https://support.google.com/analytics)",
              "이전 항목: 쿠키 식별자, 방문한 페이지, 기기·브라우저 정보",
              "이전 시기와 방법: 웹사이트를 방문할 때 네트워크로 전송",
              "보유 기간: Google Analytics의 데이터 보존 기간 설정에 따름",
            ],
          },
        ]
      : []),
    {
      id: "rights",
      title: `${analytics ? 7 : 6}. 정보주체의 권리와 행사 방법`,
      paragraphs: [
        "정보주체는 언제든지 자신의 개인정보에 대해 열람(개인정보 보호법 제35조), 정정·삭제(제36조), 처리정지와 동의 철회(제37조)를 요구할 수 있습니다.",
        `아래 개인정보 보호책임자에게 전화나 이메일로 요청해주시면 본인 확인 후 10일 안에 처리 결과를 알려드립니다. 법정대리인이나 위임을 받은 사람을 통해서도 요구할 수 있습니다(제38조).`,
        "다른 법령에서 보관하도록 정한 정보는 삭제를 요구할 수 없으며, 그 경우 이유를 알려드립니다.",
      ],
    },
    {
      id: "officer",
      title: `${analytics ? 8 : 7}. 개인정보 보호책임자`,
      paragraphs: ["개인정보 처리에 관한 문의, 불만 처리, 피해 구제는 아래 책임자에게 연락해주세요(개인정보 보호법 제31조)."],
      items: [`성명: ${officer.name} (${officer.position})`, `전화: ${officer.phone}`, `이메일: ${officer.email}`],
    },
    {
      id: "safety",
      title: `${analytics ? 9 : 8}. 개인정보의 안전성 확보조치`,
      paragraphs: ["사무소는 개인정보 보호법 제29조와 개인정보의 안전성 확보조치 기준에 따라 다음 조치를 합니다."],
      items: [
        "관리자 로그인 시 비밀번호와 일회용 인증 코드(2단계 인증) 사용, 반복 실패 시 로그인 잠금",
        "비밀번호의 일방향 암호화 저장, 암호화된 통신(HTTPS)",
        "개인정보 처리 기록(접속기록)의 보관과 점검, 권한이 있는 관리자만 접근",
        "상담 알림 이메일에 상담 내용을 담지 않는 등 처리하는 정보의 최소화",
        "보유 기간이 지난 정보의 자동 파기",
      ],
    },
    {
      id: "cookies",
      title: `${analytics ? 10 : 9}. 쿠키 등 자동 수집 장치의 설치·운영과 거부`,
      paragraphs: [
        "방문자에게는 로그인이나 추적을 위한 쿠키를 설치하지 않습니다. 관리자 로그인 유지를 위한 세션 쿠키는 관리자에게만 쓰입니다.",
        analytics
          ? "방문 통계를 위해 Google Analytics 쿠키를 사용합니다. 브라우저 설정에서 쿠키 저장을 거부하거나, Google Analytics 차단 부가 기능(https://tools.google.com/dlpage/gaoptout)을 설치해 거부할 수 있습니다."
          : "방문 통계 도구를 사용하지 않습니다.",
      ],
    },
    {
      id: "remedies",
      title: `${analytics ? 11 : 10}. 권익침해 구제 방법`,
      paragraphs: ["개인정보 침해로 인한 구제를 받으려면 다음 기관에 분쟁 해결이나 상담을 신청할 수 있습니다."],
      items: [
        "개인정보 분쟁조정위원회: 1833-6972 (www.kopico.go.kr)",
        "개인정보침해 신고센터(한국인터넷진흥원): 국번 없이 118 (privacy.kisa.or.kr)",
        "대검찰청: 국번 없이 1301 (www.spo.go.kr)",
        "경찰청: 국번 없이 182 (ecrm.police.go.kr)",
      ],
    },
  ];
}
