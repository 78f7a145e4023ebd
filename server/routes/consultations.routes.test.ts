import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_VERSION } from "@shared/privacy/consent";
import { consultations, rateLimits } from "@shared/schema";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { decodeMail, startSmtp, type TestSmtp } from "../../tests/helpers/smtp";

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

const valid = {
  name: "김민수",
  phone: "010-1234-5678",
  email: "minsu@example.com",
  age: 34,
  caseType: "traffic",
  currentStatus: "suspect",
  urgency: "urgent",
  incidentDate: "2025-10-01",
  consultationType: "phone",
  content: "음주운전 단속 후 경찰서 출석 요구를 받았습니다.",
  privacyAgreed: true,
  sensitiveAgreed: true,
  ageConfirmed: true,
};

/** What reached the office's mailbox (the requester's acknowledgement goes to the same test server). */
const officeMail = () => smtp.messages.filter((m) => m.to.includes("office@example.com"));

const post = (body: unknown, ip = "10.0.0.1") =>
  request(t.app)
    .post("/api/consultations")
    .set("X-Forwarded-For", ip)
    .send(body as object);

describe("POST /api/consultations", () => {
  it("stores the request with consents and answers 201 only after it is committed", async () => {
    const res = await post({
      ...valid,
      requestId: randomUUID(),
      sourceAgreed: true,
      source: {
        landingPage: "/board/defamation/x?utm_source=naver",
        referrer: "https://search.naver.com/",
        utmSource: "naver",
        ctaSource: "board:defamation-requirements-real-cases-guide",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("상담 신청이 접수되었습니다. 변호사가 내용을 확인한 뒤 남겨주신 연락처로 연락드리겠습니다.");
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, res.body.id));
    expect(row.name).toBe("김민수");
    expect(row.phone).toBe("01012345678");
    expect(row.consultationStatus).toBe("new");
    expect(row.privacyAgreed).toBe(true);
    expect(row.sensitiveAgreed).toBe(true);
    expect(row.privacyAgreedAt).toBeInstanceOf(Date);
    expect(row.sensitiveAgreedAt).toBeInstanceOf(Date);
    expect(row.consentVersion).toBe(CONSENT_VERSION);
    expect(row.landingPage).toBe("/board/defamation/x?utm_source=naver");
    expect(row.referrer).toBe("https://search.naver.com/");
    expect(row.utmSource).toBe("naver");
    expect(row.ctaSource).toBe("board:defamation-requirements-real-cases-guide");
    expect(row.incidentDate).toBe("2025-10-01");
  });

  it.each([
    ["name", { name: "" }, "이름을 입력해주세요"],
    ["phone", { phone: "" }, "연락처를 입력해주세요"],
    ["phone", { phone: "12-34" }, "올바른 연락처를 입력해주세요 (예: 010-1234-5678)"],
    ["email", { email: "nope" }, "올바른 이메일 형식을 입력해주세요"],
    ["age", { age: "열살" }, "나이는 숫자로 입력해주세요"],
    ["age", { age: 13 }, "만 14세 미만은 직접 상담을 신청할 수 없습니다. 부모님 등 법정대리인이 대신 신청해주세요."],
    ["age", { age: 121 }, "나이는 120세 이하로 입력해주세요"],
    ["caseType", { caseType: "" }, "사건 유형을 선택해주세요"],
    ["currentStatus", { currentStatus: "boss" }, "현재 상황을 선택해주세요"],
    ["urgency", { urgency: undefined }, "긴급도를 선택해주세요"],
    ["incidentDate", { incidentDate: "2025-02-30" }, "올바른 날짜를 입력해주세요 (오늘 이전 날짜)"],
    ["content", { content: "   " }, "상담 내용을 입력해주세요"],
    ["content", { content: "가".repeat(5001) }, "상담 내용은 5,000자 이내로 입력해주세요"],
    ["privacyAgreed", { privacyAgreed: false }, "개인정보 수집 및 이용에 동의해주세요"],
    ["sensitiveAgreed", { sensitiveAgreed: undefined }, "민감정보 처리에 동의해주세요"],
    [
      "ageConfirmed",
      { ageConfirmed: undefined },
      "신청하는 분이 만 14세 이상인지 확인해주세요. 만 14세 미만은 부모님 등 법정대리인이 신청해주세요.",
    ],
    [
      "ageConfirmed",
      { ageConfirmed: false, age: "" },
      "신청하는 분이 만 14세 이상인지 확인해주세요. 만 14세 미만은 부모님 등 법정대리인이 신청해주세요.",
    ],
    ["name", { name: "김\u0000민수" }, "허용되지 않는 문자가 포함되어 있습니다"],
    ["name", { name: "김민수\r\n관리자" }, "줄바꿈, 탭 같은 제어 문자는 입력할 수 없습니다"],
    ["phone", { phone: "010-1234\n5678" }, "줄바꿈, 탭 같은 제어 문자는 입력할 수 없습니다"],
    ["email", { email: "a@example.com\nBcc: b@example.com" }, "줄바꿈, 탭 같은 제어 문자는 입력할 수 없습니다"],
  ])("rejects a bad %s with 400 and its Korean message", async (field, change, message) => {
    const before = (await t.database.db.select().from(consultations)).length;
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.fields[field]).toEqual([message]);
    expect((await t.database.db.select().from(consultations)).length).toBe(before);
  });

  it("stores no source of the visit without the optional consent to it, and still takes the request", async () => {
    const source = {
      landingPage: "/board/x?utm_source=naver",
      referrer: "https://search.naver.com/",
      utmSource: "naver",
      ctaSource: "board:x",
    };
    for (const consent of [{}, { sourceAgreed: false }]) {
      const res = await post({ ...valid, ...consent, source });
      expect(res.status).toBe(201);
      const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, res.body.id));
      expect(row).toMatchObject({ landingPage: null, referrer: null, utmSource: null, ctaSource: null, sourcePostId: null });
    }
  });

  it("accepts optional fields left empty and common phone forms", async () => {
    for (const phone of ["01098765432", "+82 10 9876 5432", "010 9876 5432"]) {
      const res = await post({ ...valid, phone, email: "", age: "", incidentDate: "", consultationType: "" });
      expect(res.status).toBe(201);
      const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, res.body.id));
      expect(row.phone).toBe("01098765432");
      expect(row.email).toBeNull();
      expect(row.age).toBeNull();
    }
  });

  it("ignores fields a visitor may not set", async () => {
    const res = await post({ ...valid, consultationStatus: "completed", assignedTo: "누군가", adminNotes: "메모", id: 999 });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(999);
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, res.body.id));
    expect(row.consultationStatus).toBe("new");
    expect(row.assignedTo).toBeNull();
    expect(row.adminNotes).toBeNull();
  });

  it("refuses bodies that are not JSON with 415", async () => {
    const res = await request(t.app).post("/api/consultations").type("form").send("name=x");
    expect(res.status).toBe(415);
  });

  it("stores a repeated request id once and answers the same", async () => {
    const requestId = randomUUID();
    const [a, b] = await Promise.all([post({ ...valid, requestId }), post({ ...valid, requestId })]);
    const c = await post({ ...valid, requestId });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(1);
    const rows = await t.database.db.select().from(consultations).where(eq(consultations.requestId, requestId));
    expect(rows).toHaveLength(1);
  });

  it("rejects the honeypot without storing anything", async () => {
    const before = (await t.database.db.select().from(consultations)).length;
    const res = await post({ ...valid, website: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("REJECTED");
    expect((await t.database.db.select().from(consultations)).length).toBe(before);
  });

  it("limits submissions per IP with a Korean 429, without blocking a person's retry", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 5; i++) expect((await post(valid, ip)).status).toBe(201);
    const limited = await post(valid, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/분 후 다시 시도/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(valid, "10.9.9.10")).status).toBe(201);
  });
});

