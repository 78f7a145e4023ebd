// How the site sends, set in the back office: the secrets sealed in the row and never answered, a save without a
// change adds no version, test sends through a real SMTP server and the fake Solapi with the provider's answer,
// and the server's environment winning over the saved settings.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLogs, settingsVersions } from "@shared/schema";
import { DEFAULT_DELIVERY_SETTINGS } from "@shared/office/delivery-settings";
import { eq } from "drizzle-orm";
import { signedInAgent } from "../../tests/helpers/auth";
import { FAKE_SOLAPI, fakeSolapiEnv, startFakeSolapi, type FakeSolapi } from "../../tests/helpers/fake-solapi";
import { decodeMail, startSmtp, type TestSmtp } from "../../tests/helpers/smtp";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

const MAIL_PASSWORD = "mail-pass-0123456789";
let smtp: TestSmtp;
let solapi: FakeSolapi;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  [smtp, solapi] = await Promise.all([startSmtp({ user: "office", pass: MAIL_PASSWORD }), startFakeSolapi()]);
  // Only the provider's address comes from the environment (the fake); everything else from the back office.
  t = await createTestApp({ env: { SMS_API_URL: solapi.url } });
  admin = await signedInAgent(t.app);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), solapi?.close()]);
});

const origin = () => t.env.PUBLIC_SITE_URL;
const port = () => Number(new URL(smtp.url).port);
const form = (password = MAIL_PASSWORD, apiSecret: string = FAKE_SOLAPI.apiSecret) => ({
  notifyEmail: "office@law.example.kr",
  smtp: { host: "127.0.0.1", port: port(), secure: false, user: "office", password, from: "site@law.example.kr" },
  sms: { provider: "solapi", apiKey: FAKE_SOLAPI.apiKey, apiSecret, sender: "02-1234-5678" },
});
const versions = () => t.database.db.select().from(settingsVersions).where(eq(settingsVersions.kind, "delivery"));

