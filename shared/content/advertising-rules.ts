// Wording that Korean lawyer-advertising rules forbid or restrict, found sentence by sentence. Everything a
// visitor reads is advertising for the practice, so the same check serves the editor's analysis (warnings)
// and the repository's content scan (failures unless allowed with a reason).
//
// The rules (변호사법 제23조 제2항; 대한변호사협회 「변호사 광고에 관한 규정」 and 「변호사 전문분야 등록에 관한
// 규정」):
// - "전문"/"전담" for a field may be claimed only for a specialty registered with the bar;
// - no superlatives or unverifiable rankings (최고, 최초, 유일, No.1, 1위, 100%);
// - nothing that leads a client to expect a result (무죄 보장, 승소율, 성공률, "반드시 …");
// - no free or unreasonably cheap consultation or fees used as a lure;
// - no emphasis on former judge, prosecutor or police posts (전관);
// - testimonials and ratings only with a note that they are published with the client's consent and that results
//   differ from case to case.

export type AdRuleId = "specialty" | "superlative" | "promised-result" | "fee-inducement" | "former-office" | "testimonial-consent";

export interface AdWarning {
  rule: AdRuleId;
  /** The words that matched. */
  match: string;
  /** The whole sentence, as written. */
  sentence: string;
  /** Why it is a problem and what to write instead (Korean, for the attorney). */
  reason: string;
}

export interface AdCheckOptions {
  /** Specialties registered with the bar (e.g. "형사법"); with one, "전문" for that field is allowed. */
  registeredSpecialties?: readonly string[];
}

interface Rule {
  id: AdRuleId;
  pattern: RegExp;
  /** Matches that are not claims (a school's name, a statute's term). */
  except?: RegExp;
  reason: string;
}

const RULES: Rule[] = [
  {
    id: "specialty",
    pattern: /[가-힣A-Za-z·]*\s?(?:전문|전담)(?:\s?(?:변호사|로펌|법률사무소|법무법인|변론|상담|가|팀|분야))?/g,
    // Not claims: school and degree names; 전문증거/전문법칙 (傳聞, hearsay) and 전담 재판부 (a court's division);
    // 댓글 전문 (全文, the full text); a court's or investigator's 전문가 의견 조회 (an outside expert's opinion);
    // other professions. "전문가의 검토를 받으세요" on the office's own page reads as the office calling itself an
    // expert, so it is a finding: write "변호사".
    except:
      /법학전문|전문대학원|전문석사|전문의|전문위원|전문적|전문성|비전문|전문직|전문(?:증거|법칙|진술)|전담\s?(?:재판부|부|검사|수사)|(?:댓글|판결문?|게시글|게시물|글|기사|조문|문서|내용)\s?전문|전문가\s?의견\s?조회|전문\s?(?:상담|치료)\s?(?:이나|프로그램|기관)/,
    reason:
      "'전문'·'전담'은 대한변호사협회에 전문분야를 등록한 변호사만 쓸 수 있습니다(변호사법 제23조, 변호사 전문분야 등록에 관한 규정). 등록 전에는 '형사사건 중점' 같은 표현을 쓰세요.",
  },
  {
    id: "superlative",
    pattern:
      /최고의|최고\s?수준|최고\s?실력|업계\s?최초|국내\s?최초|(?:국내|업계|전국)\s?(?:유일|1위)|유일한\s?(?:변호사|로펌|법률사무소)|No\.?\s?1|넘버\s?원|100\s?%\s?(?:승소|무죄|해결|성공|만족)|승률\s?100/gi,
    reason: "최고·최초·유일·No.1·1위·100% 같은 최상급·순위 표현은 객관적으로 확인할 수 없는 과장 광고입니다(변호사법 제23조 제2항 제3호).",
  },
  {
    id: "promised-result",
    pattern:
      /(?:무죄|승소|집행유예|기소유예|불기소|무혐의|감형|석방)\s?(?:를|을)?\s?(?:보장|약속|책임지)|승소율|무죄율|성공률|해결률|반드시\s?(?:무죄|승소|집행유예|기소유예|불기소|무혐의|석방|이깁|해결)|결과를\s?(?:보장|약속)|책임지고\s?(?:해결|무죄|승소)/g,
    reason:
      "결과를 보장하거나 승소율·성공률을 내세우는 표현은 업무 결과에 대한 부당한 기대를 갖게 하는 광고로 금지됩니다(변호사법 제23조 제2항 제4호). 사건마다 결과가 다를 수 있음을 전제로 쓰세요.",
  },
  {
    id: "fee-inducement",
    pattern:
      /무료\s?(?:법률\s?)?상담|상담\s?(?:비|료)?\s?무료|(?:수임료|착수금|상담료|비용)\s?(?:무료|최저|할인|후불|환불)|최저\s?(?:수임료|비용|가격)|착수금\s?(?:무료|없음|0원)|성공\s?보수만|후불\s?(?:제|결제|가능|로|지급)?|(?:전액|수임료|착수금)?\s?환불\s?(?:보장|약속|해\s?드|가능|제)|원가\s?(?:수준|로|에|수임|상담)|할인\s?(?:쿠폰|이벤트|행사|혜택)|\d+\s?%\s?할인/g,
    reason:
      "무료·최저·원가·후불·환불·할인(쿠폰)처럼 비용을 내세워 사건을 끌어들이는 광고는 변호사 광고에 관한 규정으로 금지됩니다. 비용은 '상담 후 안내해 드립니다'처럼 쓰세요.",
  },
  {
    id: "former-office",
    // A career line naming a court, prosecutors' office or police station with the post held there counts too,
    // with the "전)" marker apart from the post ("전) ○○지검 검사", "前 ○○경찰서 근무").
    pattern:
      /전관|(?:前|전)\s?(?:부장\s?)?(?:판사|검사|부장판사|부장검사|경찰|경찰관)|(?:前|\(?전\))\s?[가-힣○]*(?:지검|지청|검찰청|법원|지법|고법|경찰서|경찰청)\s?(?:부장\s?)?(?:판사|검사|수사관|경찰관|근무|재직)|(?:판사|검사|검찰|법원|경찰)\s?출신|검사\s?직무대리|[가-힣○]*(?:지검|지청|검찰청|경찰서|경찰청)\s?(?:근무|재직)/g,
    reason:
      "판사·검사·경찰 등 출신을 강조하면 사건에 영향력이 있는 것처럼 보여 금지됩니다(변호사 광고에 관한 규정). 경력은 사실대로, 강조 없이 쓰고, 수습은 '실무수습'으로 쓰세요.",
  },
];

