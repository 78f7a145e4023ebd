// The built-in SEO analysis of a draft article: needs no network, reads Korean correctly, and says in Korean
// what to change. Three sub-scores, as the editor shows them: keyword research (0–20), content quality (0–50)
// and structure and format (0–30). Checks follow what Yoast and Rank Math check, adapted to Korean: keyphrase
// matching understands particles (음주운전은/을/에서 count as 음주운전), lengths are counted in characters and
// in display pixels. Advertising-rule findings come separately, outside the score.
import { checkAdvertising, sentencesOf, type AdWarning } from "../content/advertising-rules";
import { countKeyword, containsKeyword } from "./korean-keyword";
import { countWords, readingMinutesByScript } from "../content/reading-time";
import { markdownImages } from "./seo-score";
import { slugify } from "../content/slug";
import { particle } from "../lib/korean-particles";

export type CheckStatus = "good" | "ok" | "bad";
type CheckGroup = "keywordResearch" | "contentQuality" | "structureFormat";

interface SeoCheck {
  id: string;
  group: CheckGroup;
  label: string;
  status: CheckStatus;
  score: number;
  max: number;
  message: string;
}

export interface SeoAnalysisInput {
  title: string;
  content: string;
  excerpt?: string | null;
  metaDescription?: string | null;
  focusKeyword?: string | null;
  keywords?: string | null;
  slug?: string | null;
}

export interface SeoAnalysis {
  totalScore: number;
  keywordResearch: number;
  contentQuality: number;
  structureFormat: number;
  checks: SeoCheck[];
  improvements: string[];
  advertisingWarnings: AdWarning[];
}

/**
 * What POST /api/analyze-seo answers: the built-in analysis, and with a language model configured and
 * answering, its qualitative `feedback` and `modelImprovements` (also appended to `improvements`).
 */
export type SeoAnalysisResult = SeoAnalysis &
  (
    | { engine: "builtin"; feedback?: undefined; modelImprovements?: undefined }
    | { engine: "builtin+llm"; feedback: string; modelImprovements: string[] }
  );

export const SEO_ANALYSIS_MAX = { keywordResearch: 20, contentQuality: 50, structureFormat: 30 } as const;

/**
 * Approximate display widths, in pixels. Search results set titles at about 20 px and descriptions at about
 * 14 px; a Hangul syllable is about 0.9 em wide, twice a Latin lowercase letter. Google cuts titles at about
 * 580 px and descriptions at about 920 px (two lines); Naver's result titles and snippets are about as wide.
 */
export const SERP_LIMITS = { titlePx: 580, descriptionPx: 920, titleFontPx: 20, descriptionFontPx: 14 } as const;

