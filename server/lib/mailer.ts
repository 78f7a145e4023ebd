// Outgoing mail through SMTP (nodemailer). Absent configuration means no mailer.
// Pooled: up to MAIL_CONNECTIONS connections are kept open and reused, so a queue of acknowledgements and office
// e-mails after a burst of requests goes out without a new connection (and greeting) per message.
import nodemailer from "nodemailer";

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves with the server's answer to the message ("250 OK: queued as …"). */
  send(message: MailMessage): Promise<{ response: string }>;
  /** Whether a mail server is set up now (a mailer whose configuration lives in the settings may have none). */
  configured(): Promise<boolean>;
  close(): void;
}

/** A mail server: an smtp(s):// URL, or its parts as the back office keeps them. */
export type SmtpTarget = string | { host: string; port: number; secure: boolean; user: string; password: string };

/**
 * Six: under a burst of requests each message waits for the busy server's turns at every step of its SMTP exchange,
 * so the connections in parallel are what the senders get through during the burst (docs/performance.md); common
 * providers allow ten or more connections per client.
 */
const MAIL_CONNECTIONS = 6;
/** A test send or a stuck server gives up after this long rather than holding the sender. */
const TIMEOUT_MS = 15_000;

export function createMailer(target: SmtpTarget, from: string): Mailer {
  const common = { pool: true, maxConnections: MAIL_CONNECTIONS, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS };
  const transport =
    typeof target === "string"
      ? nodemailer.createTransport({ url: target, ...common }, { from })
      : nodemailer.createTransport(
          {
            host: target.host,
            port: target.port,
            secure: target.secure,
            auth: target.user ? { user: target.user, pass: target.password } : undefined,
            ...common,
          },
          { from },
        );
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { response: String(info.response ?? "") };
    },
    configured: async () => true,
    close: () => transport.close(),
  };
}
