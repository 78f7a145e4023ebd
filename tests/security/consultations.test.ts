// Adversarial input to the public consultation form's endpoint: every case is refused with a 4xx and a Korean
// message and stores nothing; nothing smuggled in is stored; markup in a name stays inert text everywhere the
// office sees it.
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultations, rateLimits } from "@shared/schema";
import { csvRow } from "../../server/lib/csv";
import { notificationText } from "../../server/services/consultation-notify.service";
import { signedInAgent } from "../helpers/auth";
import { decodeMail, startSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { expectRefused, nestedJson } from "./refusal";
import { FORM_REQUEST as VALID } from "../helpers/consultations";

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@example.com", TRUST_PROXY: "loopback" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

let ip = 0;
/** Each request from its own address, so the per-address limit never decides a case (except the flood). */
const post = (body: unknown, from = `10.1.${Math.floor(++ip / 250)}.${ip % 250}`) =>
  request(t.app)
    .post("/api/consultations")
    .set("X-Forwarded-For", from)
    .set("Content-Type", "application/json")
    .send(typeof body === "string" ? body : JSON.stringify(body));
const rows = async () => (await t.database.db.select().from(consultations)).length;
const without = (key: string) => Object.fromEntries(Object.entries(VALID).filter(([k]) => k !== key));

const CASES: [string, unknown][] = [
  ["privacyAgreed false", { ...VALID, privacyAgreed: false }],
  ["privacyAgreed missing", without("privacyAgreed")],
  ['privacyAgreed "true"', { ...VALID, privacyAgreed: "true" }],
  ["sensitiveAgreed missing", without("sensitiveAgreed")],
  ["name missing", without("name")],
  ["phone missing", without("phone")],
  ["content missing", without("content")],
  ["unknown caseType", { ...VALID, caseType: "murder" }],
  ["unknown currentStatus", { ...VALID, currentStatus: "boss" }],
  ["unknown urgency", { ...VALID, urgency: "yesterday" }],
  ["unknown consultationType", { ...VALID, consultationType: "telepathy" }],
  ['age "abc"', { ...VALID, age: "abc" }],
  ["age -1", { ...VALID, age: -1 }],
  ["age 2.5", { ...VALID, age: 2.5 }],
  ["age 1e10", { ...VALID, age: 1e10 }],
  ['email "a@"', { ...VALID, email: "a@" }],
  ['phone "<script>"', { ...VALID, phone: "<script>" }],
  ["incidentDate 2025-13-45", { ...VALID, incidentDate: "2025-13-45" }],
  ["NUL in the name", { ...VALID, name: "김\u0000민수" }],
  ["NUL in the content", { ...VALID, content: "출석\u0000요구" }],
  ["NUL in the e-mail", { ...VALID, email: "a\u0000@example.com" }],
  ["a line break in the name", { ...VALID, name: "김민수\r\n긴급" }],
  ["a tab in the phone", { ...VALID, phone: "010\t1234-5678" }],
  ["a header injected into the e-mail", { ...VALID, email: "a@example.com\r\nBcc: b@example.com" }],
  ["name as an object", { ...VALID, name: { first: "김" } }],
  ["content as an array", { ...VALID, content: ["a", "b"] }],
  ["a 1 MB content", { ...VALID, content: "가".repeat(1_000_000) }],
  ["deeply nested JSON", nestedJson(10_000)],
  ["a JSON array", [VALID]],
  ["JSON null", "null"],
  ["broken JSON", '{"name": "김민수",'],
];

describe("POST /api/consultations refuses bad input and stores nothing", () => {
  it.each(CASES)("%s", async (_label, body) => {
    const before = await rows();
    expectRefused(await post(body));
    expect(await rows()).toBe(before);
  });

  it.each([
    ["text/plain", "text/plain", JSON.stringify(VALID)],
    ["urlencoded", "application/x-www-form-urlencoded", new URLSearchParams(VALID as unknown as Record<string, string>).toString()],
    ["multipart", "multipart/form-data; boundary=x", `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n김민수\r\n--x--`],
  ])("a %s body gets 415", async (_label, type, body) => {
    const before = await rows();
    const res = await request(t.app).post("/api/consultations").set("Content-Type", type).send(body);
    expectRefused(res, 415);
    expect(await rows()).toBe(before);
  });

  it("does not let __proto__ or constructor.prototype payloads pollute objects, and stores nothing for them", async () => {
    const before = await rows();
    for (const body of [
      `{"__proto__":{"polluted":"yes"},"name":"x"}`,
      `{"constructor":{"prototype":{"polluted":"yes"}},"name":"x"}`,
      JSON.stringify({ ...VALID, __proto__: { polluted: "yes" }, privacyAgreed: false }),
    ]) {
      expectRefused(await post(body));
    }
    // A valid request carrying them is stored, and the prototype stays clean.
    const res = await post(`{"__proto__":{"polluted":"yes","consultationStatus":"completed"},${JSON.stringify(VALID).slice(1)}`);
    expect(res.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
    expect(await rows()).toBe(before + 1);
    const [row] = (await t.database.db.select().from(consultations)).filter((r) => r.id === res.body.id);
    expect(row.consultationStatus).toBe("new");
  });

  it("ignores smuggled office fields on a valid request", async () => {
    const res = await post({
      ...VALID,
      consultationStatus: "completed",
      adminNotes: "조작",
      assignedTo: "attacker",
      id: 1,
      createdAt: "2000-01-01",
      notifiedAt: "2000-01-01",
      consentVersion: "forged",
    });
    expect(res.status).toBe(201);
    const [row] = (await t.database.db.select().from(consultations)).filter((r) => r.id === res.body.id);
    expect(row).toMatchObject({ consultationStatus: "new", adminNotes: null, assignedTo: null, notifiedAt: null });
    expect(row.consentVersion).not.toBe("forged");
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2020);
  });

  it("answers a flood from one address with 429 and a Korean message, storing nothing beyond the limit", async () => {
    const before = await rows();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post({ ...VALID, requestId: randomUUID(), content: `요청 ${i}번입니다.` }, "203.0.113.77");
      answers.push(res.status);
      if (res.status === 429) expectRefused(res, 429);
    }
    const stored = answers.filter((s) => s === 201).length;
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(answers.every((s) => s === 201 || s === 429)).toBe(true);
    expect(await rows()).toBe(before + stored);
  });
});

