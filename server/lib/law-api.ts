// A client of 국가법령정보 공동활용 (법제처 DRF, docs/law-watch.md has each request and answer and their sources).
// Only ID- and date-based calls in the nightly check: the laws changed on a day (lawSearch.do target=lsHstInf
// regDt), one article's changes by law ID and date range (lawSearch.do target=lsJoHstInf ID JO fromRegDt
// toRegDt), a law's upcoming versions (lawSearch.do target=eflaw LID nw=2), and the reason of a version
// (lawService.do target=eflaw ID efYd). A name is looked up only when the attorney adds a law by name
// (lawSearch.do target=law query). Every request carries OC and the site's Referer. The parsing is strict: the
// API's refusal ("사용자 정보 검증에 실패하였습니다", answered with HTTP 200), an HTML page, an HTTP error or any shape
// other than the documented one throws LawApiError: an error is never read as "no changes".

export class LawApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LawApiError";
  }
}

export interface LawApiOptions {
  oc: string;
  base: string;
  referer: string;
  format?: "XML" | "JSON";
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type Node = string | { [key: string]: Node | Node[] };

const decode = (s: string) =>
  s
    .replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, "&");

/** A small strict reader of the API's XML: elements become keys (repeated ones arrays), leaves their text; attributes are dropped. */
export function parseXml(xml: string): Record<string, Node> {
  const body = xml.replace(/^\uFEFF?\s*<\?xml[^>]*\?>/, "").trim();
  let pos = 0;
  const fail = (): never => {
    throw new LawApiError("법령 API의 XML을 읽을 수 없습니다.");
  };
  function element(): [string, Node] {
    const open = /^<([^\s/>!?]+)([^>]*?)(\/?)>/.exec(body.slice(pos));
    if (!open) fail();
    const [whole, name, , selfClosing] = open!;
    pos += whole.length;
    if (selfClosing) return [name, ""];
    const children: Record<string, Node | Node[]> = {};
    let text = "";
    let hasChild = false;
    for (;;) {
      if (pos >= body.length) fail();
      if (body.startsWith(`</${name}>`, pos)) {
        pos += name.length + 3;
        return [name, hasChild ? children : decode(text.trim())];
      }
      if (body.startsWith("<![CDATA[", pos)) {
        const end = body.indexOf("]]>", pos);
        if (end < 0) fail();
        text += body.slice(pos + 9, end);
        pos = end + 3;
      } else if (body[pos] === "<") {
        const [childName, value] = element();
        hasChild = true;
        const prior = children[childName];
        children[childName] = prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value];
      } else {
        const next = body.indexOf("<", pos);
        if (next < 0) fail();
        text += body.slice(pos, next);
        pos = next;
      }
    }
  }
  if (!body.startsWith("<")) fail();
  const [name, value] = element();
  return { [name]: value };
}

/** The API's refusal and error pages: the key's verification, an HTML page, an empty body. */
function refusal(text: string): string | undefined {
  if (text.includes("사용자 정보 검증에 실패"))
    return "법령 API가 사용자 정보 검증에 실패했다고 답했습니다(OC 키, 등록한 IP·도메인, Referer를 확인하세요).";
  if (/^\s*(<!doctype html|<html)/i.test(text)) return "법령 API가 데이터 대신 HTML 페이지로 답했습니다.";
  if (!text.trim()) return "법령 API가 빈 응답을 보냈습니다.";
  return undefined;
}

type Row = Record<string, Node | Node[]>;

/** `list` as an array of objects (the API sends a single item as an object, several as an array); anything else fails. */
function rowsOf(list: unknown, what: string): Row[] {
  if (list === undefined || list === "") return [];
  const items = Array.isArray(list) ? list : [list];
  for (const item of items)
    if (typeof item !== "object" || item === null) throw new LawApiError(`법령 API 응답의 ${what} 항목 형식이 다릅니다.`);
  return items as Row[];
}

/** A field that must be text. */
function field(row: Row, name: string, what: string): string {
  const value = row[name];
  if (typeof value !== "string" && typeof value !== "number") throw new LawApiError(`법령 API 응답의 ${what}에 ${name}이(가) 없습니다.`);
  return String(value).trim();
}

