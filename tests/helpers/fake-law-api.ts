// A local stand-in for 국가법령정보 공동활용 (법제처 DRF) speaking the answers docs/law-watch.md describes, in XML
// or JSON as `type` asks: lawSearch.do target=lsHstInf (regDt), lsJoHstInf (ID, JO, fromRegDt, toRegDt), eflaw
// (LID, nw=2), law (query), and lawService.do target=eflaw (ID, efYd). Like the real API it answers a request
// without the right OC or without a Referer with its refusal ("사용자 정보 검증에 실패하였습니다", HTTP 200), and
// the test may switch it to that refusal, an HTML page or an HTTP 500.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_LAW_OC = "lawwatchtest";

export interface FakeLaw {
  lawId: string;
  name: string;
}

export interface FakeAmendment {
  lawId: string;
  promulgatedOn: string;
  effectiveOn: string;
  /** Six-digit article codes the amendment changed. */
  articles: string[];
  reason: string;
}

export type LawApiAnswer = "ok" | "auth-fail" | "html" | "http-500";

export interface FakeLawRequest {
  path: string;
  params: URLSearchParams;
  referer: string | undefined;
}

export interface FakeLawApi {
  url: string;
  requests: FakeLawRequest[];
  laws: FakeLaw[];
  amendments: FakeAmendment[];
  /** The day the fake answers "시행예정" against (versions effective after it). */
  today: string;
  answer(next: LawApiAnswer): void;
  close(): Promise<void>;
}

const compact = (iso: string) => iso.replace(/-/g, "");
const REFUSAL = {
  result: "사용자 정보 검증에 실패하였습니다.",
  msg: "OPEN API 호출 시 사용자 검증을 위하여 정확한 서버장비의 IP주소 및 도메인주소를 등록해 주세요.",
};

type Value = string | Value[] | { [key: string]: Value };

/** `{ law: [...] }` → XML; arrays repeat their element, `law` items carry id, `jo` items num. */
function toXml(name: string, value: Value, index?: number): string {
  if (Array.isArray(value)) return value.map((v, i) => toXml(name, v, i + 1)).join("");
  const attr = index === undefined ? "" : name === "law" ? ` id="${index}"` : name === "jo" ? ` num="${index}"` : "";
  if (typeof value === "string") return `<${name}${attr}>${value.includes("<") ? `<![CDATA[${value}]]>` : value}</${name}>`;
  return `<${name}${attr}>${Object.entries(value)
    .map(([k, v]) => toXml(k, v))
    .join("")}</${name}>`;
}