describe("delivery settings in the back office", () => {
  it("are for administrators only", async () => {
    expect((await request(t.app).get("/api/delivery-settings")).status).toBe(401);
    expect((await request(t.app).post("/api/delivery-settings/test-email").set("Origin", origin()).send({ to: "a@b.kr" })).status).toBe(
      401,
    );
  });

  it("start empty, and a test send says nothing is set up (502, not a success)", async () => {
    const res = await admin.get("/api/delivery-settings");
    expect(res.body).toEqual({
      settings: DEFAULT_DELIVERY_SETTINGS,
      saved: { smtpPassword: false, smsApiSecret: false },
      overrides: { smtp: false, notifyEmail: false, sms: false },
    });
    const test = await admin.post("/api/delivery-settings/test-email").set("Origin", origin()).send({ to: "me@example.com" });
    expect(test.status).toBe(502);
    expect(test.body.message).toContain("메일 서버가 설정되지 않았습니다");
  });

  it("keep the secrets sealed in the row, never answer them, and keep a saved secret when the field is left empty", async () => {
    const saved = await admin.put("/api/delivery-settings").set("Origin", origin()).send(form());
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toEqual({ smtpPassword: true, smsApiSecret: true });
    expect(saved.body.settings.smtp).toMatchObject({ host: "127.0.0.1", password: "" });
    expect(saved.body.settings.sms).toMatchObject({ apiKey: FAKE_SOLAPI.apiKey, apiSecret: "", sender: "0212345678" });
    const rows = await versions();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(MAIL_PASSWORD);
    expect(stored).not.toContain(FAKE_SOLAPI.apiSecret);
    expect((rows[0].data as { smtp: { password: string } }).smtp.password).toMatch(/^v1:/);
    expect(JSON.stringify(await t.database.db.select().from(accessLogs))).not.toContain(MAIL_PASSWORD);

    // The same form with the secrets left empty changes nothing: no new version.
    const again = await admin.put("/api/delivery-settings").set("Origin", origin()).send(form("", ""));
    expect(again.status).toBe(200);
    expect(again.body.saved).toEqual({ smtpPassword: true, smsApiSecret: true });
    expect(await versions()).toHaveLength(1);
  });

  it("send a test e-mail through the saved mail server and answer the server's reply", async () => {
    const res = await admin.post("/api/delivery-settings/test-email").set("Origin", origin()).send({ to: "me@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, message: expect.stringMatching(/^보냈습니다\. 메일 서버 응답: 250/) });
    const mail = smtp.messages.at(-1)!;
    expect(mail).toMatchObject({ from: "site@law.example.kr", to: ["me@example.com"] });
    expect(decodeMail(mail.raw).subject).toContain("메일 발송 테스트");
  });

  it("send a test text through the saved provider and answer its message id", async () => {
    const res = await admin.post("/api/delivery-settings/test-sms").set("Origin", origin()).send({ to: "010-5555-0000" });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^보냈습니다\. 메시지 ID: \S+/);
    expect(solapi.received.at(-1)).toMatchObject({ to: "01055550000", from: "0212345678", signed: true });
  });

  it("answer the provider's refusal in Korean with a 502: a wrong password, a refused text", async () => {
    await admin.put("/api/delivery-settings").set("Origin", origin()).send(form("wrong-password-000"));
    const mail = await admin.post("/api/delivery-settings/test-email").set("Origin", origin()).send({ to: "me@example.com" });
    expect(mail.status).toBe(502);
    expect(mail.body.message).toContain("로그인하지 못했습니다");
    expect(mail.body.message).toContain("535");
    expect(mail.body.message).not.toContain("wrong-password-000");
    solapi.answer("bad-request");
    const sms = await admin.post("/api/delivery-settings/test-sms").set("Origin", origin()).send({ to: "010-5555-0000" });
    expect(sms.status).toBe(502);
    expect(sms.body.message).toContain("문자 발송 요청 거절");
  });

  it("refuse an incomplete form at its fields and store nothing", async () => {
    const before = (await versions()).length;
    const res = await admin
      .put("/api/delivery-settings")
      .set("Origin", origin())
      .send({ ...form(), smtp: { ...form().smtp, host: "smtp example", from: "" }, sms: { ...form().sms, sender: "123" } });
    expect(res.status).toBe(400);
    const body = JSON.stringify(res.body);
    expect(body).toContain("메일 서버 주소를 smtp.example.com 형식으로");
    expect(body).toContain("발신번호를 02-1234-5678 형식으로");
    expect(await versions()).toHaveLength(before);
    const bad = await admin.post("/api/delivery-settings/test-sms").set("Origin", origin()).send({ to: "02-123-4567" });
    expect(bad.status).toBe(400);
  });
});

describe("the server's environment", () => {
  it("wins over the saved settings, and the back office is told which parts it overrides", async () => {
    const [envSmtp, envSolapi] = await Promise.all([startSmtp(), startFakeSolapi()]);
    const other = await createTestApp({ env: { SMTP_URL: envSmtp.url, NOTIFY_EMAIL: "env@law.example.kr", ...fakeSolapiEnv(envSolapi) } });
    try {
      const agent = await signedInAgent(other.app);
      const o = other.env.PUBLIC_SITE_URL;
      // Saved settings that point elsewhere (a closed port): they wait while the environment is set.
      await agent
        .put("/api/delivery-settings")
        .set("Origin", o)
        .send({ ...form(), smtp: { ...form().smtp, port: 1 } });
      expect((await agent.get("/api/delivery-settings")).body.overrides).toEqual({ smtp: true, notifyEmail: true, sms: true });
      expect((await agent.post("/api/delivery-settings/test-email").set("Origin", o).send({ to: "me@example.com" })).status).toBe(200);
      expect(envSmtp.messages).toHaveLength(1);
      expect((await agent.post("/api/delivery-settings/test-sms").set("Origin", o).send({ to: "01055550000" })).status).toBe(200);
      expect(envSolapi.received).toHaveLength(1);
    } finally {
      await other.close();
      await Promise.all([envSmtp.close(), envSolapi.close()]);
    }
  });
});
