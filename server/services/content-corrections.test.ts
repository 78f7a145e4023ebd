// Legal corrections to the guides (law in force in November 2026), checked phrase by phrase: what each
// article must now say, and the wrong statement it must no longer make.
import { describe, expect, it } from "vitest";
import { loadContentFiles } from "./content-loader";

const content = loadContentFiles();
const articles = new Map(content.articles.map((a) => [a.frontMatter.slug, a]));
const interviews = new Map(content.interviews.map((i) => [i.frontMatter.slug, i]));
/** Excerpt, body and FAQ answers: everything a reader of the article (or the interview's body) sees. */
const textOf = (slug: string) => {
  const a = articles.get(slug);
  if (a) return [a.frontMatter.excerpt, a.body, ...a.frontMatter.faqs.map((f) => `${f.question} ${f.answer}`)].join("\n");
  const i = interviews.get(slug);
  if (!i) throw new Error(`no article or interview ${slug}`);
  return i.body;
};

/**
 * Sentencing-guideline ranges in any form: "6월~1년 6월", "감경 영역 징역 6월", "8월 이하 |", "징역 12년까지 권고". The texts
 * print no range: none could be checked against the 양형위원회's own table (see docs/legal-review.md, third pass).
 */
const SENTENCING_FIGURES = [
  /\d+(?:년|월)(?: \d+월)?\s*~\s*\d+(?:년|월)/,
  /(?:감경|기본|가중)(?: 영역)?(?:이|은|의)? (?:징역 |금고 )?\d+(?:년|월)/,
  /\d+(?:년|월)(?: \d+월)? 이하 \|/,
  /까지 권고/,
];

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
    must: [
      "성폭력처벌법 제14조의2",
      "7년 이하의 징역 또는 5,000만 원 이하의 벌금",
      "소지·구입·저장하거나 시청",
      "3년 이하의 징역 또는 3,000만 원 이하의 벌금",
    ],
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
    mustNot: [
      /법정형은 \*\*10년 이하\*\*의 징역 또는 \*\*2,000만 원\*\* 이하의 벌금입니다/,
      /\| 5억 원 미만 \| 10년 이하 징역 또는 2,000만 원 이하 벌금 \|/,
    ],
  },
  {
    what: "fraud guide after the prosecution reform: 공소청 decides, the 항고 of 검찰청법 §10 only for decisions until 2026-10-01, the successor rules said to be unconfirmed",
    slugs: ["fraud-complaint-response-guide"],
    must: [
      "2026. 10. 1.까지 검찰청 검사가 불기소처분을 한 사건",
      "당시 검찰청법 제10조",
      "2026. 10. 2. 이후 공소청 검사가 불기소를 결정한 사건",
      "법령 원문(공소청법, 형사소송법 제260조와 그 부칙)으로 확인하지 못했습니다",
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
    must: ["2026. 10. 2.", "공소청의 검사", "2026년 공소청법", "법령 원문으로 확인하지 못했습니다", "처분 통지서에 적힌 불복 방법과 기한"],
    mustNot: [/검찰(에|로) (송치|넘기)|\| 검찰 처분 \||검찰 송치:|경찰과 검찰, 법원이 맡고/],
  },
  {
    what: "the evidence guide's procedure table goes on to 송치 and the 공소청 prosecutor's decision, with the unsettled remedies said plainly",
    slugs: ["cyber-evidence-collection-youtube-comments-legal-methodology"],
    must: ["공소청 검사에게 송치", "2026년 공소청법", "법령 원문으로 확인하지 못했습니다", "처분 통지서에 적힌 불복 방법과 기한"],
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
    must: [
      "2026. 10. 2.부터 검찰청이 폐지되었습니다",
      "공소청법",
      "중대범죄수사청 조직 및 운영에 관한 법률",
      "공소청은 스스로 수사를 시작하지 않습니다",
    ],
    mustNot: [/관련 법령의 정비에 따라 달라질 수 있으므로/, /검찰로 송치/, /검찰로 넘어가/, /검찰에 (?:보내|제출)/],
  },
  {
    what: "항고 under 검찰청법 §10 only for decisions up to 2026-10-01; after that the successor remedy is not settled from the statute texts",
    slugs: ["non-prosecution-response-guide-accused-complainant-case-examples", "suspended-indictment-guide-criminal-defense-lawyer"],
    must: [
      "2026. 10. 1.까지 검찰청 검사가 한 불기소처분",
      "2026. 11. 27.까지 법령 원문으로 확인하지 못했습니다",
      "처분 통지서에 적힌 불복 방법과 기한",
    ],
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
    must: [
      "재판 집행의 지휘·감독을 공소청 검사의 직무로",
      "2026. 10. 1.까지는 검찰청에 벌금을 내고",
      "납부명령서나 고지서에 적힌 기관과 기한",
    ],
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
    must: [
      "2025. 12. 23.부터 20년 이하의 징역 또는 5,000만 원 이하의 벌금",
      "형법 제1조 제1항",
      "2026. 10. 2.부터 검찰청이 폐지",
      "사기범죄 양형기준",
    ],
  },
  {
    what: "interview about a 2025 summary order: the rules that still hold, and the 검찰청 of then against the 공소청 of now",
    slugs: ["maternity-criminal-case-acquittal-process"],
    must: ["그때의 검찰청 검사", "2026. 10. 2.부터 검찰청이 폐지", "지식재산·기술침해범죄 양형기준"],
  },
  // third pass (2026-11-27): sentencing figures without a primary source withdrawn; protective rule after the reform; the
  // open findings of the re-read closed. Each entry fails on the wording it replaced.
  {
    what: "sentencing guidelines: no range is printed unless the commission's own table confirms it; the reader is sent to sc.scourt.go.kr",
    slugs: [
      "fraud-complaint-response-guide",
      "drunk-driving-penalties-comprehensive-guide",
      "south-korea-12-major-traffic-violations-suspended-sentence-guide",
      "defamation-requirements-real-cases-guide",
      "cyber-harassment-response-guide-victims-suspects",
      "sexual-harassment-crime-definition-response-guide",
      "communication-media-obscenity-crime-guide",
      "kiss-room-investigation-response-guide",
      "non-prosecution-response-guide-accused-complainant-case-examples",
      "family-financial-fraud-legal-consultation-courage",
      "maternity-criminal-case-acquittal-process",
    ],
    must: ["양형위원회가 펴낸 양형기준 표로 수치를 하나하나 확인하지 못했기 때문입니다", "sc.scourt.go.kr"],
    mustNot: SENTENCING_FIGURES,
  },

  {
    what: "S3: a fine listed in a guideline zone is conditional; the old sentence read it as always available",
    slugs: [
      "drunk-driving-penalties-comprehensive-guide",
      "south-korea-12-major-traffic-violations-suspended-sentence-guide",
      "cyber-harassment-response-guide-victims-suspects",
    ],
    must: ["피해자가 처벌을 원하지 않는 경우처럼 양형기준이 정한 조건이 있을 때에만 벌금을 권고하는 영역이 있으므로"],
    mustNot: [/벌금이 함께 적힌 영역은 벌금형도 권고 범위에 들어 있다는 뜻입니다/],
  },
  {
    what: "S4: the special-aggravation rule as the guidelines word it (aggravating factors alone, or two more than mitigating ones)",
    slugs: [
      "fraud-complaint-response-guide",
      "drunk-driving-penalties-comprehensive-guide",
      "south-korea-12-major-traffic-violations-suspended-sentence-guide",
      "defamation-requirements-real-cases-guide",
      "cyber-harassment-response-guide-victims-suspects",
      "sexual-harassment-crime-definition-response-guide",
      "communication-media-obscenity-crime-guide",
    ],
    must: ["특별가중인자만 2개 이상이거나 특별가중인자가 특별감경인자보다 2개 이상 많으면 가중 영역 상한을 2분의 1까지"],
    mustNot: [/특별가중인자가 2개 이상이면 가중 영역 상한/, /특별가중인자가 2개 이상인 중한 사건/],
  },
  {
    what: "S2: a drunk accident that is not 위험운전 is punished as 교특법 치상·치사 together with 음주운전, and the 2023 revision raised those ranges",
    slugs: ["drunk-driving-penalties-comprehensive-guide"],
    must: ["위험운전치사상에 해당하지 않는 음주 사고는 교통사고처리 특례법 위반(치상·치사)과 음주운전이 함께 처벌되고"],
    mustNot: [/위험운전 치사상의 범위를 바꿨다는 발표는 확인되지 않았습니다/],
  },
  {
    what: "S5: the 정보통신망법 §74①3 guideline is not stated as applying 'from 2023' when neither the final vote nor the first day is confirmed",
    slugs: ["cyber-harassment-response-guide-victims-suspects"],
    must: ["최종 의결된 표와 적용 시점을 확인하지 못해"],
    mustNot: [/2023년부터 적용되는 정보통신망·개인정보범죄 양형기준/],
  },
  {
    what: "C2: after the reform the protective rule is given: act within 10 days of the notice (the 재정신청 period of 형사소송법 §260③), in writing, and read the notice",
    slugs: [
      "fraud-complaint-response-guide",
      "non-prosecution-response-guide-accused-complainant-case-examples",
      "suspended-indictment-guide-criminal-defense-lawyer",
      "police-investigation-suspect-rights-guide",
      "summary-indictment-acquittal-response-guide",
      "south-korea-12-major-traffic-violations-suspended-sentence-guide",
      "communication-media-obscenity-crime-guide",
      "cyber-harassment-response-guide-victims-suspects",
      "drunk-driving-penalties-comprehensive-guide",
      "kiss-room-investigation-response-guide",
      "cyber-evidence-collection-youtube-comments-legal-methodology",
    ],
    must: [
      "**통지를 받은 날부터 10일 안에**",
      "재정신청 기한(제260조 제3항)",
      "처분 통지서에 적힌 불복 방법과 기한",
      "항고 단계가 없어졌다면 적용될 수 있는 가장 짧은 기한",
    ],
    mustNot: [
      /확정된 내용을 확인하지 못했습니다/,
      /불복[^.]*자료로는 분명하지 않/,
      /자료로는 확정하지 못했습니다/,
      /기한(?:은|이) 짧을 수 있/,
      /아직 분명하지 않으므로, 검사의 다른 처분/,
    ],
  },
  {
    what: "C2 (interview note): the same 10-day protective rule",
    slugs: ["family-financial-fraud-legal-consultation-courage"],
    must: ["**통지를 받은 날부터 10일 안에**", "형사소송법 제260조 제3항"],
    mustNot: [/불복하는 방법과 기한은 처분 통지서에 적힌 대로 따르시고/],
  },
  {
    what: "C3: relatives' fraud: the 부칙 window (6 months from the amendment's commencement) has probably run out; 직계존속 may be accused (형법 §328① 후문); 친족 = 민법 §777",
    slugs: ["fraud-complaint-response-guide"],
    must: ["시행일부터 6개월 안에 고소하도록 했으므로", "형법 제328조 제1항 후문", "민법 제777조"],
    mustNot: [/부칙의 경과 규정에 따라 달라질 수 있으니/],
  },
  {
    what: "C16: the victim's access to the trial record, granted in principle since 2025-09-19 (형사소송법 §294의4)",
    slugs: ["fraud-complaint-response-guide"],
    must: ["형사소송법 제294조의4", "2025. 9. 19.부터"],
  },
  {
    what: "C4: 기소유예 records are kept 10 years when the statutory maximum is 10 years or more (fraud, 강제추행, 업무상횡령·배임), 5 years otherwise (형실효법 §8의2②)",
    slugs: ["suspended-indictment-guide-criminal-defense-lawyer"],
    must: [
      "법정형의 장기가 10년 이상인 죄로 받은 성인의 기소유예 기록은 **10년**",
      "형실효법 제8조의2 제2항",
      "(성인 10년 또는 5년, 소년 3년)",
    ],
    mustNot: [/살인·강도처럼/, /\(성인 5년, 소년 3년\)/, /그 밖의 죄\(대부분의 사건\)/, /대부분 5년 보존 후 삭제/],
  },
  {
    what: "C5: no limitation runs while the victim of a sexual tort is a minor (민법 §766③)",
    slugs: ["sexual-harassment-crime-definition-response-guide"],
    must: ["성년이 될 때까지는 소멸시효가 진행되지 않습니다(같은 조 제3항)"],
    mustNot: [/10년 안에 청구해야 합니다\(민법 제766조\)\./],
  },
  {
    what: "C23: the Labour Relations Commission remedy has a 6-month limit (남녀고용평등법 §26① 단서)",
    slugs: ["sexual-harassment-crime-definition-response-guide"],
    must: ["6개월 안에 해야 합니다(남녀고용평등법 제26조 제1항 단서)"],
  },
  {
    what: "C7: limitation runs from the end of each offence (from the last act only for a single continuing offence)",
    slugs: ["communication-media-obscenity-crime-guide"],
    must: ["각 범행이 끝난 날부터 계산하고(형사소송법 제252조 제1항)"],
    mustNot: [/메시지를 보낸 마지막 날부터 계산합니다/],
  },
  {
    what: "C7: each 성매매 has its own limitation period",
    slugs: ["kiss-room-investigation-response-guide"],
    must: ["각 성매매 행위가 끝난 날부터 따로 계산하므로"],
    mustNot: [/시효 계산은 마지막 행위일을 기준으로/],
  },
  {
    what: "C8: a sexual offence against a minor bars public office whatever the fine, and a serving official retires (국가공무원법 §33 6의4, §69)",
    slugs: ["communication-media-obscenity-crime-guide"],
    must: ["벌금 액수와 관계없이 형이 확정되면 공무원이 될 수 없고(같은 조 제6호의4)", "당연퇴직합니다(제69조)"],
  },
  {
    what: "C9, C19: 취업제한 must be ordered unless the proviso applies; public-office bars for 성폭력범죄 and 정보통신망법 §74①3",
    slugs: ["cyber-harassment-response-guide-victims-suspects"],
    must: [
      "취업제한 명령을 함께 선고하여야 하고",
      "청소년성보호법 제56조 제1항과 같은 항 단서",
      "국가공무원법 제33조 제6호의3 나목",
      "같은 조 제6호의4",
    ],
    mustNot: [/취업제한 명령이 함께 검토될 수도 있습니다/],
  },
  {
    what: "C10: the deepfake amendment came into force on promulgation, 2024-10-16; earlier possession or viewing is not punishable under §14의2④",
    slugs: ["cyber-harassment-response-guide-victims-suspects"],
    must: ["2024. 10. 16. 공포와 함께 시행된", "그날 이후의 행위에만 적용됩니다"],
    mustNot: [/국회를 통과해 공포와 함께 시행된/],
  },
  {
    what: "C11: no licence revocation or suspension for drunk driving off the road (대법원 2021. 12. 10. 선고 2018두42771)",
    slugs: ["drunk-driving-penalties-comprehensive-guide"],
    must: ["대법원 2021. 12. 10. 선고 2018두42771 판결"],
    mustNot: [/장소의 성격에 따라 따져볼 부분/],
  },
  {
    what: "C12: 술타기 (도로교통법 §44⑤) counts as the earlier and the new offence of §148의2① since 2025-06-04",
    slugs: ["drunk-driving-penalties-comprehensive-guide"],
    must: ["2025. 6. 4. 개정법부터 술타기도 앞선 위반과 다시 한 위반 양쪽에 포함됩니다"],
    mustNot: [/\*\*10년\*\* 안에 다시 음주운전이나 측정거부를 한 사람/],
  },
  {
    what: "C13: after an 이의신청, 행정심판 within 90 days of its result (도로교통법 §94③)",
    slugs: ["drunk-driving-penalties-comprehensive-guide"],
    must: ["결과를 통보받은 날부터 90일 안에 행정심판을 청구할 수 있습니다(도로교통법 제94조 제3항)"],
  },
  {
    what: "C15: the police close a case themselves by 불송치 (형사소송법 §245의5 2호); 혐의없음 is not only a prosecutor's result",
    slugs: ["kiss-room-investigation-response-guide"],
    must: ["형사소송법 제245조의5 제2호", "| 혐의없음(경찰의 불송치 또는 검사의 불기소) |"],
    mustNot: [/경찰 조사가 끝나면 사건은 검사에게 송치되고, 검사가 최종 처분을 정합니다/],
  },
  {
    what: "N2: a child under 16: the penalty is raised by up to half (청소년성보호법 §13③)",
    slugs: ["kiss-room-investigation-response-guide"],
    must: ["청소년성보호법 제13조 제3항"],
  },
  {
    what: "C18+: since the 2025-12-31 amendment every 친족 (민법 §777) property offence is a 친고죄",
    slugs: ["family-financial-fraud-legal-consultation-courage"],
    must: ["관계의 원근과 관계없이 모두 친고죄", "민법 제777조"],
    mustNot: [/어떤 친척 관계가 여기에 해당하는지는 사건마다 다르니/],
  },
  {
    what: "C21: 형법 §62① 단서 as worded: from the judgment becoming final until 3 years after the sentence is served or remitted",
    slugs: ["south-korea-12-major-traffic-violations-suspended-sentence-guide"],
    must: ["금고 이상의 형을 선고한 판결이 확정된 때부터 그 집행을 종료하거나 면제된 후 3년까지의 기간에 범한 죄"],
    mustNot: [/금고 이상의 형이 확정되어 그 집행을 마치거나 면제된 뒤 3년이 지나기 전에 저지른 범죄/],
  },
  {
    what: "N3: confidentiality is the lawyer's duty under 변호사법 §26, not a promise of the office",
    slugs: [
      "communication-media-obscenity-crime-guide",
      "cyber-evidence-collection-youtube-comments-legal-methodology",
      "cyber-harassment-response-guide-victims-suspects",
      "defamation-requirements-real-cases-guide",
      "drunk-driving-penalties-comprehensive-guide",
      "fraud-complaint-response-guide",
      "kiss-room-investigation-response-guide",
      "police-investigation-suspect-rights-guide",
      "sexual-harassment-crime-definition-response-guide",
      "south-korea-12-major-traffic-violations-suspended-sentence-guide",
      "suspended-indictment-guide-criminal-defense-lawyer",
    ],
    must: ["변호사법 제26조"],
    mustNot: [/철저히 비밀로 유지/, /비밀이 보장/, /철저히 보호되므로/],
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
