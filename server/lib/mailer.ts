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
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const MAIL_CONNECTIONS = 3;

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: MAIL_CONNECTIONS }, { from });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
