// How the site sends, as configured now: the server's environment first (SMTP_URL, NOTIFY_EMAIL, MAIL_FROM,
// SMS_*), then what the attorney saved in the back office. The mailer and the text sender it hands out read that
// configuration at each send from the settings cache (no query per message; a save bumps the content version,
// which drops the cache), and keep one pooled transport per configuration, closed when it changes.
// The two secrets are sealed with the secret box before they are stored and opened only here; the back office
// gets the settings without them, and a secret left empty in a save keeps the saved one.
import {
  deliverySettingsSchema,
  testEmailSchema,
  testSmsSchema,
  type DeliverySettings,
  type DeliverySettingsView,
  type TestSendResult,
} from "@shared/office/delivery-settings";
import { smsApiUrlOf, smsConfigOf, type Env } from "../env";
import { AppError, ValidationError } from "../lib/errors";
import { mailErrorText } from "../lib/mail-error";
import { describeError, logger } from "../lib/logger";
import { createMailer, type Mailer, type SmtpTarget } from "../lib/mailer";
import type { SecretBox } from "../lib/secret-box";
import { createSolapiSender, SmsSendError, type SmsSender, type SolapiConfig } from "../lib/sms";
import type { Saver, SiteSettingsService } from "./site-settings.service";

const SMS_NOT_SET = "문자 발송이 설정되지 않았습니다";
const MAIL_NOT_SET = "메일 서버가 설정되지 않았습니다";

interface MailConfig {
  target: SmtpTarget;
  from: string;
}

interface Effective {
  stored: DeliverySettings;
  mail?: MailConfig;
  notifyEmail?: string;
  sms?: SolapiConfig;
}

type DeliveryEnv = Pick<
  Env,
  | "SMTP_URL"
  | "NOTIFY_EMAIL"
  | "MAIL_FROM"
  | "SMS_PROVIDER"
  | "SMS_API_URL"
  | "SMS_API_KEY"
  | "SMS_API_SECRET"
  | "SMS_SENDER"
  | "SMS_TIMEOUT_MS"
>;

/** A test send the provider refused: 502 with the provider's answer in Korean. */
class TestSendError extends AppError {
  constructor(message: string) {
    super(502, "TEST_SEND_FAILED", message);
  }
}

