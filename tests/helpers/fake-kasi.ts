// A local stand-in for 한국천문연구원 특일정보 getRestDeInfo on data.go.kr's gateway, speaking its XML: it checks
// the ServiceKey, solYear, solMonth, numOfRows and pageNo, pages its items, and answers as the test says: the
// holidays it holds, the gateway's key error (<OpenAPI_ServiceResponse>), a resultCode error, an HTTP 500, or a
// body that is not the API's.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_KASI_KEY = "TESTKASIKEY%2B0123456789%3D%3D";

export interface FakeRestDay {
  date: string;
  name: string;
  isHoliday?: "Y" | "N";
}

export type KasiAnswer = "ok" | "key-error" | "result-error" | "http-500" | "not-xml";

export interface FakeKasi {
  url: string;
  /** Each request's query, as the server received it. */
  requests: URLSearchParams[];
  days: FakeRestDay[];
  answer(next: KasiAnswer): void;
  close(): Promise<void>;
}

const item = (d: FakeRestDay, seq: number) =>
  `<item><dateKind>01</dateKind><dateName>${d.name}</dateName><isHoliday>${d.isHoliday ?? "Y"}</isHoliday><locdate>${d.date.replace(/-/g, "")}</locdate><seq>${seq}</seq></item>`;

export async function startFakeKasi(days: FakeRestDay[] = []): Promise<FakeKasi> {
  const requests: URLSearchParams[] = [];
  let mode: KasiAnswer = "ok";
  const fake: Omit<FakeKasi, "url" | "close"> = { requests, days, answer: (next) => (mode = next) };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    // The raw query keeps the key as sent (already URL-encoded by data.go.kr).
    requests.push(url.searchParams);
    const xml = (status: number, body: string) => {
      res.writeHead(status, { "Content-Type": "application/xml; charset=UTF-8" });
      res.end(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
    };
    if (url.pathname !== "/getRestDeInfo") return xml(404, "<html>Not Found</html>");
    const rawKey = /[?&]ServiceKey=([^&]*)/.exec(req.url ?? "")?.[1];
    if (mode === "key-error" || rawKey !== FAKE_KASI_KEY) {
      return xml(
        200,
        "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg><returnReasonCode>30</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>",
      );
    }
    if (mode === "http-500") return xml(500, "<html>Internal Server Error</html>");
    if (mode === "not-xml") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end("<html><body>점검 중입니다</body></html>");
    }
    if (mode === "result-error") {
      return xml(
        200,
        "<response><header><resultCode>22</resultCode><resultMsg>LIMITED NUMBER OF SERVICE REQUESTS EXCEEDS ERROR.</resultMsg></header></response>",
      );
    }
    const year = url.searchParams.get("solYear") ?? "";
    const month = url.searchParams.get("solMonth");
    const rows = Number(url.searchParams.get("numOfRows") ?? "10");
    const page = Number(url.searchParams.get("pageNo") ?? "1");
    const matching = fake.days.filter((d) => d.date.startsWith(`${year}-`) && (!month || d.date.slice(5, 7) === month.padStart(2, "0")));
    const slice = matching.slice((page - 1) * rows, page * rows);
    const items = slice.length === 0 ? "<items/>" : `<items>${slice.map((d, i) => item(d, i + 1)).join("")}</items>`;
    xml(
      200,
      `<response><header><resultCode>00</resultCode><resultMsg>NORMAL SERVICE.</resultMsg></header><body>${items}<numOfRows>${rows}</numOfRows><pageNo>${page}</pageNo><totalCount>${matching.length}</totalCount></body></response>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