/** Testimonial or rating wording, and the consent note that must accompany it in the same text. */
// (A link or menu item named 고객 인터뷰 is not itself a testimonial; the interview pages are, and say 후기.)
const TESTIMONIAL = /(?:의뢰인|고객|상담|이용|수임)\s?후기|평점|별점|★|만족도/g;
/** "결과를 약속할 수는 없습니다" is the honest opposite of a promise. */
const NEGATED = /^\s?(?:할|드릴|하는)?\s?수(?:는|가)?\s?없|^\s?(?:하지|드리지|하진)\s?(?:는\s?)?않/;
const CONSENT_NOTE = /동의(?:를)?\s?(?:받아|얻어|하에)|동의를\s?받은|동의하에/;
const RESULTS_VARY = /사건마다|사안마다|결과(?:는|가)\s?(?:다를|달라질)/;

/** Splits text into sentences (Korean and Latin punctuation, line breaks), markdown markers trimmed. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?。])\s+|\n+/)
    .map((s) => s.replace(/^[#>*\-\s|]+/, "").trim())
    .filter(Boolean);
}

function specialtyAllowed(sentence: string, match: string, specialties: readonly string[]): boolean {
  return specialties.some((field) => sentence.includes(field)) && /(?:대한변호사협회|변협)\s?등록/.test(sentence) && match.length > 0;
}

/** Every advertising-rule finding in `text`. */
export function checkAdvertising(text: string, options: AdCheckOptions = {}): AdWarning[] {
  const specialties = options.registeredSpecialties ?? [];
  const warnings: AdWarning[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const rule of RULES) {
      for (const m of sentence.matchAll(rule.pattern)) {
        const match = m[0].trim();
        if (!match) continue;
        const around = sentence.slice(Math.max(0, (m.index ?? 0) - 4), (m.index ?? 0) + m[0].length + 6);
        if (rule.except?.test(around)) continue;
        if (rule.id === "promised-result" && NEGATED.test(sentence.slice((m.index ?? 0) + m[0].length))) continue;
        if (rule.id === "specialty" && specialtyAllowed(sentence, match, specialties)) continue;
        warnings.push({ rule: rule.id, match, sentence, reason: rule.reason });
      }
    }
  }
  const testimonial = [...text.matchAll(TESTIMONIAL)][0];
  if (testimonial && !(CONSENT_NOTE.test(text) && RESULTS_VARY.test(text))) {
    const sentence = sentencesOf(text).find((s) => TESTIMONIAL.test(s)) ?? testimonial[0];
    TESTIMONIAL.lastIndex = 0;
    warnings.push({
      rule: "testimonial-consent",
      match: testimonial[0],
      sentence,
      reason:
        "후기·평점을 싣는 글에는 '의뢰인의 동의를 받아 게재했으며, 사건마다 결과는 다를 수 있습니다' 같은 안내가 함께 있어야 합니다. 스스로 매긴 평점은 쓰지 마세요.",
    });
  }
  return warnings;
}

export const AD_RULE_LABELS: Record<AdRuleId, string> = {
  specialty: "등록하지 않은 '전문' 표현",
  superlative: "최상급·순위 표현",
  "promised-result": "결과 보장·승소율",
  "fee-inducement": "무료·염가 유인",
  "former-office": "전관·출신 강조",
  "testimonial-consent": "동의 안내 없는 후기·평점",
};
