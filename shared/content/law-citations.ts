// The statutes a guide cites, as data: each citation names a law by its stable 법령 ID (국가법령정보센터) and an
// article by its six-digit code (article number in four digits, branch in two: 제347조 → 034700, 제10조의2 →
// 001002), with the label the text uses ("형법 제347조"). The editor suggests citations from the body; the
// attorney confirms them. A law's ID is known here only where it was read from 국가법령정보센터 (LAW_IDS);
// any other name is resolved once through the API by the back office, never guessed.

export interface Citation {
  lawId: string;
  /** Six digits: 034700 for 제347조, 001002 for 제10조의2. */
  jo: string;
  /** "형법 제347조". */
  label: string;
}

/** A citation found in a text: the law's name, the article, and the ID when the dictionary knows it. */
export interface CitationSuggestion {
  lawName: string;
  lawId: string | null;
  jo: string;
  label: string;
}

/**
 * 법령명 → 법령 ID, as 국가법령정보센터 lists them (lsInfoP.do?lsId=…). Only confirmed IDs: a name missing here
 * is resolved through the API (POST /api/law-watch/laws), and a suggestion for it carries no ID.
 */
export const LAW_IDS: Readonly<Record<string, string>> = {
  형법: "001692",
  형사소송법: "001671",
};

const JO_PATTERN = /^\d{6}$/;
export const LAW_ID_PATTERN = /^\d{6}$/;

/** 제347조 → 034700, 제10조의2 → 001002; null when the article number or branch is out of range. */
export function articleCode(article: number, branch = 0): string | null {
  if (!Number.isInteger(article) || !Number.isInteger(branch) || article < 1 || article > 9999 || branch < 0 || branch > 99) return null;
  return `${String(article).padStart(4, "0")}${String(branch).padStart(2, "0")}`;
}

/** 034700 → "제347조", 001002 → "제10조의2". */
export function articleLabel(jo: string): string {
  const article = Number(jo.slice(0, 4));
  const branch = Number(jo.slice(4, 6));
  return branch ? `제${article}조의${branch}` : `제${article}조`;
}

// A law's name: Korean words (with 「」 or spaces between them, as statute names are written) ending in 법, 법률,
// 령 or 규칙, right before "제N조".
const CITATION = /([가-힣][가-힣·ㆍ\s]{0,40}?(?:법률|법|령|규칙))\s*제\s*(\d{1,4})\s*조(?:\s*의\s*(\d{1,2}))?/g;

/** Trims a matched name back to the statute's own name: the last run of words that ends the match. */
function cleanName(raw: string): string {
  const words = raw.trim().split(/\s+/);
  // "… 있는 형법" → "형법"; a multi-word name ("국민의 형사재판 참여에 관한 법률") is kept when the dictionary knows it.
  for (let start = 0; start < words.length; start += 1) {
    const candidate = words.slice(start).join(" ");
    if (LAW_IDS[candidate]) return candidate;
  }
  return words[words.length - 1];
}

/** The distinct citations "(법령명) 제N조(의M)" in `text`, in order of first appearance. */
export function suggestCitations(text: string): CitationSuggestion[] {
  const seen = new Set<string>();
  const out: CitationSuggestion[] = [];
  for (const m of text.matchAll(CITATION)) {
    const lawName = cleanName(m[1]);
    const jo = articleCode(Number(m[2]), m[3] ? Number(m[3]) : 0);
    if (!jo) continue;
    const key = `${lawName}|${jo}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ lawName, lawId: LAW_IDS[lawName] ?? null, jo, label: `${lawName} ${articleLabel(jo)}` });
  }
  return out;
}

export type CitationsInput = { ok: true; citations: Citation[] } | { ok: false; message: string };

/** The body of PUT …/citations: `{ citations: [{ lawId, jo, label }] }`, at most 50, no duplicates. */
export function parseCitations(body: unknown): CitationsInput {
  const list = (body as { citations?: unknown } | null)?.citations;
  if (!Array.isArray(list)) return { ok: false, message: "인용 조문 목록(citations)을 보내 주세요." };
  if (list.length > 50) return { ok: false, message: "인용 조문은 50개까지 저장할 수 있습니다." };
  const seen = new Set<string>();
  const citations: Citation[] = [];
  for (const item of list) {
    const c = (item ?? {}) as Record<string, unknown>;
    const lawId = typeof c.lawId === "string" ? c.lawId.trim() : "";
    const jo = typeof c.jo === "string" ? c.jo.trim() : "";
    const label = typeof c.label === "string" ? c.label.trim() : "";
    if (!LAW_ID_PATTERN.test(lawId)) return { ok: false, message: "법령 ID는 숫자 6자리입니다(예: 형법 001692)." };
    if (!JO_PATTERN.test(jo) || jo.startsWith("0000")) return { ok: false, message: "조문 번호는 숫자 6자리입니다(제347조 → 034700)." };
    if (!label || label.length > 100) return { ok: false, message: "인용 조문의 표시 이름(예: 형법 제347조)을 100자 안으로 적어 주세요." };
    const key = `${lawId}|${jo}`;
    if (seen.has(key)) continue;
    seen.add(key);
    citations.push({ lawId, jo, label });
  }
  return { ok: true, citations };
}

/** The law's own name in a label: "형법 제347조" → "형법". */
export function lawNameOfLabel(label: string): string {
  return label.replace(/\s*제\s*\d+\s*조.*$/, "").trim() || label;
}

/** "2025. 12. 23." as the public notice writes a date. */
function dottedDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return `${y}. ${m}. ${d}.`;
}

/** The notice under a guide's review line while a change to an article it cites is in force after its lawAsOf. */
export function lawChangeNotice(label: string, effectiveOn: string): string {
  return `이 글이 인용한 ${label}가 ${dottedDate(effectiveOn)} 개정·시행되었습니다. 변호사가 내용을 다시 확인하고 있습니다.`;
}