export function displayWidth(text: string, fontPx: number = SERP_LIMITS.titleFontPx): number {
  let em = 0;
  for (const ch of text) {
    if (/[\uAC00-\uD7A3\u3130-\u318F\u4E00-\u9FFF]/.test(ch)) em += 0.9;
    else if (/[A-Z0-9@#%&MW]/.test(ch)) em += 0.55;
    else if (/[\s.,:;'!|il]/.test(ch)) em += 0.25;
    else em += 0.45;
  }
  return Math.round(em * fontPx);
}

const LAW_SOURCES = /https?:\/\/(?:www\.)?(?:law\.go\.kr|glaw\.scourt\.go\.kr|scourt\.go\.kr|portal\.scourt\.go\.kr|ccourt\.go\.kr)/;

interface Parsed {
  plain: string;
  paragraphs: string[];
  headings: Array<{ level: number; text: string }>;
  links: string[];
  firstParagraph: string;
}

function parse(markdown: string): Parsed {
  const lines = markdown.split(/\r?\n/);
  const headings = lines.flatMap((l) => {
    const m = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(l);
    return m ? [{ level: m[1].length, text: m[2] }] : [];
  });
  const links = [...markdown.matchAll(/(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)/g)].map((m) => m[1]);
  const paragraphs = markdown
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !/^(#{1,6}\s|\||[-*+]\s|\d+\.\s|>|!\[|```)/.test(p));
  const plain = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|~-]+/g, " ");
  return { plain, paragraphs, headings, links, firstParagraph: paragraphs[0] ?? "" };
}

const hangul = (text: string) => text.match(/[\uAC00-\uD7A3]/g)?.length ?? 0;

function check(group: CheckGroup, id: string, label: string, max: number, status: CheckStatus, message: string, partial = 0.5): SeoCheck {
  const score = status === "good" ? max : status === "ok" ? Math.round(max * partial) : 0;
  return { id, group, label, status, score, max, message };
}

export function analyzeSeo(input: SeoAnalysisInput, options: { registeredSpecialties?: readonly string[] } = {}): SeoAnalysis {
  const { title, content } = input;
  const keyword = (input.focusKeyword ?? "").trim();
  const description = (input.metaDescription || input.excerpt || "").trim();
  const doc = parse(content);
  const words = countWords(doc.plain);
  const checks: SeoCheck[] = [];
  const K = "keywordResearch" as const;
  const Q = "contentQuality" as const;
  const S = "structureFormat" as const;

  // ---- keyword research (20) ----
  if (!keyword) {
    checks.push(
      check(
        K,
        "keyword-set",
        "포커스 키워드",
        20,
        "bad",
        "포커스 키워드를 정하세요. 의뢰인이 검색창에 칠 말(예: '음주운전 처벌')을 하나 골라 제목·첫 문단·소제목에 넣으면 나머지 검사를 할 수 있습니다.",
      ),
    );
  } else {
    const inTitle = containsKeyword(title, keyword);
    checks.push(
      check(
        K,
        "keyword-title",
        "제목의 키워드",
        5,
        inTitle ? "good" : "bad",
        inTitle
          ? `제목에 '${keyword}'${particle(keyword, "이/가")} 들어 있습니다.`
          : `제목에 '${keyword}'${particle(keyword, "을/를")} 넣으세요. 가능하면 앞쪽에 두는 것이 좋습니다.`,
      ),
    );
    const inIntro = containsKeyword(doc.firstParagraph, keyword);
    checks.push(
      check(
        K,
        "keyword-intro",
        "첫 문단의 키워드",
        4,
        inIntro ? "good" : "bad",
        inIntro ? "첫 문단에서 주제를 바로 밝히고 있습니다." : `첫 문단에 '${keyword}'를 자연스럽게 넣어 글의 주제를 바로 알려 주세요.`,
      ),
    );
    const inHeading = doc.headings.some((h) => h.level >= 2 && h.level <= 3 && containsKeyword(h.text, keyword));
    checks.push(
      check(
        K,
        "keyword-heading",
        "소제목의 키워드",
        3,
        inHeading ? "good" : "bad",
        inHeading ? "소제목(H2/H3)에 키워드가 있습니다." : `소제목(##) 가운데 하나에 '${keyword}'${particle(keyword, "을/를")} 넣으세요.`,
      ),
    );
    const slug = input.slug || slugify(title);
    const inSlug = slug.includes(slugify(keyword));
    checks.push(
      check(
        K,
        "keyword-slug",
        "주소의 키워드",
        2,
        inSlug ? "good" : "bad",
        inSlug
          ? "주소(슬러그)에 키워드가 있습니다."
          : `주소(슬러그)에 '${slugify(keyword)}'${particle(slugify(keyword), "을/를")} 넣으세요.`,
      ),
    );
    const inDescription = containsKeyword(description, keyword);
    checks.push(
      check(
        K,
        "keyword-description",
        "설명의 키워드",
        2,
        inDescription ? "good" : "bad",
        inDescription
          ? "요약(검색 결과 설명)에 키워드가 있습니다."
          : `요약이나 메타 설명에 '${keyword}'${particle(keyword, "을/를")} 넣으세요. 검색 결과에서 굵게 표시됩니다.`,
      ),
    );
    const count = countKeyword(doc.plain, keyword);
    const density = words ? (count / words) * 100 : 0;
    const densityText = `${count}회, 밀도 ${density.toFixed(1)}%`;
    // Stuffing needs repetition: in a short draft one mention is already "3%".
    const stuffed = density > 3 && count >= 3;
    const status: CheckStatus = stuffed ? "bad" : density >= 0.5 ? "good" : count > 0 ? "ok" : "bad";
    const message = stuffed
      ? `키워드가 너무 자주 나옵니다(${densityText}). 같은 말을 반복하면 검색엔진이 스팸으로 볼 수 있으니 2% 안팎으로 줄이고 비슷한 표현을 섞으세요.`
      : status === "good"
        ? `키워드가 알맞게 쓰였습니다(${densityText}).`
        : `본문에 키워드가 적습니다(${densityText}). 0.5~2.5%가 되도록 본문에서 몇 번 더 다루세요.`;
    checks.push(check(K, "keyword-density", "키워드 밀도", 4, status, message));
  }

  // ---- content quality (50) ----
  const chars = hangul(doc.plain);
  checks.push(
    check(
      Q,
      "length",
      "글의 분량",
      12,
      chars >= 2000 ? "good" : chars >= 1000 ? "ok" : "bad",
      chars >= 2000
        ? `한글 ${chars.toLocaleString("ko-KR")}자로 충분히 자세합니다.`
        : `한글 ${chars.toLocaleString("ko-KR")}자입니다. 처벌 기준, 절차, 대응 방법을 더 설명해 2,000자 이상으로 늘리세요.`,
    ),
  );
  const longParagraphs = doc.paragraphs.filter((p) => hangul(p) > 300).length;
  checks.push(
    check(
      Q,
      "paragraphs",
      "문단 길이",
      6,
      longParagraphs === 0 ? "good" : longParagraphs <= 2 ? "ok" : "bad",
      longParagraphs === 0
        ? "문단이 읽기 좋은 길이입니다."
        : `한글 300자가 넘는 문단이 ${longParagraphs}개 있습니다. 휴대전화에서 읽기 쉽도록 나누세요.`,
    ),
  );
  const sentences = sentencesOf(doc.plain).filter((s) => s.length > 1);
  const longSentences = sentences.filter((s) => hangul(s) > 80).length;
  const longShare = sentences.length ? longSentences / sentences.length : 0;
  checks.push(
    check(
      Q,
      "sentences",
      "문장 길이",
      6,
      longShare <= 0.1 ? "good" : longShare <= 0.25 ? "ok" : "bad",
      longShare <= 0.1
        ? "문장이 간결합니다."
        : `한글 80자가 넘는 긴 문장이 ${longSentences}개입니다. 불안한 독자가 한 번에 이해하도록 둘로 나누세요.`,
    ),
  );
  const articleLinks = doc.links.filter((l) => /^\/(?:board|post)\//.test(l)).length;
  checks.push(
    check(
      Q,
      "internal-links",
      "다른 글로의 링크",
      6,
      articleLinks >= 2 ? "good" : articleLinks === 1 ? "ok" : "bad",
      articleLinks >= 2
        ? "관련 글로 이어지는 링크가 있습니다."
        : "관련 법률 가이드 글을 2개 이상 링크하세요. 독자가 다음 단계를 찾고 검색엔진도 사이트 구조를 이해합니다.",
    ),
  );
  const contactLink = doc.links.some((l) => /^\/contact(?:[?#]|$)/.test(l));
  checks.push(
    check(
      Q,
      "contact-link",
      "상담 신청 링크",
      4,
      contactLink ? "good" : "bad",
      contactLink ? "상담 신청 페이지로 가는 링크가 있습니다." : "본문에 상담 신청 페이지(/contact) 링크를 넣으세요.",
    ),
  );
  const lawLinks = doc.links.some((l) => LAW_SOURCES.test(l));
  checks.push(
    check(
      Q,
      "sources",
      "공식 출처 링크",
      6,
      lawLinks ? "good" : "bad",
      lawLinks
        ? "국가법령정보센터·법원 등 공식 출처를 링크했습니다."
        : "인용한 조문은 국가법령정보센터(law.go.kr), 판례는 대법원 종합법률정보로 링크해 신뢰를 높이세요.",
    ),
  );
  const statutes = (doc.plain.match(/제\s?\d+조(?:의\s?\d+)?/g) ?? []).length;
  checks.push(
    check(
      Q,
      "statutes",
      "조문 인용",
      5,
      statutes >= 3 ? "good" : statutes >= 1 ? "ok" : "bad",
      statutes >= 3 ? `조문을 ${statutes}번 인용했습니다.` : "처벌 기준과 기한마다 근거 조문(예: 도로교통법 제148조의2)을 밝혀 주세요.",
    ),
  );
  const faq = doc.headings.some((h) => /FAQ|자주\s?묻는|질문/.test(h.text));
  checks.push(
    check(
      Q,
      "faq",
      "자주 묻는 질문",
      5,
      faq ? "good" : "bad",
      faq ? "자주 묻는 질문 부분이 있습니다." : "'자주 묻는 질문' 소제목 아래에 의뢰인이 실제로 묻는 질문 3~5개를 답과 함께 넣으세요.",
    ),
  );

  // ---- structure and format (30) ----
  const titleChars = Array.from(title.trim()).length;
  const titlePx = displayWidth(title.trim());
  const titleOk = titleChars >= 10 && titlePx <= SERP_LIMITS.titlePx;
  checks.push(
    check(
      S,
      "title-length",
      "제목 길이",
      6,
      titleOk ? "good" : titleChars >= 10 ? "ok" : "bad",
      titleOk
        ? `제목이 검색 결과에 잘리지 않는 길이입니다(${titleChars}자, 약 ${titlePx}px).`
        : titleChars < 10
          ? "제목이 너무 짧습니다. 10자 이상으로 무엇을 다루는지 밝히세요."
          : `제목이 검색 결과에서 잘립니다(${titleChars}자, 약 ${titlePx}px / ${SERP_LIMITS.titlePx}px). 한글 30자 안팎으로 줄이세요.`,
    ),
  );
  const descChars = Array.from(description).length;
  const descPx = displayWidth(description, SERP_LIMITS.descriptionFontPx);
  const descOk = descChars >= 60 && descPx <= SERP_LIMITS.descriptionPx;
  checks.push(
    check(
      S,
      "description-length",
      "설명 길이",
      6,
      descOk ? "good" : descChars > 0 ? "ok" : "bad",
      descOk
        ? `검색 결과 설명이 알맞은 길이입니다(${descChars}자).`
        : descChars === 0
          ? "요약(메타 설명)을 60~70자 안팎으로 쓰세요. 검색 결과에서 제목 아래에 보입니다."
          : descChars < 60
            ? `설명이 짧습니다(${descChars}자). 누구에게 무엇을 알려 주는 글인지 60자 이상으로 쓰세요.`
            : `설명이 검색 결과에서 잘립니다(약 ${descPx}px / ${SERP_LIMITS.descriptionPx}px). 핵심을 앞에 두고 줄이세요.`,
    ),
  );
  const h2 = doc.headings.filter((h) => h.level === 2).length;
  const skipped = doc.headings.some((h, i) => i > 0 && h.level > doc.headings[i - 1].level + 1);
  const h1InBody = doc.headings.some((h) => h.level === 1);
  const headingsGood = h2 >= 3 && !skipped && !h1InBody;
  checks.push(
    check(
      S,
      "headings",
      "소제목 구조",
      8,
      headingsGood ? "good" : h2 >= 1 ? "ok" : "bad",
      headingsGood
        ? "소제목이 단계에 맞게 나뉘어 있습니다."
        : h2 === 0
          ? "소제목(##)이 없습니다. 처벌 기준, 절차, 대응 방법처럼 3개 이상으로 나누세요."
          : h1InBody
            ? "본문에 제목(#)이 또 있습니다. 본문은 ##부터 쓰세요."
            : skipped
              ? "소제목 단계를 건너뛰었습니다(예: ## 다음에 ####). 한 단계씩 내려가세요."
              : "소제목을 3개 이상으로 나누면 훑어보기 쉽습니다.",
    ),
  );
  const images = markdownImages(content);
  const withoutAlt = images.filter((i) => !i.alt).length;
  checks.push(
    check(
      S,
      "images",
      "이미지 대체 텍스트",
      4,
      images.length > 0 && withoutAlt === 0 ? "good" : images.length === 0 ? "ok" : "bad",
      images.length === 0
        ? "이미지가 없습니다. 절차 흐름도나 표 이미지를 넣는다면 대체 텍스트를 꼭 쓰세요."
        : withoutAlt === 0
          ? "모든 이미지에 대체 텍스트가 있습니다."
          : `대체 텍스트가 없는 이미지가 ${withoutAlt}개 있습니다. 화면을 읽어 주는 프로그램과 이미지 검색을 위해 설명을 넣으세요.`,
    ),
  );
  const hasList = /^\s*(?:[-*+]|\d+\.)\s/m.test(content);
  const hasTable = /^\|.*\|\s*$/m.test(content);
  checks.push(
    check(
      S,
      "lists-tables",
      "목록과 표",
      4,
      hasList && hasTable ? "good" : hasList || hasTable ? "ok" : "bad",
      hasList && hasTable ? "목록과 표로 정리되어 있습니다." : "처벌 기준은 표로, 준비할 서류는 목록으로 정리하면 한눈에 들어옵니다.",
    ),
  );
  const minutes = readingMinutesByScript(doc.plain);
  checks.push(
    check(
      S,
      "reading-time",
      "읽는 시간",
      2,
      minutes >= 3 && minutes <= 15 ? "good" : "ok",
      minutes >= 3 && minutes <= 15
        ? `읽는 데 약 ${minutes}분 걸립니다.`
        : minutes < 3
          ? `약 ${minutes}분 분량입니다. 조금 더 자세히 쓰면 좋습니다.`
          : `약 ${minutes}분 분량입니다. 글을 둘로 나누는 것도 생각해 보세요.`,
    ),
  );

  const sum = (group: CheckGroup) =>
    Math.min(
      SEO_ANALYSIS_MAX[group],
      checks.filter((c) => c.group === group).reduce((n, c) => n + c.score, 0),
    );
  const keywordResearch = sum(K);
  const contentQuality = sum(Q);
  const structureFormat = sum(S);
  const advertisingWarnings = checkAdvertising([title, description, content].join("\n"), {
    registeredSpecialties: options.registeredSpecialties,
  });
  const improvements = checks
    .filter((c) => c.status !== "good")
    .sort((a, b) => b.max - b.score - (a.max - a.score))
    .map((c) => c.message);
  return {
    totalScore: keywordResearch + contentQuality + structureFormat,
    keywordResearch,
    contentQuality,
    structureFormat,
    checks,
    improvements,
    advertisingWarnings,
  };
}
