// Budgets for the messages a visitor can make the office send (the public form is anonymous: the e-mail address
// and phone number typed may be a stranger's). Confirmed the way it would be abused: many source addresses, the
// same recipient, a real SMTP server and a local Solapi double counting what actually went out.
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS, type IntakeSettings } from "@shared/intake/intake-settings";
import { formatPhone } from "@shared/lib/phone";
import { consultations, outboundMessages, rateLimits } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { FORM_REQUEST } from "../../tests/helpers/consultations";
import { fakeSolapiEnv, startFakeSolapi, type FakeSolapi } from "../../tests/helpers/fake-solapi";
import { startSmtp, type TestSmtp } from "../../tests/helpers/smtp";
import { ACK_BUDGET_REASON, ackAlreadySentReason } from "../services/outbound-messages.service";
import { siteSettingsSeeder } from "../services/site-settings-seed.service";
import { withParticle } from "@shared/lib/korean-particles";

let smtp: TestSmtp;
let solapi: FakeSolapi;
const env: Record<string, string> = { TRUST_PROXY: "loopback", NOTIFY_EMAIL: "office@example.com" };
beforeAll(async () => {
  smtp = await startSmtp();
  solapi = await startFakeSolapi();
  Object.assign(env, { SMTP_URL: smtp.url, ...fakeSolapiEnv(solapi) });
});
afterAll(async () => {
  await smtp?.close();
  await solapi?.close();
});
const app = setupAdminApp({ seeders: [siteSettingsSeeder], env });
const db = () => app.t.database.db;

async function setLimits(limits: Partial<IntakeSettings["limits"]>) {
  const res = await app.admin
    .put("/api/intake-settings")
    .send({ ...DEFAULT_INTAKE_SETTINGS, limits: { ...DEFAULT_INTAKE_SETTINGS.limits, ...limits } });
  expect(res.status).toBe(200);
}

let ip = 0;
const post = (body: object) =>
  request(app.t.app)
    .post("/api/consultations")
    .set("X-Forwarded-For", `10.40.${++ip >> 8}.${ip & 255}`)
    .send({ ...FORM_REQUEST, requestId: randomUUID(), ...body });

const messagesOf = (id: number) =>
  db().select().from(outboundMessages).where(eq(outboundMessages.consultationId, id)).orderBy(outboundMessages.id);

/** The office phone as the visitor reads it. */
async function officePhone(): Promise<string> {
  const site = await app.admin.get("/api/site-settings");
  return formatPhone(site.body.phone);
}

beforeEach(async () => {
  await db().delete(rateLimits);
  await db().delete(outboundMessages);
  await setLimits({});
  await app.t.outbound.flush();
  smtp.messages.length = 0;
});

describe("one acknowledgement per recipient in 24 hours", () => {
  it("acknowledges the first request to an address and number; later ones from other addresses are stored, their acknowledgements skipped with the reason", async () => {
    const textsBefore = solapi.received.length;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post({ email: "Victim@example.net", phone: "010-1111-2222", smsConsent: true, urgency: "normal" });
      expect(res.status).toBe(201);
      expect(res.body.acknowledgementSkipped).toBe(false);
      ids.push(res.body.id);
    }
    await app.t.outbound.flush();
    // What went out: one e-mail and one text to the stranger, not six.
    expect(smtp.messages.filter((m) => m.to.includes("victim@example.net") || m.to.includes("Victim@example.net"))).toHaveLength(1);
    expect(solapi.received.slice(textsBefore).filter((m) => m.to === "01011112222")).toHaveLength(1);
    expect((await messagesOf(ids[0])).map((m) => [m.kind, m.status])).toEqual([
      ["ack_email", "sent"],
      ["ack_sms", "sent"],
    ]);
    for (const id of ids.slice(1)) {
      expect((await messagesOf(id)).map((m) => [m.kind, m.status, m.lastError])).toEqual([
        ["ack_email", "skipped", ackAlreadySentReason("email", 24)],
        ["ack_sms", "skipped", ackAlreadySentReason("sms", 24)],
      ]);
    }
    // The request's card in the back office says why.
    const card = await app.admin.get(`/api/consultations/${ids[1]}/messages`);
    expect(card.status).toBe(200);
    expect(card.body.map((m: { status: string; lastError: string }) => [m.status, m.lastError])).toEqual([
      ["skipped", "같은 이메일 주소로 24시간 안에 접수 확인을 이미 보내 다시 보내지 않았습니다"],
      ["skipped", "같은 휴대전화 번호로 24시간 안에 접수 확인 문자를 이미 보내 다시 보내지 않았습니다"],
    ]);
  });

  it("counts concurrent requests to one recipient exactly", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ email: "same@example.net", urgency: "normal" })));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    const rows = await db()
      .select()
      .from(outboundMessages)
      .where(
        inArray(
          outboundMessages.consultationId,
          answers.map((r) => r.body.id as number),
        ),
      );
    expect(rows.filter((m) => m.status === "pending" || m.status === "sent")).toHaveLength(1);
  });
});

describe("site-wide budgets", () => {
  it("past the hourly acknowledgement budget: stored, acknowledgement skipped, and the 201 says none was sent (a repeat answers the same)", async () => {
    await setLimits({ acksPerHour: 2 });
    const phone = await officePhone();
    const ok = [await post({ email: "a1@example.net" }), await post({ email: "a2@example.net" })];
    for (const res of ok)
      expect(res.body).toMatchObject({
        acknowledgementSkipped: false,
        message: "상담 신청이 접수되었습니다. 변호사가 내용을 확인한 뒤 남겨주신 연락처로 연락드리겠습니다.",
      });
    const requestId = randomUUID();
    const over = await post({ requestId, email: "a3@example.net" });
    expect(over.status).toBe(201);
    expect(over.body.acknowledgementSkipped).toBe(true);
    expect(over.body.message).toBe(
      `상담 신청이 접수되었습니다. 다만 지금은 접수 확인 메시지를 보내드리지 못했습니다. 변호사가 내용을 확인한 뒤 남겨주신 연락처로 연락드리겠습니다. 급하시면 ${withParticle(phone, "으로/로")} 전화해주세요.`,
    );
    expect(await db().select().from(consultations).where(eq(consultations.requestId, requestId))).toHaveLength(1);
    expect((await messagesOf(over.body.id)).find((m) => m.kind === "ack_email")).toMatchObject({
      status: "skipped",
      lastError: ACK_BUDGET_REASON,
    });
    const again = await post({ requestId, email: "a3@example.net" });
    expect([again.status, again.body]).toEqual([201, over.body]);
    await app.t.outbound.flush();
    expect(smtp.messages.filter((m) => m.to.some((to) => /^a\d@example\.net$/.test(to)))).toHaveLength(2);
  });

  it("past the ceiling of new requests per 10 minutes: 429 with the office phone, and nothing stored", async () => {
    await setLimits({ requestsPer10Minutes: 3 });
    // Three new requests from three addresses fill the window.
    for (let i = 0; i < 3; i++) expect((await post({})).status).toBe(201);
    const phone = await officePhone();
    const requestId = randomUUID();
    const refused = await post({ requestId });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      `지금 상담 신청이 많아 접수하지 못했습니다(신청 내용은 저장되지 않았습니다). 몇 분 후 다시 시도하시거나 ${withParticle(phone, "으로/로")} 전화해주세요.`,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await db().select().from(consultations).where(eq(consultations.requestId, requestId))).toEqual([]);
    await setLimits({ requestsPer10Minutes: 1000 });
    expect((await post({ requestId })).status).toBe(201);
  });
});
