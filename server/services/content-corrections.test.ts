// Legal corrections to the guides (law in force in November 2026), checked phrase by phrase: what each
// article must now say, and the wrong statement it must no longer make.
import { describe, expect, it } from "vitest";
import { loadContentFiles } from "./content-loader";

const content = loadContentFiles();
const articles = new Map(content.articles.map((a) => [a.frontMatter.slug, a]));
const interviews = new Map(content.interviews.map((i) => [i.frontMatter.slug, i]));
/** Body and FAQ answers: everything a reader of the article (or the interview's body) sees. */
const textOf = (slug: string) => {
  const a = articles.get(slug);
  if (a) return [a.body, ...a.frontMatter.faqs.map((f) => `${f.question} ${f.answer}`)].join("\n");
  const i = interviews.get(slug);
  if (!i) throw new Error(`no article or interview ${slug}`);
  return i.body;
};

const CORRECTIONS: Array<{ what: string; slugs: string[]; must: string[]; mustNot?: RegExp[] }> = [
  {
    what: "A6: the office's own pages send readers to a lawyer, not to 'an expert' (a self-referential 전문가 claim)",
    slugs: [
      "non-prosecution-response-guide-accused-complainant-case-examples",
      "cyber-harassment-response-guide-victims-suspects",
      "maternity-criminal-case-acquittal-process",
    ],
    must: ["변호사"],
    mustNot: [/전문가(?:의|에게|와|를)/],
  },
  {
    what: "정보통신망법 제70조 제1항 has no 금고: 3년 이하의 징역 또는 3천만 원 이하의 벌금",
    slugs: ["defamation-requirements-real-cases-guide", "cyber-evidence-collection-youtube-comments-legal-methodology"],
    must: ["정보통신망법 제70조 제1항", "3년 이하 징역 또는 3,000만 원 이하 벌금"],
    mustNot: [/제70조 제1항[^\n|]*\|[^\n|]*금고/, /제70조 제1항에 따라[^.]*금고/],
  },
  {
    what: "fraud between relatives: 친고죄 since the 2024 Constitutional Court decision and the 2025 amendment, 6-month complaint period",
    slugs: ["fraud-complaint-response-guide"],
    must: ["2020헌마468", "형법 제328조", "형법 제354조", "친고죄", "범인을 알게 된 날부터 6개월", "형사소송법 제230조 제1항"],
    mustNot: [/일반 사기죄는 친고죄가 아니어서 6개월 같은 고소기간 제한은 없고/],
  },
  {
    what: "licence appeal: 60 days from receiving the decision; 행정심판 before a lawsuit",
    slugs: ["drunk-driving-penalties-comprehensive-guide"],
    must: ["처분을 받은 날부터 60일", "도로교통법 제94조 제1항", "행정심판법 제27조", "도로교통법 제142조"],
    mustNot: [/처분을 안 날부터 60일/],
  },
  {
    what: "형사공탁 since 2025-01-17: the victim is heard first, and the deposit cannot be taken back at will",
    slugs: [
      "communication-media-obscenity-crime-guide",
      "fraud-complaint-response-guide",
      "south-korea-12-major-traffic-violations-suspended-sentence-guide",
      "suspended-indictment-guide-criminal-defense-lawyer",
    ],
    must: ["2025. 1. 17.", "형사소송법 제294조의5", "공탁법 제9조의2"],
  },
  {
    what: "deepfakes: the 2024 amendment of 성폭력처벌법 제14조의2 (making 7 years; possessing or viewing punished)",
    slugs: ["cyber-harassment-response-guide-victims-suspects"],
    must: ["성폭력처벌법 제14조의2", "7년 이하의 징역 또는 5,000만 원 이하의 벌금", "소지·구입·저장하거나 시청", "3년 이하의 징역 또는 3,000만 원 이하의 벌금"],
  },
  {
    what: "the prosecution reform: 검찰청 abolished on 2026-10-02 (공소청, 중대범죄수사청); unsettled details said plainly",
    slugs: [
      "fraud-complaint-response-guide",
      "non-prosecution-response-guide-accused-complainant-case-examples",
      "police-investigation-suspect-rights-guide",
      "suspended-indictment-guide-criminal-defense-lawyer",
      "summary-indictment-acquittal-response-guide",
    ],
    must: ["2026. 10. 2.부터 검찰청이 폐지", "공소청", "중대범죄수사청", "처분 통지서에 적힌 불복 방법과 기한"],
  },
  {
    what: "the special limitation rules of sex offences, each with its own scope (성폭력처벌법 제21조: minors, DNA evidence, no limitation)",
    slugs: ["sexual-harassment-crime-definition-response-guide"],
    must: [
      "피해자가 성년이 된 날부터 시효가 진행합니다(제21조 제1항)",
      "형법상 강간·강제추행 등과 성폭력처벌법 제3조부터 제9조까지의 죄에만 적용됩니다",
      "공중밀집장소추행(제11조)과 업무상 위력 등에 의한 추행(제10조)에는 적용되지 않습니다(제21조 제2항)",
      "법에 열거된 죄에는 공소시효가 적용되지 않습니다(제21조 제3항)",
      "청소년성보호법 제20조",
    ],
    mustNot: [/DNA 등 과학적 증거가 있으면 시효가 10년 연장되며/],
  },
  {
    what: "mandatory sanctions worded as the statutes word them: 이수명령 must be added (성폭력처벌법 제16조 제2항), 취업제한 must be ordered unless the proviso applies (청소년성보호법 제56조 제1항)",
    slugs: ["communication-media-obscenity-crime-guide"],
    must: ["이수명령을 병과하여야 합니다", "선고유예는 제외", "취업제한 명령을 함께 선고하여야 합니다", "같은 항 단서"],
    mustNot: [/취업제한 명령을 함께 선고할 수 있습니다/],
  },
  {
    what: "the prosecutor files 공판 청구 (정식 기소); 정식재판청구 is the defendant's remedy against a summary order",
    slugs: ["drunk-driving-penalties-comprehensive-guide", "south-korea-12-major-traffic-violations-suspended-sentence-guide"],
    must: ["공판"],
    mustNot: [/검찰[^.\n]*정식재판을 청구합니다/, /약식명령, 정식재판 청구 중 하나/],
  },
  {
    what: "a missed 7-day deadline: 정식재판청구권 회복 within 7 days of the cause ending, in writing, with the 정식재판 청구 (형사소송법 제458조, 제345조, 제346조)",
    slugs: ["summary-indictment-acquittal-response-guide"],
    must: ["형사소송법 제458조 제1항, 제345조", "그 사유가 없어진 날부터 7일 안에", "같은 법 제346조"],
    mustNot: [/짧은 기간 안에 해야/],
  },
  {
    what: "questioning limits of the investigation rules: 12 hours in all, 8 hours of questioning, 8 hours before the next session (수사준칙 제22조)",
    slugs: ["police-investigation-suspect-rights-guide"],
    must: ["실제 조사는 8시간 이내", "조사를 마친 뒤 8시간이 지나기 전 재조사 금지", "수사준칙 제22조"],
  },
  // second pass: a
  {
    what: "fraud penalty raised from 2025-12-23 (형법 §347, §347의2, §348: 20 years / 50 million won); earlier acts keep the old range (형법 §1)",
    slugs: ["fraud-complaint-response-guide"],
    must: [
      "2025. 12. 23.부터 법정형은 **20년 이하**의 징역 또는 **5,000만 원** 이하의 벌금",
      "형법 제347조의2",
      "형법 제348조",
      "2025. 12. 22.까지 저지른 사기에는 예전 법정형(10년 이하 징역 또는 2,000만 원 이하 벌금)",
      "형법 제1조 제1항",
      "20년 이하 징역 또는 5,000만 원 이하 벌금(2025. 12. 22.까지의 행위는",
      "형사소송법 제249조 제1항 제3호",
    ],
    mustNot: [/법정형은 \*\*10년 이하\*\*의 징역 또는 \*\*2,000만 원\*\* 이하의 벌금입니다/, /\| 5억 원 미만 \| 10년 이하 징역 또는 2,000만 원 이하 벌금 \|/],
  },
  {
    what: "fraud guide after the prosecution reform: 공소청 decides, the 항고 of 검찰청법 §10 only for decisions until 2026-10-01, the successor rules said to be unconfirmed",
    slugs: ["fraud-complaint-response-guide"],
    must: [
      "2026. 10. 1.까지 검찰청 검사가 불기소처분을 한 사건",
      "당시 검찰청법 제10조",
      "2026. 10. 2. 이후 공소청 검사가 불기소를 결정한 사건",
      "확정하지 못했습니다",
      "공소청법과 중대범죄수사청법",
      "공소청 검사에게 의견서 제출",
    ],
    mustNot: [
      /검사가 불기소처분을 하면 30일 안에 항고할 수 있고\(검찰청법 제10조\)/,
      /관련 법령의 정비에 따라 달라질 수 있으므로/,
      /검찰 단계 의견서/,
      /\| 검찰 처분 \|/,
    ],
  },
  {
    what: "procedure passages after the prosecution reform: 송치 to the 공소청 prosecutor, unsettled successor rules said plainly with what to do",
    slugs: [
      "communication-media-obscenity-crime-guide",
      "cyber-harassment-response-guide-victims-suspects",
      "drunk-driving-penalties-comprehensive-guide",
      "kiss-room-investigation-response-guide",
    ],
    must: ["2026. 10. 2.", "공소청의 검사", "2026년 공소청법", "확정된 내용을 확인하지 못했습니다", "처분 통지서에 적힌 불복 방법과 기한"],
    mustNot: [/검찰(에|로) (송치|넘기)|\| 검찰 처분 \||검찰 송치:|경찰과 검찰, 법원이 맡고/],
  },
  {
    what: "the evidence guide's procedure table goes on to 송치 and the 공소청 prosecutor's decision, with the unsettled remedies said plainly",
    slugs: ["cyber-evidence-collection-youtube-comments-legal-methodology"],
    must: ["공소청 검사에게 송치", "2026년 공소청법", "확정된 내용을 확인하지 못했습니다", "처분 통지서에 적힌 불복 방법과 기한"],
  },
  {
    what: "sentencing guidelines: the reader is sent to the 양형위원회 guideline for its current text (figures: block `sentencing ranges`)",
    slugs: [
      "communication-media-obscenity-crime-guide",
      "cyber-harassment-response-guide-victims-suspects",
      "defamation-requirements-real-cases-guide",
      "drunk-driving-penalties-comprehensive-guide",
      "fraud-complaint-response-guide",
      "kiss-room-investigation-response-guide",
    ],
    must: ["sc.scourt.go.kr"],
  },
  {
    what: "limitation of pre-May-2020 acts stated for today (ended by May 2025; the minors' rule of 성폭력처벌법 §21①)",
    slugs: ["communication-media-obscenity-crime-guide"],
    must: ["늦어도 2025년 5월에 시효가 끝났습니다", "성폭력처벌법 제21조 제1항"],
    mustNot: [/2025년 현재 대부분 시효가 지났습니다/],
  },
  // second pass: b
  {
    what: "the reform is in force, not pending: 검찰청 abolished on 2026-10-02, 공소청 decides on indictment and does not investigate, 중대범죄수사청 investigates major crimes",
    slugs: [
      "non-prosecution-response-guide-accused-complainant-case-examples",
      "police-investigation-suspect-rights-guide",
      "suspended-indictment-guide-criminal-defense-lawyer",
      "summary-indictment-acquittal-response-guide",
      "south-korea-12-major-traffic-violations-suspended-sentence-guide",
    ],
    must: ["2026. 10. 2.부터 검찰청이 폐지되었습니다", "공소청법", "중대범죄수사청 조직 및 운영에 관한 법률", "공소청은 스스로 수사를 시작하지 않습니다"],
    mustNot: [/관련 법령의 정비에 따라 달라질 수 있으므로/, /검찰로 송치/, /검찰로 넘어가/, /검찰에 (?:보내|제출)/],
  },
  {
    what: "항고 under 검찰청법 §10 only for decisions up to 2026-10-01; after that the successor remedy is unsettled and the notice governs",
    slugs: ["non-prosecution-response-guide-accused-complainant-case-examples", "suspended-indictment-guide-criminal-defense-lawyer"],
    must: ["2026. 10. 1.까지 검찰청 검사가 한 불기소처분", "2026년 11월 26일 현재 확인할 수 있는 자료로는 분명하지 않습니다", "처분 통지서에 적힌 불복 방법과 기한"],
    mustNot: [/30일 안에 검찰 항고를 할 수 있고/, /검찰청법 제10조에 따라 불기소처분 통지를 받은 날부터 30일 안에/],
  },
  {
    what: "after an objection the prosecutor's own supplementary investigation is not stated as settled law",
    slugs: ["non-prosecution-response-guide-accused-complainant-case-examples"],
    must: ["직접 보완수사를 할 수 있는지는 2026년 11월 26일 현재 확인한 자료로는 분명하지 않으니"],
    mustNot: [/검사가 기록을 검토해 직접 보완수사를 하거나/, /검사가 계좌 거래 내역 등에 대한 보완수사를 진행했습니다/],
  },
  {
    what: "fraud (형법 §347) raised on 2025-12-23 to 20 years / 5,000만 원; earlier acts keep the old range (형법 §1①)",
    slugs: ["non-prosecution-response-guide-accused-complainant-case-examples"],
    must: ["2025. 12. 23.부터", "20년 이하의 징역 또는 5,000만 원 이하의 벌금", "형법 제1조 제1항"],
  },
  {
    what: "fines: 공소청 검사 directs the execution; the 검찰청 payment desk is history and the notice names the office",
    slugs: ["summary-indictment-acquittal-response-guide"],
    must: ["재판 집행의 지휘·감독을 공소청 검사의 직무로", "2026. 10. 1.까지는 검찰청에 벌금을 내고", "납부명령서나 고지서에 적힌 기관과 기한"],
    mustNot: [/검찰청에 분할납부나 납부연기를 신청할 수 있고/],
  },
  {
    what: "the prosecutor's stage is described as it was under the 검찰청 and as it is now under the 공소청",
    slugs: ["police-investigation-suspect-rights-guide"],
    must: ["### 검사 단계(2026. 10. 2.부터 공소청)", "검찰청이 있던 때에는"],
    mustNot: [/### 검찰 단계/, /검찰 송치 후 처분/],
  },
  {
    what: "sentencing guidelines: named with where to read them; no unconfirmed figures",
    slugs: ["south-korea-12-major-traffic-violations-suspended-sentence-guide"],
    must: ["교통범죄 양형기준", "sc.scourt.go.kr"],
    mustNot: [/검찰은 합의 여부와 피해 정도를 보고/],
  },
  {
    what: "sex offences: the 성범죄 양형기준 is named with where to read it; no unconfirmed figures",
    slugs: ["sexual-harassment-crime-definition-response-guide"],
    must: ["성범죄 양형기준", "sc.scourt.go.kr"],
  },
  {
    what: "interview about a fraud before 2025-12-23: the old range governs that act, the new range later ones; the 검찰청 is gone",
    slugs: ["family-financial-fraud-legal-consultation-courage"],
    must: ["2025. 12. 23.부터 20년 이하의 징역 또는 5,000만 원 이하의 벌금", "형법 제1조 제1항", "2026. 10. 2.부터 검찰청이 폐지", "사기범죄 양형기준"],
  },
  {
    what: "interview about a 2025 summary order: the rules that still hold, and the 검찰청 of then against the 공소청 of now",
    slugs: ["maternity-criminal-case-acquittal-process"],
    must: ["그때의 검찰청 검사", "2026. 10. 2.부터 검찰청이 폐지", "지식재산·기술침해범죄 양형기준"],
  },
  // sentencing ranges
  {
    what: "교통범죄 양형기준 (2020. 7. 1.): 위험운전치사 기본 2–5년 / 가중 4–8년, 치상 10월–2년 6월 / 2–5년; the 2023 revision named",
    slugs: ["drunk-driving-penalties-comprehensive-guide", "south-korea-12-major-traffic-violations-suspended-sentence-guide"],
    must: ["| 위험운전치사", "| 징역 2년~5년 | 징역 4년~8년 |", "| 징역 10월~2년 6월 | 징역 2년~5년 |", "2020. 7. 1. 시행"],
  },
  {
    what: "drunk driving: the 2023 revision added 음주운전 itself (cases indicted from 2023-07-01); the ranges are recommendations",
    slugs: ["drunk-driving-penalties-comprehensive-guide"],
    must: ["2023. 7. 1. 이후 공소가 제기된 사건부터 적용", "치사 징역 12년, 치상 징역 7년 6월까지 권고", "판결문에 이유를 적어야"],
  },
  {
    what: "교통범죄 양형기준 (2023): 어린이 보호구역 치사 1년 6월–3년 / 2–5년 / 4–8년; 치상 6월–1년 6월 or 벌금 300만–1,500만 원 / 10월–2년 6월 / 2–5년",
    slugs: ["south-korea-12-major-traffic-violations-suspended-sentence-guide"],
    must: [
      "| 어린이 보호구역 어린이 치사 | 징역 1년 6월~3년 | 징역 2년~5년 | 징역 4년~8년 |",
      "| 어린이 보호구역 어린이 치상 | 징역 6월~1년 6월 또는 벌금 300만~1,500만 원 | 징역 10월~2년 6월 | 징역 2년~5년 |",
      "어린이 보호구역 유형은 2023. 7. 1. 이후 공소가 제기된 사건부터",
      "판사가 참고하는 권고 기준",
    ],
    mustNot: [/지금 적용되는 수치를 확인하지 못해 여기에 옮기지 않았습니다/, /확인 못 함/],
  },
  {
    what: "교통범죄 양형기준 (2023): 일반 교통사고 (교특법 §3①) 치상 8월 이하 or 100만–700만 / 4월–1년 or 500만–1,200만 / 8월–2년; 치사 4월–1년 or 500만–1,500만 / 8월–2년 / 1–3년",
    slugs: ["south-korea-12-major-traffic-violations-suspended-sentence-guide"],
    must: [
      "| 교통사고 치상 | 금고 8월 이하 또는 벌금 100만~700만 원 | 금고 4월~1년 또는 벌금 500만~1,200만 원 | 금고 8월~2년 |",
      "| 교통사고 치사 | 금고 4월~1년 또는 벌금 500만~1,500만 원 | 금고 8월~2년 | 금고 1년~3년 |",
      "교통사고 치상·치사 유형(교통사고처리 특례법 제3조 제1항)",
    ],
    mustNot: [/일반 12대 중과실 사고\(교통사고처리 특례법\)의 수치는 확인하지 못해/],
  },
  {
    what: "교통범죄 양형기준 (2023): 도주 (특가법 §5의3①) 치상 후 6월–1년 6월 or 300만–1,500만 / 10월–2년 6월 / 2–6년; 치사 후 2년 6월–4년 / 3–6년 / 5–10년",
    slugs: ["drunk-driving-penalties-comprehensive-guide"],
    must: [
      "| 치상 후 도주 | 징역 6월~1년 6월 또는 벌금 300만~1,500만 원 | 징역 10월~2년 6월 | 징역 2년~6년 |",
      "| 치사 후 도주 | 징역 2년 6월~4년 | 징역 3년~6년 | 징역 5년~10년 |",
    ],
  },
  {
    what: "정보통신망·개인정보범죄 양형기준 (2023): 정보통신망법 §74①3 감경 6월 이하 / 기본 4–8월 / 가중 6월–1년",
    slugs: ["cyber-harassment-response-guide-victims-suspects"],
    must: ["정보통신망·개인정보범죄 양형기준은 이 죄에 감경 징역 6월 이하, 기본 징역 4월~8월, 가중 징역 6월~1년을 권고합니다"],
  },
  {
    what: "교통범죄 양형기준: 위험운전치사 감경 1년 6월–3년; 위험운전치상 감경 6월–1년 6월 or 벌금 700만–1,500만 원",
    slugs: ["drunk-driving-penalties-comprehensive-guide", "south-korea-12-major-traffic-violations-suspended-sentence-guide"],
    must: [
      "| 위험운전치사 | 징역 1년 6월~3년 | 징역 2년~5년 | 징역 4년~8년 |",
      "| 위험운전치상 | 징역 6월~1년 6월 또는 벌금 700만~1,500만 원 | 징역 10월~2년 6월 | 징역 2년~5년 |",
    ],
    mustNot: [/감경 영역의 수치는 확인하지 못해/],
  },
  {
    what: "교통범죄 양형기준 (2023): 음주운전 by blood alcohol and 음주측정거부, 감경 / 기본 / 가중 (징역 / 벌금); the 2회 이상 guideline not yet adopted",
    slugs: ["drunk-driving-penalties-comprehensive-guide"],
    must: [
      "도로교통법 제148조의2 제2항·제3항의 권고 범위",
      "| 음주운전 0.03% 이상 0.08% 미만 | 벌금 100만~300만 원 | 8월 이하 / 200만~400만 원 | 6월~10월 / 300만~500만 원 |",
      "| 음주운전 0.08% 이상 0.2% 미만 | 6월~10월 / 300만~600만 원 | 8월~1년 4월 / 500만~800만 원 | 1년~1년 10월 / 700만~1,000만 원 |",
      "| 음주운전 0.2% 이상 | 1년~2년 / 700만~1,200만 원 | 1년 6월~3년 / 1,000만~1,700만 원 | 2년 6월~4년 |",
      "| 음주측정거부 | 6월~1년 2월 / 300만~1,000만 원 | 8월~2년 / 700만~1,500만 원 | 1년 6월~4년 |",
      "10년 안에 다시 위반한 경우(같은 조 제1항)의 양형기준",
    ],
    mustNot: [/그 영역별 수치를 확인하지 못해/],
  },
  {
    what: "명예훼손범죄 양형기준 (2019. 7. 1.): 허위사실 적시와 모욕만; 일반 6월 이하 / 4월–1년 / 6월–1년 6월; 출판물·정보통신망 8월 이하 / 6월–1년 4월 / 8월–2년 6월 (up to 3년 9월); 모욕 4월 이하 / 2–8월 / 4월–1년",
    slugs: ["defamation-requirements-real-cases-guide"],
    must: [
      "명예훼손범죄 양형기준(2019. 7. 1. 시행)",
      "거짓 사실을 드러낸 명예훼손과 모욕",
      "| 일반 명예훼손 | 6월 이하 | 4월~1년 | 6월~1년 6월 |",
      "| 출판물·정보통신망 이용 명예훼손 | 8월 이하 | 6월~1년 4월 | 8월~2년 6월 |",
      "| 모욕 | 4월 이하 | 2월~8월 | 4월~1년 |",
      "징역 3년 9월까지 권고",
      "사실을 드러낸 명예훼손(형법 제307조 제1항, 정보통신망법 제70조 제1항)은 이 기준의 대상이 아니어서",
    ],
    mustNot: [/지금 적용되는 수치를 확인하지 못해 숫자는 적지 않았습니다/, /감경 영역은 수치를 확인하지 못해/, /보도에 따라 이 범위를 허위사실 적시/],
  },
  {
    what: "스토킹범죄 양형기준 (cases indicted from 2024-07-01): 일반 8월 이하 / 6월–1년 / 10월–2년 6월, 흉기등휴대 10월 이하 / 8월–1년 6월 / 1년–3년 6월, up to 3 and 5 years",
    slugs: ["cyber-harassment-response-guide-victims-suspects"],
    must: [
      "스토킹범죄 양형기준(2024. 7. 1. 이후 공소가 제기된 사건부터 적용)",
      "| 일반 스토킹범죄 | 8월 이하 | 6월~1년 | 10월~2년 6월 |",
      "| 흉기등휴대 스토킹범죄 | 10월 이하 | 8월~1년 6월 | 1년~3년 6월 |",
      "일반 스토킹은 징역 3년, 흉기 등 휴대 스토킹은 징역 5년까지 권고",
    ],
    mustNot: [/통신매체이용음란이나 스토킹에 양형기준이 있는지/, /영역별 최종 수치와 통신매체이용음란에 적용되는 기준은/],
  },
  {
    what: "디지털 성범죄 양형기준 (2021. 1. 1.): 통신매체이용음란 6월 이하 / 4–10월 / 8월–1년 6월",
    slugs: ["communication-media-obscenity-crime-guide"],
    must: ["디지털 성범죄 양형기준(2021. 1. 1. 시행)", "감경 영역 징역 6월 이하, 기본 영역 징역 4월~10월, 가중 영역 징역 8월~1년 6월", "2025년 6월 디지털 성범죄 양형기준을 다시 정하기로"],
    mustNot: [/이 죄에 양형기준이 있는지/],
  },
  {
    what: "디지털 성범죄 양형기준 (2021. 1. 1.): 통신매체이용음란 in the table",
    slugs: ["cyber-harassment-response-guide-victims-suspects", "sexual-harassment-crime-definition-response-guide"],
    must: ["디지털 성범죄 양형기준", "(2021. 1. 1. 시행)", "| 통신매체이용음란 | 6월 이하 | 4월~10월 | 8월~1년 6월 |"],
  },
  {
    what: "성범죄 양형기준 (2025. 7. 1.): 일반강제추행, 공중밀집장소 추행, 피보호·피감독자 추행; 디지털 성범죄 양형기준: 카메라등이용촬영(촬영)",
    slugs: ["sexual-harassment-crime-definition-response-guide"],
    must: [
      "**성범죄 양형기준**(2025. 3. 24. 의결, 2025. 7. 1. 이후 공소가 제기된 사건부터 적용)",
      "| 일반강제추행 | 1년 이하 | 6월~2년 | 1년 6월~3년 |",
      "| 공중밀집장소 추행 | 8월 이하 | 6월~1년 | 10월~2년 |",
      "| 피보호·피감독자 추행 | 8월 이하 | 6월~1년 | 10월~2년 |",
      "| 카메라등이용촬영(촬영) | 4월~10월 | 8월~2년 | 1년~3년 |",
      "2025년 6월 디지털 성범죄 양형기준을 다시 정하기로",
    ],
    mustNot: [/지금 적용되는 수치를 확인하지 못해 여기에 옮기지 않았습니다/],
  },
  {
    what: "사기범죄 양형기준 (resolved 2025-03-24, cases indicted from 2025-07-01): 일반사기 by 이득액, 감경 / 기본 / 가중; no later revision found",
    slugs: ["fraud-complaint-response-guide"],
    must: [
      "2025. 3. 24. 의결되어 2025. 7. 1. 이후 공소가 제기된 사건부터 적용되는 사기범죄 양형기준",
      "| 1억 원 미만 | 1년 이하 | 6월~1년 6월 | 1년~2년 6월 |",
      "| 1억 원 이상, 5억 원 미만 | 10월~2년 6월 | 1년~4년 | 2년 6월~6년 |",
      "| 5억 원 이상, 50억 원 미만 | 1년 6월~4년 | 3년~6년 | 4년~8년 |",
      "| 50억 원 이상, 300억 원 미만 | 3년~6년 | 5년~9년 | 6년~11년 |",
      "| 300억 원 이상 | 5년~9년 | 6년~11년 | 8년~17년 |",
      "무기징역까지 권고",
      "2025. 12. 23. 법정형이 높아진 뒤 양형기준이 다시 바뀌었다는 발표는",
    ],
    mustNot: [/지금 적용되는 영역별 수치를 확인하지 못해/],
  },
  {
    what: "사기범죄 양형기준 (cases indicted from 2025-07-01): 일반사기 1억 원 미만 6월 1년 6월 기본",
    slugs: ["non-prosecution-response-guide-accused-complainant-case-examples"],
    must: ["2025. 7. 1. 이후 공소가 제기된 사건", "이득액 1억 원 미만의 일반사기는 기본 영역이 징역 6월~1년 6월입니다(감경 영역 1년 이하, 가중 영역 1년~2년 6월)"],
    mustNot: [/지금 적용되는 권고 형량은 양형위원회 누리집/],
  },
  {
    what: "사기범죄 양형기준 (cases indicted from 2025-07-01): 일반사기 기본 by 이득액 in the editor's note",
    slugs: ["family-financial-fraud-legal-consultation-courage"],
    must: ["2025. 7. 1. 이후 공소가 제기된 사건", "이득액 1억 원 미만이면 징역 6월~1년 6월, 1억 원 이상 5억 원 미만이면 징역 1년~4년"],
    mustNot: [/권고 형량은 이 글에서 확인하지 못했으므로/],
  },
  {
    what: "성매매범죄 양형기준 (2014. 7. 1.): adult 성매매 (§21①) is not one of its types; 아동·청소년 성매수 6월–1년 6월 / 10월–2년 6월 / 2–5년",
    slugs: ["kiss-room-investigation-response-guide"],
    must: [
      "성매매범죄 양형기준(2014. 7. 1. 시행)",
      "성인 사이의 성매매(제21조 제1항)는 그 유형에 들어 있지 않습니다",
      "감경 징역 6월~1년 6월, 기본 징역 10월~2년 6월, 가중 징역 2년~5년",
    ],
    mustNot: [/성매매 관련 범죄에 양형기준이 있는지/],
  },
  {
    what: "지식재산·기술침해범죄 양형기준: 등록권리 침해행위 감경 1년 이하, 기본 10월–2년 (가중 상한 unconfirmed)",
    slugs: ["maternity-criminal-case-acquittal-process"],
    must: ["2024. 7. 1. 이후 공소가 제기된 사건부터 적용", "'등록권리 침해행위' 유형은 감경 영역이 징역 1년 이하, 기본 영역이 징역 10월~2년"],
    mustNot: [/권고 형량은 이 글에서 확인하지 못했으므로/],
  },
];

describe("legal corrections", () => {
  for (const c of CORRECTIONS) {
    for (const slug of c.slugs) {
      it(`${slug}: ${c.what}`, () => {
        const text = textOf(slug);
        expect(c.must.filter((p) => !text.includes(p))).toEqual([]);
        expect((c.mustNot ?? []).filter((re) => re.test(text)).map(String)).toEqual([]);
      });
    }
  }
});
