// A client of 한국천문연구원 특일정보 getRestDeInfo (the public holidays of a year or a month), on
// data.go.kr's gateway: GET {base}/getRestDeInfo?ServiceKey=…&solYear=2027&solMonth=02&numOfRows=100&pageNo=1, an
// XML answer <response><header><resultCode>00</resultCode>…</header><body><items><item><dateKind/><dateName/>
// <isHoliday>Y</isHoliday><locdate>20270207</locdate><seq/></item>…</items><totalCount/></body></response>. Any
// other answer (a resultCode other than 00, the gateway's <OpenAPI_ServiceResponse> error, an HTTP error, a body
// that is not this XML) throws: an error is never read as "no holidays".
import type { HolidayKind } from "@shared/holidays/calendar";

const KASI_DEFAULT_BASE = "https://apis.data.go.kr/B090041/openapi/service/SpcdeInfoService";

export interface KasiHoliday {
  date: string;
  name: string;
  kind: HolidayKind;
}

export class KasiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "KasiError";
  }
}

const tag = (xml: string, name: string): string | undefined => {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return m ? decode(m[1].trim()) : undefined;
};
const decode = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, "&");

/** 대체공휴일 → substitute, 선거 → election, 임시공휴일 → temporary, every other rest day → statutory. */
function kindOfName(name: string): HolidayKind {
  if (name.includes("대체")) return "substitute";
  if (name.includes("선거")) return "election";
  if (name.includes("임시")) return "temporary";
  return "statutory";
}

/** The rest days of one answer page, and the total the API reports. */
function parseRestDeInfo(xml: string): { items: KasiHoliday[]; totalCount: number } {
  if (xml.includes("<OpenAPI_ServiceResponse>")) {
    throw new KasiError(`특일정보 API가 오류를 알렸습니다: ${tag(xml, "returnAuthMsg") ?? tag(xml, "errMsg") ?? "알 수 없는 오류"}`);
  }
  const header = tag(xml, "header");
  const code = header === undefined ? undefined : tag(header, "resultCode");
  if (!xml.includes("<response>") || code === undefined) throw new KasiError("특일정보 API의 응답 형식이 아닙니다.");
  if (code !== "00") throw new KasiError(`특일정보 API가 오류를 알렸습니다: ${code} ${tag(header!, "resultMsg") ?? ""}`.trim());
  const body = tag(xml, "body");
  const total = body === undefined ? undefined : tag(body, "totalCount");
  if (body === undefined || total === undefined || !/^\d+$/.test(total)) throw new KasiError("특일정보 API 응답에 결과 수가 없습니다.");
  const items: KasiHoliday[] = [];
  for (const m of body.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const locdate = tag(m[1], "locdate") ?? "";
    const name = tag(m[1], "dateName") ?? "";
    if (!/^\d{8}$/.test(locdate) || !name) throw new KasiError("특일정보 API 응답의 항목을 읽을 수 없습니다.");
    if (tag(m[1], "isHoliday") !== "Y") continue;
    items.push({ date: `${locdate.slice(0, 4)}-${locdate.slice(4, 6)}-${locdate.slice(6, 8)}`, name, kind: kindOfName(name) });
  }
  return { items, totalCount: Number(total) };
}

export interface KasiClientOptions {
  key: string;
  base?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The public holidays of `year` (or of one month of it), every page read. */
export async function fetchRestDays(options: KasiClientOptions, year: number, month?: number): Promise<KasiHoliday[]> {
  const base = (options.base ?? KASI_DEFAULT_BASE).replace(/\/$/, "");
  const doFetch = options.fetch ?? fetch;
  const all: KasiHoliday[] = [];
  let seen = 0;
  for (let page = 1; page <= 10; page += 1) {
    const params = new URLSearchParams({ solYear: String(year), numOfRows: "100", pageNo: String(page) });
    if (month) params.set("solMonth", String(month).padStart(2, "0"));
    // The key goes last and as given: data.go.kr issues it already URL-encoded ("Encoding" key) or not.
    const url = `${base}/getRestDeInfo?${params.toString()}&ServiceKey=${options.key.includes("%") ? options.key : encodeURIComponent(options.key)}`;
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new KasiError(`특일정보 API에 연결하지 못했습니다: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new KasiError(`특일정보 API가 HTTP ${response.status}로 답했습니다.`);
    const { items, totalCount } = parseRestDeInfo(text);
    all.push(...items);
    seen += (text.match(/<item>/g) ?? []).length;
    if (seen >= totalCount || (text.match(/<item>/g) ?? []).length === 0) return all;
  }
  throw new KasiError("특일정보 API의 결과가 너무 많습니다.");
}
