// How the site sends: the mail server (SMTP) for the office's alerts and the requesters' acknowledgements, the
// text-message provider, and the attorney's address for alerts. Kept in the back office so the attorney can set
// them without the host; the server's environment variables (SMTP_URL, NOTIFY_EMAIL, SMS_*) win where set.
// The two secrets (the mail password, the provider's API secret) are written, never read back: the server keeps
// them encrypted and answers only whether one is saved; an empty secret in a save keeps the saved one.
import { normalizeOfficePhone } from "../lib/phone";
import { isSingleLine } from "../lib/text-fields";
import { z } from "../lib/zod";

export const SMS_PROVIDERS = { solapi: "솔라피 (Solapi)" } as const;
type SmsProvider = keyof typeof SMS_PROVIDERS;

export interface DeliverySettings {
  /** Where the office's alerts go (new requests, the morning digest, sign-in locks); "" for none. */
  notifyEmail: string;
  smtp: { host: string; port: number; secure: boolean; user: string; password: string; from: string };
  sms: { provider: SmsProvider | ""; apiKey: string; apiSecret: string; sender: string };
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  notifyEmail: "",
  smtp: { host: "", port: 587, secure: false, user: "", password: "", from: "" },
  sms: { provider: "", apiKey: "", apiSecret: "", sender: "" },
};

/** What the back office reads: the settings with both secrets emptied, and whether each is saved. */
export interface DeliverySettingsView {
  settings: DeliverySettings;
  saved: { smtpPassword: boolean; smsApiSecret: boolean };
  /** Set on the server (environment variables): these win over the fields below, which then only wait. */
  overrides: { smtp: boolean; notifyEmail: boolean; sms: boolean };
}

const line = (max: number, topic: string) =>
  z.string().trim().max(max, `${topic} ${max}자 이내로 입력해주세요`).refine(isSingleLine, "줄바꿈이나 제어 문자는 쓸 수 없습니다");
const email = (topic: string) =>
  line(254, `${topic}은`).refine((v) => v === "" || z.email().safeParse(v).success, `${topic}을 name@example.com 형식으로 입력해주세요`);
const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** The form's input: secrets in plain text, "" to keep the saved one. */
export const deliverySettingsSchema = z
  .object({
    notifyEmail: email("알림 받을 이메일"),
    smtp: z.object({
      host: line(253, "메일 서버 주소는").refine(
        (v) => v === "" || HOST.test(v),
        "메일 서버 주소를 smtp.example.com 형식으로 입력해주세요",
      ),
      port: z.coerce
        .number({ error: "포트는 숫자로 입력해주세요" })
        .int("포트는 숫자로 입력해주세요")
        .min(1, "포트는 1~65535")
        .max(65535, "포트는 1~65535"),
      secure: z.boolean(),
      user: line(254, "아이디는"),
      password: z.string().max(1000, "비밀번호가 너무 깁니다").refine(isSingleLine, "줄바꿈이나 제어 문자는 쓸 수 없습니다"),
      from: email("보내는 이메일"),
    }),
    sms: z.object({
      provider: z.enum(["", "solapi"], { error: "문자 발송 업체를 목록에서 골라주세요" }),
      apiKey: line(200, "API 키는"),
      apiSecret: z.string().max(1000, "API 시크릿이 너무 깁니다").refine(isSingleLine, "줄바꿈이나 제어 문자는 쓸 수 없습니다"),
      sender: line(20, "발신번호는").transform((v, ctx) => {
        if (v === "") return "";
        const digits = normalizeOfficePhone(v);
        if (!digits) {
          ctx.addIssue({ code: "custom", message: "문자 업체에 등록한 발신번호를 02-1234-5678 형식으로 입력해주세요" });
          return z.NEVER;
        }
        return digits;
      }),
    }),
  })
  .superRefine((v, ctx) => {
    if (v.smtp.host && !v.smtp.from)
      ctx.addIssue({ code: "custom", path: ["smtp", "from"], message: "메일 서버를 쓰려면 보내는 주소를 입력해주세요" });
    if (v.sms.provider && !v.sms.apiKey) ctx.addIssue({ code: "custom", path: ["sms", "apiKey"], message: "API 키를 입력해주세요" });
    if (v.sms.provider && !v.sms.sender) ctx.addIssue({ code: "custom", path: ["sms", "sender"], message: "발신번호를 입력해주세요" });
  });
export type DeliverySettingsInput = z.input<typeof deliverySettingsSchema>;

/** POST …/test-email and …/test-sms: where the test goes. */
export const testEmailSchema = z.object({ to: email("받을 이메일").refine((v) => v !== "", "받을 이메일을 입력해주세요") });
export const testSmsSchema = z.object({
  to: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const digits = normalizeOfficePhone(v);
      if (!digits || !digits.startsWith("01")) {
        ctx.addIssue({ code: "custom", message: "받을 휴대전화 번호를 010-1234-5678 형식으로 입력해주세요" });
        return z.NEVER;
      }
      return digits;
    }),
});

/** The answer of a test send, in Korean, with the provider's own id or error text. */
export interface TestSendResult {
  ok: boolean;
  message: string;
}
