// How and when a requester may be contacted: validated with Korean messages, stored on the request, shown to the
// office (list, CSV, the person's export), and honoured by the senders: the acknowledgement text goes only with
// the consent and never to someone who chose 전화만 or asked that no message be left (a real SMTP server and a
// local Solapi double count what actually went out). The 201 says which acknowledgements were queued.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultations, outboundMessages, rateLimits } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { FORM_REQUEST } from "../../tests/helpers/consultations";
import { fakeSolapiEnv, startFakeSolapi, type FakeSolapi } from "../../tests/helpers/fake-solapi";
import { startSmtp, type TestSmtp } from "../../tests/helpers/smtp";
import { siteSettingsSeeder } from "../services/site-settings-seed.service";

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

let ip = 0;
let mobile = 0;
/** Each request from its own address, to its own mobile number and e-mail (no per-recipient budget applies). */
const post = (body: object) => {
  const n = ++mobile;
  return request(app.t.app)
    .post("/api/consultations")
    .set("X-Forwarded-For", `10.41.${++ip >> 8}.${ip & 255}`)
    .send({
      ...FORM_REQUEST,
      phone: `010-7000-${String(n).padStart(4, "0")}`,
      email: `p${n}@example.net`,
      requestId: randomUUID(),
      ...body,
    });
};
const visitorTexts = () => solapi.received.filter((m) => m.to.startsWith("0107000"));
const storedRow = async (id: number) => (await db().select().from(consultations).where(eq(consultations.id, id)))[0];

beforeEach(async () => {
  await db().delete(rateLimits);
  await app.t.outbound.flush();
  smtp.messages.length = 0;
  solapi.received.length = 0;
});

describe("contact preferences on the form", () => {
  it("refuses a value the form does not offer, and 직접 입력 without words, in Korean, storing nothing", async () => {
    const before = (await db().select().from(consultations)).length;
    const cases: [object, string, string][] = [
      [{ contactMethod: "fax" }, "contactMethod", "연락 방법을 다시 선택해주세요"],
      [{ avoidTime: "night" }, "avoidTime", "피해야 할 시간을 다시 선택해주세요"],
      [{ avoidTime: "custom" }, "avoidTimeNote", "피해야 할 시간을 적어주세요 (예: 평일 오전)"],
      [{ avoidTime: "custom", avoidTimeNote: "가".repeat(51) }, "avoidTimeNote", "피해야 할 시간은 50자 이내로 적어주세요"],
      [{ noMessages: "yes" }, "noMessages", "메시지 남기기 여부가 올바르지 않습니다"],
      [{ caseType: "murder" }, "caseType", "사건 유형을 선택해주세요"],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.[field]).toEqual([message]);
    }
    expect(await db().select().from(consultations)).toHaveLength(before);
  });

  it("stores the preferences and the new case types; a preset drops own words", async () => {
    const a = await post({
      caseType: "defamation",
      contactMethod: "call_only",
      avoidTime: "evening",
      avoidTimeNote: "무시됨",
      noMessages: true,
    });
    expect(a.status).toBe(201);
    expect(await storedRow(a.body.id)).toMatchObject({
      caseType: "defamation",
      contactMethod: "call_only",
      avoidTime: "evening",
      avoidTimeNote: null,
      noMessages: true,
    });
    const b = await post({ caseType: "unsure", avoidTime: "custom", avoidTimeNote: " 주말 오전 " });
    expect(await storedRow(b.body.id)).toMatchObject({
      caseType: "unsure",
      contactMethod: null,
      avoidTime: "custom",
      avoidTimeNote: "주말 오전",
      noMessages: false,
    });
    const c = await post({ caseType: "police_investigation", contactMethod: "", avoidTime: "" });
    expect(await storedRow(c.body.id)).toMatchObject({ caseType: "police_investigation", contactMethod: null, avoidTime: null });
  });
});

describe("the senders follow the preferences, and the 201 says what was queued", () => {
  it("texts and e-mails the acknowledgement with the consent when nothing forbids it (문자만 too)", async () => {
    for (const extra of [{}, { contactMethod: "any" }, { contactMethod: "text_only", avoidTime: "weekday_daytime" }]) {
      const res = await post({ smsConsent: true, ...extra });
      expect(res.status).toBe(201);
      expect(res.body.acknowledgements).toEqual({ email: true, sms: true });
    }
    await app.t.outbound.flush();
    expect(visitorTexts()).toHaveLength(3);
    expect(smtp.messages.filter((m) => m.to.some((t) => t.endsWith("@example.net")))).toHaveLength(3);
  });

  it("sends no acknowledgement text for 전화만 or 메시지 남기지 않기, even with the consent; the e-mail still goes", async () => {
    const ids: number[] = [];
    for (const extra of [{ contactMethod: "call_only" }, { noMessages: true }, { contactMethod: "text_only", noMessages: true }]) {
      const res = await post({ smsConsent: true, ...extra });
      expect(res.status).toBe(201);
      expect(res.body.acknowledgements).toEqual({ email: true, sms: false });
      ids.push(res.body.id);
    }
    await app.t.outbound.flush();
    expect(visitorTexts()).toEqual([]);
    for (const id of ids) {
      const kinds = (await db().select().from(outboundMessages).where(eq(outboundMessages.consultationId, id))).map((m) => m.kind);
      expect(kinds).not.toContain("ack_sms");
      expect(kinds).toContain("ack_email");
    }
  });

  it("promises nothing without an e-mail and without the text consent; a repeat answers as the first did", async () => {
    const requestId = randomUUID();
    const first = await post({ email: "", requestId });
    expect(first.body.acknowledgements).toEqual({ email: false, sms: false });
    const withText = randomUUID();
    const a = await post({ smsConsent: true, requestId: withText, phone: "010-7000-9999", email: "again@example.net" });
    await app.t.outbound.flush();
    const again = await post({ smsConsent: true, requestId: withText, phone: "010-7000-9999", email: "again@example.net" });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: a.body.id, acknowledgements: { email: true, sms: true } });
  });
});

describe("the office sees the preferences", () => {
  it("on the card's data, in the CSV and in the person's export, with the new case type labels", async () => {
    const res = await post({
      name: "최하늘",
      phone: "010-7000-8888",
      caseType: "defamation",
      contactMethod: "call_only",
      avoidTime: "custom",
      avoidTimeNote: "평일 9시~6시 회사",
      noMessages: true,
    });
    const id = res.body.id as number;
    const list = await app.admin.get("/api/consultations");
    const item = list.body.items.find((c: { id: number }) => c.id === id);
    expect(item.contactPreferences).toEqual({
      contactMethod: "call_only",
      avoidTime: "custom",
      avoidTimeNote: "평일 9시~6시 회사",
      noMessages: true,
    });

    const line = "전화만 · 피할 시간: 평일 9시~6시 회사 · 문자·음성 메시지 남기지 않기";
    const csv = await app.admin.post("/api/consultations/export").send({ reason: "연락 방법 확인" }).buffer(true);
    expect(csv.status).toBe(200);
    expect(csv.text.split("\r\n")[0]).toContain("연락 희망");
    const row = csv.text.split("\r\n").find((l) => l.startsWith(`${id},`))!;
    expect(row).toContain(line);
    expect(row).toContain("명예훼손·모욕");

    const file = await app.admin.post("/api/subject-requests/export").send({ lookup: { by: "phone", value: "010-7000-8888" }, ids: [id] });
    expect(file.status).toBe(200);
    expect(file.text).toContain(`연락 희망: ${line}`);
    expect(file.text).toContain("사건 유형: 명예훼손·모욕");
  });
});