describe("office notification by e-mail", () => {
  it("sends the request number, urgency and a link to /admin, and nothing about the person", async () => {
    await t.notifier.flush();
    smtp.messages.length = 0;
    const res = await post({ ...valid, urgency: "emergency", content: "비밀스러운 사건 내용" }, "10.1.1.1");
    await t.notifier.flush();
    expect(officeMail()).toHaveLength(1);
    const mail = decodeMail(officeMail()[0].raw);
    expect(officeMail()[0].to).toEqual(["office@example.com"]);
    expect(mail.subject).toBe(`[매우 긴급] 새 상담 신청(접수번호 ${res.body.id})`);
    expect(mail.text).toContain(`(접수번호 ${res.body.id})`);
    expect(mail.text).toContain("긴급도: 매우 긴급");
    expect(mail.text).toContain("http://localhost:5000/admin");
    // Neither the subject, the body nor any header of the message received holds the person's data.
    const received = `${officeMail()[0].raw}\n${mail.subject}\n${mail.text}`;
    for (const personal of [
      "김민수",
      "010-1234-5678",
      "01012345678",
      "minsu@example.com",
      "교통사고",
      "음주운전",
      "비밀스러운 사건 내용",
    ]) {
      expect(received, personal).not.toContain(personal);
    }
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, res.body.id));
    expect(row.notifiedAt).toBeInstanceOf(Date);
  });

  it("marks urgent requests and leaves normal ones unmarked", async () => {
    smtp.messages.length = 0;
    await post({ ...valid, urgency: "urgent" }, "10.1.1.2");
    await t.notifier.flush();
    await post({ ...valid, urgency: "normal" }, "10.1.1.2");
    await t.notifier.flush();
    const subjects = officeMail().map((m) => decodeMail(m.raw).subject);
    expect(subjects[0]).toMatch(/^\[긴급\] 새 상담 신청/);
    expect(subjects[1]).toMatch(/^새 상담 신청/);
  });

  it("keeps the request when mail fails and retries later", async () => {
    smtp.messages.length = 0;
    smtp.failNext(1, "office@example.com");
    const res = await post(valid, "10.1.1.3");
    expect(res.status).toBe(201);
    await t.notifier.flush();
    expect(officeMail()).toHaveLength(0);
    let [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, res.body.id));
    expect(row.notifiedAt).toBeNull();
    expect(row.notifyAttempts).toBe(1);
    // The retry is due after its backoff; bring it forward instead of waiting a minute.
    await t.database.db
      .update(consultations)
      .set({ notifyNextAt: new Date(Date.now() - 1000) })
      .where(eq(consultations.id, res.body.id));
    await t.notifier.flush();
    expect(officeMail()).toHaveLength(1);
    [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, res.body.id));
    expect(row.notifiedAt).toBeInstanceOf(Date);
    expect(row.notifyAttempts).toBe(2);
  });
});
