// The criminal-procedure deadlines the calculator knows, as data: each with its article, its period, where the
// count starts, whether 형사소송법 §66③ moves a last day that falls on a Saturday or public holiday, and whether
// its period was confirmed from the statute text (`reviewed`) or is still being checked (`needs_review`). A rule
// in `needs_review` gives no date until the attorney reviews it (POST /api/tools/rules/:key/review); a legal rule is
// code with tests, never an admin text field. The sources of each confirmation are in docs/deadline-tools.md.

export const DEADLINE_KINDS = [
  "appeal",
  "final_appeal",
  "immediate_appeal",
  "quasi_appeal",
  "summary_order_trial",
  "summary_trial",
  "appeal_brief",
  "final_appeal_brief",
  "jury_intent",
  "complaint_period",
  "ruling_request",
  "prosecution_appeal",
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export type RuleStatus = "reviewed" | "needs_review";

export interface DeadlinePeriod {
  days?: number;
  months?: number;
}

export interface DeadlineRule {
  key: DeadlineKind;
  /** What the visitor picks: "항소장 제출". */
  label: string;
  /** What the start date is: "판결 선고일". */
  startLabel: string;
  /** "형사소송법 제358조". */
  article: string;
  /** The law's name as 국가법령정보센터 lists it. */
  lawName: string;
  /** 국가법령정보센터's law ID, where confirmed; null until it is (never guessed). */
  lawId: string | null;
  /** The article code in 국가법령정보센터's form: article number in four digits and branch in two (제361조의3 → 036103). */
  articleCode: string;
  period: DeadlinePeriod;
  /** First start date the rule applies to (an earlier one gets a 400); null when the rule has no such bound here. */
  validFrom: string | null;
  /** The day the law text behind the rule was last read. */
  lawAsOf: string;
  /** When the shipped rule was confirmed from the statute text; null while it is `needs_review`. */
  reviewedAt: string | null;
  status: RuleStatus;
  /** §66③: a last day on a Saturday or public holiday moves to the next working day. */
  holidayExtension: boolean;
  /**
   * A protective deadline the guides already state while the rule is under review: shown beside "현재 법령 확인 중",
   * computed without the §66③ move (the safe side).
   */
  protective: string | null;
  notes: string[];
}

const LAW_AS_OF = "2026-11-27";
const CPA = "형사소송법";

/** Shown with every court filing: the filing must reach the court, and the two rules the tool does not add. */
const FILING_NOTES = [
  "기한 안에 서류가 법원에 도착해야 합니다(우편으로 보낸 날이 아니라 접수된 날 기준).",
  "교도소·구치소에 있는 사람은 기한 안에 교도소장·구치소장에게 내면 기한 안에 낸 것으로 봅니다(형사소송법 제344조). 이 계산에는 반영하지 않았습니다.",
  "법원이 멀리 있는 경우의 기간 연장(형사소송법 제67조)은 계산에 넣지 않았습니다.",
];

const PROTECTIVE_NON_PROSECUTION =
  "불기소 통지를 받으면 처분 통지서에 적힌 불복 방법과 기한, 제출할 기관을 먼저 확인하세요. 적힌 기한이 더 길더라도 통지를 받은 날부터 10일 안에 서면으로 내는 것이 안전합니다. 10일은 지금 형사소송법이 정한 재정신청 기한(제260조 제3항)으로, 항고 단계가 없어졌다면 적용될 수 있는 가장 짧은 기한입니다.";

export const DEADLINE_RULES: Record<DeadlineKind, DeadlineRule> = {
  appeal: {
    key: "appeal",
    label: "항소장 제출 (1심 판결에 불복)",
    startLabel: "판결 선고일",
    article: "형사소송법 제358조",
    lawName: CPA,
    lawId: null,
    articleCode: "035800",
    period: { days: 7 },
    validFrom: null,
    lawAsOf: LAW_AS_OF,
    reviewedAt: LAW_AS_OF,
    status: "reviewed",
    holidayExtension: true,
    protective: null,
    notes: [
      "기한은 판결문을 받은 날이 아니라 판결을 선고한 날부터 셉니다.",
      "항소장은 판결을 선고한 법원(원심법원)에 냅니다.",
      ...FILING_NOTES,
    ],
  },
  final_appeal: {
    key: "final_appeal",
    label: "상고장 제출 (2심 판결에 불복)",
    startLabel: "판결 선고일",
    article: "형사소송법 제374조",
    lawName: CPA,
    lawId: null,
    articleCode: "037400",
    period: { days: 7 },
    validFrom: null,
    lawAsOf: LAW_AS_OF,
    reviewedAt: LAW_AS_OF,
    status: "reviewed",
    holidayExtension: true,
    protective: null,
    notes: ["상고장은 판결을 선고한 법원(원심법원)에 냅니다.", ...FILING_NOTES],
  },
  immediate_appeal: {
    key: "immediate_appeal",
    label: "즉시항고 (법원의 결정에 불복)",
    startLabel: "결정을 고지받은 날",
    article: "형사소송법 제405조",
    lawName: CPA,
    lawId: null,
    articleCode: "040500",
    period: { days: 7 },
    validFrom: "2019-12-31",
    lawAsOf: LAW_AS_OF,
    reviewedAt: null,
    status: "needs_review",
    holidayExtension: true,
    protective: null,
    notes: ["즉시항고 기간은 2019년 개정 전에는 3일이었습니다. 개정 전의 결정에는 이 계산을 쓰지 않습니다.", ...FILING_NOTES],
  },
  quasi_appeal: {
    key: "quasi_appeal",
    label: "준항고 (재판장·수명법관의 재판에 불복)",
    startLabel: "재판을 고지받은 날",
    article: "형사소송법 제416조 제3항",
    lawName: CPA,
    lawId: null,
    articleCode: "041600",
    period: { days: 7 },
    validFrom: "2019-12-31",
    lawAsOf: LAW_AS_OF,
    reviewedAt: null,
    status: "needs_review",
    holidayExtension: true,
    protective: null,
    notes: FILING_NOTES,
  },
  summary_order_trial: {
    key: "summary_order_trial",
    label: "정식재판 청구 (약식명령에 불복)",
    startLabel: "약식명령 등본을 송달받은(고지받은) 날",
    article: "형사소송법 제453조 제1항",
    lawName: CPA,
    lawId: null,
    articleCode: "045300",
    period: { days: 7 },
    validFrom: null,
    lawAsOf: LAW_AS_OF,
    reviewedAt: LAW_AS_OF,
    status: "reviewed",
    holidayExtension: true,
    protective: null,
    notes: ["정식재판청구서는 약식명령을 한 법원에 서면으로 냅니다(형사소송법 제453조 제2항).", ...FILING_NOTES],
  },
  summary_trial: {
    key: "summary_trial",
    label: "정식재판 청구 (즉결심판에 불복)",
    startLabel: "즉결심판을 선고·고지받은 날",
    article: "즉결심판에 관한 절차법 제14조 제1항",
    lawName: "즉결심판에 관한 절차법",
    lawId: null,
    articleCode: "001400",
    period: { days: 7 },
    validFrom: null,
    lawAsOf: LAW_AS_OF,
    reviewedAt: LAW_AS_OF,
    status: "reviewed",
    holidayExtension: true,
    protective: null,
    notes: ["정식재판청구서는 경찰서장에게 냅니다.", ...FILING_NOTES.slice(0, 1)],
  },
  appeal_brief: {
    key: "appeal_brief",
    label: "항소이유서 제출",
    startLabel: "소송기록접수통지를 받은 날",
    article: "형사소송법 제361조의3 제1항",
    lawName: CPA,
    lawId: null,
    articleCode: "036103",
    period: { days: 20 },
    validFrom: null,
    lawAsOf: LAW_AS_OF,
    reviewedAt: LAW_AS_OF,
    status: "reviewed",
    holidayExtension: true,
    protective: null,
    notes: ["항소이유서는 항소법원에 냅니다.", ...FILING_NOTES],
  },
  final_appeal_brief: {
    key: "final_appeal_brief",
    label: "상고이유서 제출",
    startLabel: "소송기록접수통지를 받은 날",
    article: "형사소송법 제379조 제1항",
    lawName: CPA,
    lawId: null,
    articleCode: "037900",
    period: { days: 20 },
    validFrom: null,
    lawAsOf: LAW_AS_OF,
    reviewedAt: LAW_AS_OF,
    status: "reviewed",
    holidayExtension: true,
    protective: null,
    notes: ["상고이유서는 상고법원(대법원)에 냅니다.", ...FILING_NOTES],
  },
  jury_intent: {
    key: "jury_intent",
    label: "국민참여재판 의사확인서 제출",
    startLabel: "공소장 부본을 송달받은 날",
    article: "국민의 형사재판 참여에 관한 법률 제8조 제2항",
    lawName: "국민의 형사재판 참여에 관한 법률",
    lawId: null,
    articleCode: "000800",
    period: { days: 7 },
    validFrom: null,
    lawAsOf: LAW_AS_OF,
    reviewedAt: LAW_AS_OF,
    status: "reviewed",
    holidayExtension: true,
    protective: null,
    notes: [
      "기간 안에 의사확인서를 내지 않으면 국민참여재판을 원하지 않는 것으로 봅니다.",
      "기간이 지난 뒤에도 제1회 공판기일 전까지는 신청할 수 있다고 본 대법원 결정(2009년)이 있으나, 기간 안에 내는 것이 안전합니다.",
      ...FILING_NOTES.slice(0, 1),
    ],
  },
  complaint_period: {
    key: "complaint_period",
    label: "친고죄 고소기간",
    startLabel: "범인을 알게 된 날",
    article: "형사소송법 제230조 제1항",
    lawName: CPA,
    lawId: null,
    articleCode: "023000",
    period: { months: 6 },
    validFrom: null,
    lawAsOf: LAW_AS_OF,
    reviewedAt: LAW_AS_OF,
    status: "reviewed",
    holidayExtension: true,
    protective: null,
    notes: [
      "친고죄(고소가 있어야 처벌할 수 있는 죄)에만 적용됩니다. 다른 죄의 고소에는 이 기간이 없습니다.",
      "고소할 수 없는 불가항력의 사유가 있으면 그 사유가 없어진 날부터 셉니다(같은 항 단서). 이 계산에는 반영하지 않았습니다.",
      "월 단위 기간은 달력에 따라 셉니다(형사소송법 제66조 제2항).",
    ],
  },
  ruling_request: {
    key: "ruling_request",
    label: "재정신청 (검사의 불기소에 불복)",
    startLabel: "불기소(항고기각) 통지를 받은 날",
    article: "형사소송법 제260조 제3항",
    lawName: CPA,
    lawId: null,
    articleCode: "026000",
    period: { days: 10 },
    validFrom: null,
    lawAsOf: LAW_AS_OF,
    reviewedAt: null,
    status: "needs_review",
    holidayExtension: false,
    protective: PROTECTIVE_NON_PROSECUTION,
    notes: [
      "검찰 개편(2026년 10월 2일)에 따른 현재 조문을 확인하는 중입니다.",
      "안전 기한은 마지막 날이 토요일·공휴일이어도 미루지 않은 날짜입니다.",
      "통지서에 더 긴 기한이 적혀 있으면 그 기한도 함께 확인하되, 안전 기한 안에 내세요.",
    ],
  },
  prosecution_appeal: {
    key: "prosecution_appeal",
    label: "불기소 처분에 대한 불복 (2026년 10월 2일 이후 공소청 처분)",
    startLabel: "불기소 통지를 받은 날",
    article: "형사소송법 제260조 제3항 (개편 후 불복 절차 확인 중)",
    lawName: CPA,
    lawId: null,
    articleCode: "026000",
    period: { days: 10 },
    validFrom: null,
    lawAsOf: LAW_AS_OF,
    reviewedAt: null,
    status: "needs_review",
    holidayExtension: false,
    protective: PROTECTIVE_NON_PROSECUTION,
    notes: [
      "2026년 10월 1일까지 검찰청 검사가 한 처분은 통지서의 안내를 따르되, 가장 늦게 받은 통지부터 10일을 넘기지 마세요.",
      "안전 기한은 마지막 날이 토요일·공휴일이어도 미루지 않은 날짜입니다.",
      "통지서에 불복 방법이 적혀 있지 않으면 통지서를 보낸 공소청에 바로 문의하고 변호사와 상의하세요.",
      "경찰의 불송치 결정에 대한 이의신청에는 법이 정한 기한이 없습니다(형사소송법 제245조의7).",
    ],
  },
};

export function isDeadlineKind(value: unknown): value is DeadlineKind {
  return typeof value === "string" && (DEADLINE_KINDS as readonly string[]).includes(value);
}

/** "7일", "6개월". */
export function describePeriod(period: DeadlinePeriod): string {
  return period.months ? `${period.months}개월` : `${period.days}일`;
}