/** YYYYMMDD → YYYY-MM-DD; anything else fails. */
function isoOf(compact: string, what: string): string {
  if (!/^\d{8}$/.test(compact)) throw new LawApiError(`법령 API 응답의 ${what} 날짜(${compact})를 읽을 수 없습니다.`);
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

const compactOf = (isoDate: string) => isoDate.replace(/-/g, "");

export function createLawApi(options: LawApiOptions) {
  const format = options.format ?? "XML";
  const doFetch = options.fetch ?? fetch;

  /** One request; the document's root object (LawSearch, Law, …) after the refusal and shape checks. */
  async function request(endpoint: "lawSearch.do" | "lawService.do", params: Record<string, string>, root: string): Promise<Row> {
    const query = new URLSearchParams({ OC: options.oc, ...params, type: format });
    let response: Response;
    try {
      response = await doFetch(`${options.base}/${endpoint}?${query.toString()}`, {
        headers: { Referer: options.referer, Accept: format === "JSON" ? "application/json" : "application/xml" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new LawApiError(`법령 API에 연결하지 못했습니다: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new LawApiError(`법령 API가 HTTP ${response.status}로 답했습니다.`);
    const refused = refusal(text);
    if (refused) throw new LawApiError(refused);
    let doc: Record<string, unknown>;
    if (format === "JSON") {
      try {
        doc = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new LawApiError("법령 API의 JSON을 읽을 수 없습니다.");
      }
    } else doc = parseXml(text);
    const value = doc?.[root];
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw new LawApiError(`법령 API 응답이 예상한 형식(${root})이 아닙니다.`);
    return value as Row;
  }

  /** Every page of a lawSearch.do list (100 a page, at most 20 pages): its `law` items. */
  async function searchAll(params: Record<string, string>, what: string): Promise<Row[]> {
    const all: Row[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const doc = await request("lawSearch.do", { ...params, display: "100", page: String(page) }, "LawSearch");
      const total = field(doc, "totalCnt", what);
      if (!/^\d+$/.test(total)) throw new LawApiError(`법령 API 응답의 ${what} 건수를 읽을 수 없습니다.`);
      const rows = rowsOf(doc.law, what);
      all.push(...rows);
      if (all.length >= Number(total) || rows.length === 0) return all;
    }
    throw new LawApiError(`법령 API의 ${what} 결과가 너무 많습니다.`);
  }

  return {
    /** 법령 변경이력 목록: the IDs of the laws changed on `day` (the API lists a day from the next day on). */
    async lawsChangedOn(day: string): Promise<Set<string>> {
      const rows = await searchAll({ target: "lsHstInf", regDt: compactOf(day) }, "법령 변경이력");
      return new Set(rows.map((r) => field(r, "법령ID", "법령 변경이력")));
    },

    /** 일자별 조문 개정 이력, narrowed to one law and article: each change with its dates and reason. */
    async articleChanges(lawId: string, jo: string, from: string, to: string) {
      const rows = await searchAll(
        { target: "lsJoHstInf", ID: lawId, JO: jo, fromRegDt: compactOf(from), toRegDt: compactOf(to) },
        "조문 개정 이력",
      );
      const out: { lawId: string; jo: string; promulgatedOn: string; effectiveOn: string; reason: string }[] = [];
      for (const law of rows) {
        const id = field(law, "법령ID", "조문 개정 이력");
        const promulgatedOn = isoOf(field(law, "공포일자", "조문 개정 이력"), "공포일자");
        for (const entry of rowsOf(law.jo, "조문 개정 이력")) {
          const info = rowsOf(entry["조문정보"], "조문정보")[0];
          if (!info) throw new LawApiError("법령 API 응답의 조문 개정 이력에 조문정보가 없습니다.");
          if (id !== lawId || joOf(field(info, "조문번호", "조문정보")) !== jo) continue;
          out.push({
            lawId: id,
            jo,
            promulgatedOn: info["조문개정일"] ? isoOf(field(info, "조문개정일", "조문정보"), "조문개정일") : promulgatedOn,
            effectiveOn: isoOf(field(info, "조문시행일", "조문정보"), "조문시행일"),
            reason: field(info, "변경사유", "조문정보"),
          });
        }
      }
      return out;
    },

    /** 시행일 법령 목록 with nw=2 (시행예정): the law's versions not yet in force. */
    async upcomingVersions(lawId: string) {
      const rows = await searchAll({ target: "eflaw", LID: lawId, nw: "2" }, "시행예정 법령");
      return rows.map((r) => ({
        lawId: field(r, "법령ID", "시행예정 법령"),
        promulgatedOn: isoOf(field(r, "공포일자", "시행예정 법령"), "공포일자"),
        effectiveOn: isoOf(field(r, "시행일자", "시행예정 법령"), "시행일자"),
      }));
    },

    /** 시행일 법령 본문's 제개정이유내용 of the version in force from `effectiveOn` (empty when the answer has none). */
    async amendmentReason(lawId: string, effectiveOn: string): Promise<string> {
      const doc = await request("lawService.do", { target: "eflaw", ID: lawId, efYd: compactOf(effectiveOn) }, "법령");
      const reason = doc["제개정이유"];
      if (reason === undefined) return "";
      if (typeof reason === "string") return reason;
      const content = (reason as Row)["제개정이유내용"];
      if (content === undefined) return "";
      const lines = Array.isArray(content) ? content : [content];
      return lines
        .map((l) => (typeof l === "string" ? l : ""))
        .join("\n")
        .trim();
    },

    /** 현행법령 목록 by name: the laws whose name is exactly `name` (0, 1 or several). */
    async lawsNamed(name: string) {
      const rows = await searchAll({ target: "law", query: name }, "법령 목록");
      return rows
        .map((r) => ({ lawId: field(r, "법령ID", "법령 목록"), name: field(r, "법령명한글", "법령 목록") }))
        .filter((r) => r.name === name);
    },
  };
}

/** The article number as the answer writes it: six digits (034700) or the plain number (347); anything else fails. */
function joOf(number: string): string {
  if (/^\d{6}$/.test(number)) return number;
  if (/^\d{1,4}$/.test(number)) return `${number.padStart(4, "0")}00`;
  throw new LawApiError(`법령 API 응답의 조문번호(${number})를 읽을 수 없습니다.`);
}

export type LawApi = ReturnType<typeof createLawApi>;
