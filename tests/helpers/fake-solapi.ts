// A local stand-in for Solapi's message API (POST /messages/v4/send), speaking its protocol: it checks the
// HMAC-SHA256 Authorization header against the API secret (signature = hex HMAC of date+salt, salts not reused)
// and the body's shape, then answers as the test says: accepted, a 4xx, a 5xx, 429, or never (a timeout).
import { createHmac } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_SOLAPI = { apiKey: "NCSTESTKEY0000001", apiSecret: "TESTSECRET0123456789ABCDEFGHIJKL", sender: "0212345678" } as const;

export interface SolapiReceived {
  to: string;
  from: string;
  text: string;
  /** Whether the Authorization header was well-formed and its signature matched. */
  signed: boolean;
}

export type SolapiAnswer = "accept" | "bad-request" | "unauthorized" | "server-error" | "too-many" | "hang";

export interface FakeSolapi {
  url: string;
  received: SolapiReceived[];
  /** The answers to the next requests, in order; after them, "accept". */
  answer(...next: SolapiAnswer[]): void;
  close(): Promise<void>;
}

/** The environment that points the app's text sender at `fake`: the provider, its address and the test credentials. */
export function fakeSolapiEnv(fake: Pick<FakeSolapi, "url">): Record<string, string> {
  return {
    SMS_PROVIDER: "solapi",
    SMS_API_URL: fake.url,
    SMS_API_KEY: FAKE_SOLAPI.apiKey,
    SMS_API_SECRET: FAKE_SOLAPI.apiSecret,
    SMS_SENDER: FAKE_SOLAPI.sender,
  };
}

const AUTH = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/;

export async function startFakeSolapi(): Promise<FakeSolapi> {
  const received: SolapiReceived[] = [];
  const queue: SolapiAnswer[] = [];
  const salts = new Set<string>();
  const open = new Set<ServerResponse>();
  let seq = 0;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/messages/v4/send")
        return send(res, 404, { errorCode: "NotFound", errorMessage: "없는 경로" });
      const auth = AUTH.exec(req.headers.authorization ?? "");
      const [, apiKey, date, salt, signature] = auth ?? [];
      const expected = auth
        ? createHmac("sha256", FAKE_SOLAPI.apiSecret)
            .update(date + salt)
            .digest("hex")
        : "";
      const fresh = Math.abs(Date.now() - Date.parse(date ?? "")) < 15 * 60_000;
      const signed =
        Boolean(auth) && apiKey === FAKE_SOLAPI.apiKey && signature === expected && fresh && !salts.has(salt) && salt.length >= 12;
      if (salt) salts.add(salt);
      let message: { to?: unknown; from?: unknown; text?: unknown } = {};
      try {
        message = (JSON.parse(raw) as { message?: typeof message }).message ?? {};
      } catch {
        return send(res, 400, { errorCode: "ValidationError", errorMessage: "JSON 형식 오류" });
      }
      received.push({ to: String(message.to ?? ""), from: String(message.from ?? ""), text: String(message.text ?? ""), signed });
      if (!signed) return send(res, 403, { errorCode: "SignatureDoesNotMatch", errorMessage: "서명 불일치" });
      if (
        typeof message.to !== "string" ||
        typeof message.from !== "string" ||
        typeof message.text !== "string" ||
        req.headers["content-type"] !== "application/json"
      ) {
        return send(res, 400, { errorCode: "ValidationError", errorMessage: "필수 항목 누락" });
      }
      const next = queue.shift() ?? "accept";
      switch (next) {
        case "accept":
          seq += 1;
          return send(res, 200, {
            groupId: `G4V${seq}`,
            messageId: `M4VTEST${String(seq).padStart(6, "0")}`,
            accountId: "12925149",
            statusCode: "2000",
            statusMessage: "정상 접수(이통사로 접수 예정) ",
            to: message.to,
            from: message.from,
            type: "SMS",
            country: "82",
          });
        case "bad-request":
          return send(res, 400, { errorCode: "ValidationError", errorMessage: `수신번호(${String(message.to)}) 형식 오류` });
        case "unauthorized":
          return send(res, 403, { errorCode: "InvalidAPIKey", errorMessage: "유효한 API Key가 아님" });
        case "server-error":
          return send(res, 500, { errorCode: "InternalError", errorMessage: "서버 오류" });
        case "too-many":
          return send(res, 429, { errorCode: "TooManyRequests", errorMessage: "요청이 너무 많습니다" });
        case "hang":
          open.add(res);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (...next) => queue.push(...next),
    close: () =>
      new Promise((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