describe("markup in a name stays inert", () => {
  const NAME = '<img src=x onerror="alert(1)">';
  it("is stored as text, returned as text, neutralised in the CSV, and kept out of the plain-text office e-mail", async () => {
    smtp.messages.length = 0;
    const res = await post({ ...VALID, name: NAME });
    expect(res.status).toBe(201);
    const admin = await signedInAgent(t.app);
    const list = await admin.get("/api/consultations");
    const item = list.body.items.find((i: { id: number }) => i.id === res.body.id);
    expect(item.name).toBe(NAME);
    expect(list.headers["content-type"]).toMatch(/^application\/json/);
    // The CSV export: a cell that a spreadsheet could run as a formula is prefixed; the markup is plain text.
    expect(csvRow(["=1+1", NAME])).toBe(`'=1+1,"<img src=x onerror=""alert(1)"">"\r\n`);
    const csv = await admin.post("/api/consultations/export").send({ reason: "보안 점검" });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.text).toContain(`"<img src=x onerror=""alert(1)"">"`);
    // The office e-mail is plain text only (no HTML part a mail client could render) and names no one.
    await t.notifier.flush();
    const raw = smtp.messages.map((m) => m.raw).find((m) => decodeMail(m).subject.endsWith(`(접수번호 ${res.body.id})`));
    expect(raw).toBeDefined();
    expect(decodeMail(raw!).text).not.toContain(NAME);
    expect(raw).not.toMatch(/Content-Type: text\/html/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(
      notificationText({ ...(await t.database.db.select().from(consultations)).find((r) => r.id === res.body.id)! }, "https://x.example"),
    ).not.toContain(NAME);
  });
});
