// Text messages through a Korean SMS provider's HTTP API. One adapter today: Solapi (api.solapi.com), as its
// published documentation describes it (github.com/solapi/documents: authentication/api-key.md for the
// signature, api-reference/messages/sendSimpleMessage.md for the request and answer):
//   POST {SMS_API_URL}/messages/v4/send   {"message":{"to":"010…","from":"<registered sender>","text":"…"}}
//   Authorization: HMAC-SHA256 apiKey=<key>, date=<ISO 8601>, salt=<random 12–64 bytes>, signature=<hex HMAC-SHA256
//   of date+salt keyed with the API secret>
//   200 {"messageId":"M4V…","statusCode":"2000","statusMessage":"정상 접수…",…}; errors {"errorCode","errorMessage"}.
// Answers are classified: 2xx with statusCode 2000 → sent; another 2xx statusCode, or a 4xx → permanent failure
// (the request itself is wrong: bad number, unregistered sender, bad key; retrying cannot help), except 408 and
// 429 → retry; 5xx, a network error and a timeout → retry. Errors carry codes only, never the number or the text.
import { createHmac, randomBytes } from "node:crypto";

interface SmsMessage {
  /** Recipient, national digits (01012345678). */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly provider: string;
  /** Resolves with the provider's message id when the provider accepted the message; throws SmsSendError. */
  send(message: SmsMessage): Promise<{ messageId: string | null }>;
  /** Whether a provider is set up now (a sender whose configuration lives in the settings may have none). */
  configured(): Promise<boolean>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    /** Worth another attempt later (5xx, 408/429, timeout, network). */
    readonly retry: boolean,
  ) {
    super(message);
    this.name = "SmsSendError";
  }
}

export interface SolapiConfig {
  /** Base URL, https://api.solapi.com (a loopback http URL in tests). */
  url: string;
  apiKey: string;
  apiSecret: string;
  /** The registered sender number (발신번호), digits. */
  sender: string;
  timeoutMs: number;
}

/** The Authorization header of a Solapi request made at `date`. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac("sha256", apiSecret)
    .update(date + salt)
    .digest("hex");
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** A provider's code, safe to store and log: letters, digits and a few marks, at most 60 characters. */
function codeOf(value: unknown): string {
  return typeof value === "string" ? value.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 60) : "";
}

export function createSolapiSender(config: SolapiConfig): SmsSender {
  const endpoint = `${config.url.replace(/\/+$/, "")}/messages/v4/send`;
  return {
    provider: "solapi",
    configured: async () => true,
    async send({ to, text }) {
      const date = new Date().toISOString();
      const salt = randomBytes(16).toString("hex");
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), config.timeoutMs);
      let response: Response;
      let answer: Record<string, unknown> = {};
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { Authorization: solapiAuthorization(config.apiKey, config.apiSecret, date, salt), "Content-Type": "application/json" },
          body: JSON.stringify({ message: { to, from: config.sender, text } }),
          signal: controller.signal,
        });
        const raw = await response.text();
        try {
          const parsed: unknown = raw ? JSON.parse(raw) : {};
          if (parsed && typeof parsed === "object") answer = parsed as Record<string, unknown>;
        } catch {
          // Not JSON (a proxy's error page): classified by the status alone.
        }
      } catch (error) {
        if (controller.signal.aborted) throw new SmsSendError(`문자 발송 응답 시간 초과 (${Math.round(config.timeoutMs / 1000)}초)`, true);
        throw new SmsSendError(
          `문자 발송 서버에 연결하지 못했습니다 (${codeOf((error as { cause?: { code?: string } }).cause?.code) || "network"})`,
          true,
        );
      } finally {
        clearTimeout(timer);
      }
      const status = response.status;
      if (status >= 200 && status < 300) {
        const code = codeOf(answer.statusCode);
        if (code === "2000") return { messageId: codeOf(answer.messageId) || null };
        throw new SmsSendError(`문자 발송 거절 (상태 코드 ${code || "없음"})`, false);
      }
      const errorCode = codeOf(answer.errorCode);
      const detail = `HTTP ${status}${errorCode ? ` ${errorCode}` : ""}`;
      if (status === 408 || status === 429) throw new SmsSendError(`문자 발송 서버가 잠시 요청을 받지 않습니다 (${detail})`, true);
      if (status >= 400 && status < 500) throw new SmsSendError(`문자 발송 요청 거절 (${detail})`, false);
      throw new SmsSendError(`문자 발송 서버 오류 (${detail})`, true);
    },
  };
}