export function createDelivery(
  env: DeliveryEnv,
  settings: Pick<SiteSettingsService, "current" | "save">,
  box: SecretBox,
  officeName: () => Promise<string>,
) {
  let memo: Effective | undefined;
  let transport: { key: string; mailer: Mailer } | undefined;
  let sender: { key: string; sms: SmsSender } | undefined;

  /** A sealed secret opened; "" when it cannot be (the key changed): then that part counts as not set up. */
  function open(sealed: string, what: string): string {
    if (!sealed) return "";
    try {
      return box.open(sealed);
    } catch (error) {
      logger.warn("delivery secret unreadable; set it again in the back office", { what, ...describeError(error) });
      return "";
    }
  }

  async function effective(): Promise<Effective> {
    const stored = await settings.current("delivery");
    if (memo?.stored === stored) return memo;
    const notifyEmail = env.NOTIFY_EMAIL ?? (stored.notifyEmail || undefined);
    let mail: MailConfig | undefined;
    if (env.SMTP_URL) mail = { target: env.SMTP_URL, from: env.MAIL_FROM ?? notifyEmail ?? "" };
    else if (stored.smtp.host) {
      const { host, port, secure, user } = stored.smtp;
      const password = open(stored.smtp.password, "smtp password");
      if (!user || password) mail = { target: { host, port, secure, user, password }, from: stored.smtp.from };
    }
    let sms = smsConfigOf(env);
    if (!sms && stored.sms.provider) {
      const apiSecret = open(stored.sms.apiSecret, "sms api secret");
      if (apiSecret) {
        const { provider, apiKey, sender: from } = stored.sms;
        sms = { provider, url: smsApiUrlOf(env, provider), apiKey, apiSecret, sender: from, timeoutMs: env.SMS_TIMEOUT_MS };
      }
    }
    memo = { stored, mail, notifyEmail, sms };
    return memo;
  }

  async function currentMailer(): Promise<Mailer | undefined> {
    const { mail } = await effective();
    if (!mail) return undefined;
    const key = JSON.stringify(mail);
    if (transport?.key !== key) {
      transport?.mailer.close();
      transport = { key, mailer: createMailer(mail.target, mail.from) };
    }
    return transport.mailer;
  }

  async function currentSender(): Promise<SmsSender | undefined> {
    const { sms } = await effective();
    if (!sms) return undefined;
    const key = JSON.stringify(sms);
    if (sender?.key !== key) sender = { key, sms: createSolapiSender(sms) };
    return sender.sms;
  }

  /** The site's mailer: sends through the mail server configured at the moment of the send. */
  const mailer: Mailer = {
    async send(message) {
      const m = await currentMailer();
      if (!m) throw Object.assign(new Error(MAIL_NOT_SET), { code: "ENOTCONFIGURED" });
      return m.send(message);
    },
    configured: async () => Boolean((await effective()).mail),
    close: () => {
      transport?.mailer.close();
      transport = undefined;
    },
  };

  /** The site's text sender: sends through the provider configured at the moment of the send. */
  const sms: SmsSender = {
    provider: "settings",
    async send(message) {
      const s = await currentSender();
      if (!s) throw new SmsSendError(SMS_NOT_SET, false);
      return s.send(message);
    },
    configured: async () => Boolean((await effective()).sms),
  };

  return {
    mailer,
    sms,
    /** Where the office's alerts go now (NOTIFY_EMAIL, else the saved address). */
    notifyEmail: async () => (await effective()).notifyEmail,
    /** Both halves of the mail set up: a server and an address to alert (the launch checklist's item). */
    async status(): Promise<{ mail: boolean; notifyEmail: boolean; sms: boolean }> {
      const e = await effective();
      return { mail: Boolean(e.mail), notifyEmail: Boolean(e.notifyEmail), sms: Boolean(e.sms) };
    },
    async view(): Promise<DeliverySettingsView> {
      const stored = await settings.current("delivery");
      return {
        settings: { ...stored, smtp: { ...stored.smtp, password: "" }, sms: { ...stored.sms, apiSecret: "" } },
        saved: { smtpPassword: Boolean(stored.smtp.password), smsApiSecret: Boolean(stored.sms.apiSecret) },
        overrides: { smtp: Boolean(env.SMTP_URL), notifyEmail: Boolean(env.NOTIFY_EMAIL), sms: Boolean(smsConfigOf(env)) },
      };
    },
    /** Saves the form: new secrets sealed, an empty one keeps the saved one (dropped with its host or provider). */
    async save(input: unknown, by: Saver): Promise<DeliverySettingsView> {
      const value = deliverySettingsSchema.parse(input ?? {});
      const stored = await settings.current("delivery");
      const password =
        !value.smtp.host || !value.smtp.user ? "" : value.smtp.password ? box.seal(value.smtp.password) : stored.smtp.password;
      const apiSecret = !value.sms.provider ? "" : value.sms.apiSecret ? box.seal(value.sms.apiSecret) : stored.sms.apiSecret;
      if (value.smtp.host && value.smtp.user && !password)
        throw new ValidationError({ "smtp.password": ["메일 서버 비밀번호를 입력해주세요"] });
      if (value.sms.provider && !apiSecret) throw new ValidationError({ "sms.apiSecret": ["API 시크릿을 입력해주세요"] });
      await settings.save("delivery", { ...value, smtp: { ...value.smtp, password }, sms: { ...value.sms, apiSecret } }, by);
      return this.view();
    },
    /** Sends a test e-mail through the mail server configured now; the server's answer, or a 502 with its error. */
    async testEmail(input: unknown): Promise<TestSendResult> {
      const { to } = testEmailSchema.parse(input ?? {});
      const m = await currentMailer();
      if (!m) throw new TestSendError(`${MAIL_NOT_SET}. 메일 서버를 저장한 뒤 다시 보내주세요.`);
      const office = await officeName();
      try {
        const { response } = await m.send({
          to,
          subject: `[${office}] 메일 발송 테스트`,
          text: `${office} 홈페이지의 메일 발송 테스트입니다.\n이 메일을 받으셨다면 상담 신청 알림과 접수 확인 메일이 이 설정으로 나갑니다.`,
        });
        logger.info("delivery test e-mail sent");
        return { ok: true, message: `보냈습니다. 메일 서버 응답: ${response.replace(/[\r\n]+/g, " ").slice(0, 200) || "없음"}` };
      } catch (error) {
        logger.warn("delivery test e-mail failed", describeError(error));
        throw new TestSendError(mailErrorText(error));
      }
    },
    /** Sends a test text through the provider configured now; its message id, or a 502 with its error. */
    async testSms(input: unknown): Promise<TestSendResult> {
      const { to } = testSmsSchema.parse(input ?? {});
      const s = await currentSender();
      if (!s) throw new TestSendError(`${SMS_NOT_SET}. 문자 발송 업체를 저장한 뒤 다시 보내주세요.`);
      try {
        const { messageId } = await s.send({ to, text: `[${await officeName()}] 문자 발송 테스트입니다.` });
        logger.info("delivery test text sent");
        return { ok: true, message: `보냈습니다. 메시지 ID: ${messageId ?? "없음"}` };
      } catch (error) {
        const text = error instanceof SmsSendError ? error.message : "문자를 보내지 못했습니다";
        logger.warn("delivery test text failed", { error: text });
        throw new TestSendError(text);
      }
    },
    /** Closes the pooled mail connections (shutdown). */
    close: () => mailer.close(),
  };
}
export type Delivery = ReturnType<typeof createDelivery>;