export async function startFakeLawApi(fixture: { laws: FakeLaw[]; amendments: FakeAmendment[]; today: string }): Promise<FakeLawApi> {
  const requests: FakeLawRequest[] = [];
  let mode: LawApiAnswer = "ok";
  const fake = {
    requests,
    laws: fixture.laws,
    amendments: fixture.amendments,
    today: fixture.today,
    answer: (m: LawApiAnswer) => (mode = m),
  };
  const nameOf = (lawId: string) => fake.laws.find((l) => l.lawId === lawId)?.name ?? "";
  const lawRow = (a: FakeAmendment, n: number) => ({
    법령일련번호: String(200000 + n),
    법령명한글: nameOf(a.lawId),
    법령ID: a.lawId,
    공포일자: compact(a.promulgatedOn),
    공포번호: String(21000 + n),
    제개정구분명: "일부개정",
    법령구분명: "법률",
    시행일자: compact(a.effectiveOn),
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const params = url.searchParams;
    const referer = req.headers.referer;
    requests.push({ path: url.pathname, params, referer });
    const json = params.get("type") === "JSON";
    const send = (root: string, body: Record<string, Value>) => {
      res.writeHead(200, { "Content-Type": json ? "application/json;charset=UTF-8" : "application/xml;charset=UTF-8" });
      res.end(json ? JSON.stringify({ [root]: body }) : `<?xml version="1.0" encoding="UTF-8"?>${toXml(root, body)}`);
    };
    if (mode === "http-500") {
      res.writeHead(500, { "Content-Type": "text/html" });
      return res.end("<html><body>Internal Server Error</body></html>");
    }
    if (mode === "html") {
      res.writeHead(200, { "Content-Type": "text/html;charset=UTF-8" });
      return res.end("<!DOCTYPE html><html><body><p>시스템 점검 중입니다.</p></body></html>");
    }
    if (mode === "auth-fail" || params.get("OC") !== FAKE_LAW_OC || !referer) {
      res.writeHead(200, { "Content-Type": json ? "application/json;charset=UTF-8" : "text/xml;charset=UTF-8" });
      return res.end(
        json
          ? JSON.stringify(REFUSAL)
          : `<?xml version="1.0" encoding="UTF-8"?><result>${REFUSAL.result}</result><msg>${REFUSAL.msg}</msg>`,
      );
    }
    const target = params.get("target");
    const list = (targetName: string, items: Record<string, Value>[]) => {
      const display = Number(params.get("display") ?? "20");
      const page = Number(params.get("page") ?? "1");
      const slice = items.slice((page - 1) * display, page * display);
      // Like the real answer in JSON: one item is an object, several an array.
      const law: Value = slice.length === 1 && json ? slice[0] : slice;
      send("LawSearch", { target: targetName, totalCnt: String(items.length), page: String(page), ...(slice.length ? { law } : {}) });
    };
    if (url.pathname === "/lawSearch.do" && target === "lsHstInf") {
      const day = params.get("regDt") ?? "";
      const changed = fake.amendments.filter((a) => compact(a.promulgatedOn) === day);
      return list(
        "lsHstInf",
        changed.map((a, i) => lawRow(a, i)),
      );
    }
    if (url.pathname === "/lawSearch.do" && target === "lsJoHstInf") {
      const id = params.get("ID");
      const jo = params.get("JO");
      const from = params.get("fromRegDt") ?? "00000000";
      const to = params.get("toRegDt") ?? "99999999";
      const hits = fake.amendments.filter(
        (a) => a.lawId === id && compact(a.promulgatedOn) >= from && compact(a.promulgatedOn) <= to && (!jo || a.articles.includes(jo)),
      );
      return list(
        "lsJoHstInf",
        hits.map((a, i) => ({
          ...lawRow(a, i),
          jo: a.articles
            .filter((j) => !jo || j === jo)
            .map((j) => ({
              조문정보: {
                조문번호: j,
                변경사유: "조문개정",
                조문링크: `/DRF/lawService.do?target=law&ID=${a.lawId}&JO=${j}`,
                조문개정일: compact(a.promulgatedOn),
                조문시행일: compact(a.effectiveOn),
              },
            })),
        })),
      );
    }
    if (url.pathname === "/lawSearch.do" && target === "eflaw") {
      const id = params.get("LID");
      const upcoming = params.get("nw") === "2" ? fake.amendments.filter((a) => a.lawId === id && a.effectiveOn > fake.today) : [];
      return list(
        "eflaw",
        upcoming.map((a, i) => ({ ...lawRow(a, i), 현행연혁코드: "시행예정" })),
      );
    }
    if (url.pathname === "/lawSearch.do" && target === "law") {
      const query = params.get("query") ?? "";
      const matching = fake.laws.filter((l) => l.name.includes(query));
      return list(
        "law",
        matching.map((l, i) => ({ 법령일련번호: String(100000 + i), 법령명한글: l.name, 법령ID: l.lawId, 현행연혁코드: "현행" })),
      );
    }
    if (url.pathname === "/lawService.do" && target === "eflaw") {
      const id = params.get("ID");
      const efYd = params.get("efYd") ?? "";
      const version = fake.amendments.find((a) => a.lawId === id && compact(a.effectiveOn) === efYd);
      return send("법령", {
        기본정보: {
          법령ID: id ?? "",
          법령명_한글: nameOf(id ?? ""),
          시행일자: efYd,
          공포일자: version ? compact(version.promulgatedOn) : "",
        },
        ...(version ? { 제개정이유: { 제개정이유내용: version.reason.split("\n") } } : {}),
      });
    }
    res.writeHead(200, { "Content-Type": "text/html;charset=UTF-8" });
    res.end("<!DOCTYPE html><html><body>잘못된 요청입니다.</body></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeLawApi;
}
