// A real SMTP server on loopback for tests (smtp-server), collecting what it receives.
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Makes the next `n` deliveries (to `to` only, when given) fail with a temporary error. */
  failNext(n: number, to?: string): void;
  close(): Promise<void>;
}

/** `auth`: the one account the server accepts (AUTH PLAIN/LOGIN over the plain loopback connection); none: no sign-in. */
export async function startSmtp(auth?: { user: string; pass: string }): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  let failuresTo: string | undefined;
  const server = new SMTPServer({
    authOptional: !auth,
    allowInsecureAuth: Boolean(auth),
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) return callback(null, { user: login.username });
      callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (failures > 0 && (!failuresTo || session.envelope.rcptTo.some((r) => r.address === failuresTo))) {
          failures--;
          const err = Object.assign(new Error("mailbox temporarily unavailable"), { responseCode: 451 });
          return callback(err);
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext: (n, to) => {
      failures = n;
      failuresTo = to;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Decodes the MIME-encoded subject and body of a raw message well enough for assertions. */
export function decodeMail(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const subjectLine = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? "";
  const subject = subjectLine.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
  const body = rest.join("\n\n");
  const isQp = /Content-Transfer-Encoding: quoted-printable/i.test(unfolded);
  const isB64 = /Content-Transfer-Encoding: base64/i.test(unfolded);
  const text = isB64
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : isQp
      ? Buffer.from(
          body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8")
      : body;
  return { subject, text };
}
