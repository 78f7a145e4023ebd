import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { accessLogs, consultationContacts, consultationHistory, consultations, destructionRecords, outboundMessages } from "@shared/schema";
import { formatSubjectExport, SUBJECT_EXPORT_LABELLED, SUBJECT_EXPORT_WITHHELD } from "@shared/intake/subject-export";
import type { SubjectRecord } from "@shared/intake/subject-requests";
import { NOT_SUBJECT_DATA } from "../services/subject-requests.service";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { createTestUser, signedInAgent } from "../../tests/helpers/auth";
import { insertConsultation } from "../../tests/helpers/consultations";

const ctx = setupAdminApp();
const db = () => ctx.t.database.db;

beforeEach(async () => {
  await db().delete(consultations);
  await db().delete(accessLogs);
  await db().delete(destructionRecords);
});

async function seedPerson() {
  const first = await insertConsultation(db(), {
    name: "이정민",
    phone: "01055556666",
    email: "Jung.Min@Example.com",
    content: "명예훼손 고소를 당했습니다.",
    createdAt: new Date("2026-01-05T01:00:00Z"),
  });
  const second = await insertConsultation(db(), {
    name: "이정민",
    phone: "01055556666",
    email: null,
    content: "두 번째 상담입니다.",
    createdAt: new Date("2026-03-05T01:00:00Z"),
  });
  await db()
    .insert(consultationHistory)
    .values({ consultationId: first.id, field: "consultationStatus", oldValue: "new", newValue: "contacted", changedByName: "admin" });
  await db()
    .insert(consultationContacts)
    .values({
      consultationId: first.id,
      channel: "phone",
      result: "reached",
      note: "출석 일정 안내함",
      nextContactAt: new Date("2026-01-07T06:00:00Z"),
      createdByName: "admin",
      createdAt: new Date("2026-01-05T05:00:00Z"),
    });
  const other = await insertConsultation(db(), { name: "박서준", phone: "01077778888", email: "seojun@example.com" });
  await db()
    .insert(consultationContacts)
    .values({ consultationId: other.id, channel: "sms", result: "left_message", note: "박서준 님 메모", createdByName: "admin" });
  return { first, second, other };
}

const logs = async () =>
  (await db().select().from(accessLogs)).map((l) => ({ action: l.action, detail: l.detail, consultationId: l.consultationId }));

describe("finding a person's records", () => {
  it("finds them by phone in any common form, and by e-mail in any case, with their history", async () => {
    const { first, second } = await seedPerson();
    for (const value of ["010-5555-6666", "01055556666", "+82 10 5555 6666"]) {
      const res = await ctx.admin.post("/api/subject-requests/search").send({ by: "phone", value });
      expect(res.status, value).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body.map((r: { id: number }) => r.id)).toEqual([first.id, second.id]);
    }
    const byMail = await ctx.admin.post("/api/subject-requests/search").send({ by: "email", value: "jung.min@EXAMPLE.com" });
    expect(byMail.body.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect(byMail.body[0]).toMatchObject({
      name: "이정민",
      content: "명예훼손 고소를 당했습니다.",
      history: [{ field: "consultationStatus", newValue: "contacted" }],
    });
    const none = await ctx.admin.post("/api/subject-requests/search").send({ by: "phone", value: "010-1111-2222" });
    expect(none.body).toEqual([]);
    // The access log keeps the search, with the contact masked.
    const written = await logs();
    expect(written.every((l) => l.action === "subject-search")).toBe(true);
    expect(written.map((l) => l.detail)).toContain("전화 ***-****-6666 · 2건");
    expect(written.map((l) => l.detail)).toContain("이메일 j***@example.com · 1건");
    expect(JSON.stringify(written)).not.toMatch(/5555|jung\.min/i);
  });

  it.each([
    [{}, "전화번호 또는 이메일 중 찾을 방법을 선택해주세요"],
    [{ by: "phone", value: "" }, "전화번호를 입력해주세요"],
    [{ by: "phone", value: "<script>" }, "올바른 전화번호를 입력해주세요 (예: 010-1234-5678)"],
    [{ by: "email", value: "a@" }, "올바른 이메일 주소를 입력해주세요"],
    [{ by: "name", value: "이정민" }, "전화번호 또는 이메일 중 찾을 방법을 선택해주세요"],
    [{ by: "phone", value: ["01055556666"] }, "전화번호를 입력해주세요"],
  ])("refuses %j with a Korean message", async (body, message) => {
    const res = await ctx.admin.post("/api/subject-requests/search").send(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await logs()).toEqual([]);
  });

  it("is for administrators only", async () => {
    expect((await request(ctx.t.app).post("/api/subject-requests/search").send({ by: "phone", value: "01055556666" })).status).toBe(401);
    await createTestUser(db(), { username: "subject-staff", password: "subject-staff-1", role: "staff" });
    const staff = await signedInAgent(ctx.t.app, { username: "subject-staff", password: "subject-staff-1" });
    expect((await staff.post("/api/subject-requests/search").send({ by: "phone", value: "01055556666" })).status).toBe(403);
  });
});

describe("export for the person (열람)", () => {
  it("sends every stored field of every selected request as a text file, never cached, and logs it", async () => {
    const { first, second } = await seedPerson();
    const res = await ctx.admin
      .post("/api/subject-requests/export")
      .send({ lookup: { by: "phone", value: "010-5555-6666" }, ids: [first.id, second.id] });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.txt"$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toContain("보관 중인 상담 신청: 2건");
    expect(res.text).toContain("이름: 이정민");
    expect(res.text).toContain("연락처: 010-5555-6666");
    expect(res.text).toContain("명예훼손 고소를 당했습니다.");
    expect(res.text).toContain("두 번째 상담입니다.");
    expect(res.text).toContain("처리 상태 new → contacted");
    // The follow-up log, note included.
    expect(res.text).toContain(
      "연락 기록:\n- 2026년 1월 5일 오후 2:00 admin: 전화 · 통화 · 다음 연락 1월 7일 오후 3:00 · 메모: 출석 일정 안내함",
    );
    expect(res.text).not.toContain("박서준");
    expect(await logs()).toEqual([
      { action: "subject-export", consultationId: null, detail: `전화 ***-****-6666 · 2건 열람 자료 (#${first.id}, #${second.id})` },
    ]);
    const none = await ctx.admin
      .post("/api/subject-requests/export")
      .send({ lookup: { by: "email", value: "nobody@example.com" }, ids: [first.id] });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("해당 연락처로 보관 중인 상담 신청이 없습니다.");
  });

  it("holds only the records the office selected as the requester's: one phone number does not merge two people", async () => {
    // A family phone: the father's request and, from the same number, his son's.
    const father = await insertConsultation(db(), { name: "김아버지", phone: "01020203030", content: "아버지의 음주운전 상담입니다." });
    const son = await insertConsultation(db(), { name: "김아들", phone: "01020203030", content: "아들의 폭행 사건 상담입니다." });
    const stranger = await insertConsultation(db(), { name: "남남", phone: "01090908080", content: "다른 사람의 상담입니다." });
    const res = await ctx.admin
      .post("/api/subject-requests/export")
      .send({ lookup: { by: "phone", value: "010-2020-3030" }, ids: [father.id] });
    expect(res.status).toBe(200);
    expect(res.text).toContain("보관 중인 상담 신청: 1건");
    expect(res.text).toContain("김아버지");
    expect(res.text).not.toContain("김아들");
    expect(res.text).not.toContain("아들의 폭행");
    // An id of another phone's record, or none selected: refused, nothing logged.
    const foreign = await ctx.admin
      .post("/api/subject-requests/export")
      .send({ lookup: { by: "phone", value: "010-2020-3030" }, ids: [father.id, stranger.id] });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain("남남");
    for (const ids of [[], undefined, ["x"]]) {
      const bad = await ctx.admin.post("/api/subject-requests/export").send({ lookup: { by: "phone", value: "010-2020-3030" }, ids });
      expect(bad.status, JSON.stringify(ids)).toBe(400);
      expect(JSON.stringify(bad.body)).toMatch(/본인의 상담 신청을 하나 이상 선택해주세요|잘못된 번호입니다/);
    }
    // The old form of the call (the lookup alone, every match) is refused.
    expect((await ctx.admin.post("/api/subject-requests/export").send({ by: "phone", value: "010-2020-3030" })).status).toBe(400);
    expect((await logs()).map((l) => l.detail)).toEqual([`전화 ***-****-3030 · 1건 열람 자료 (#${father.id})`]);
    expect(son.id).toBeGreaterThan(0);
  });
});

describe("the export holds the person's own data, all of it", () => {
  it("leaves out the attorney's alert mobile, the other party, the conflict check and the office's notes, and says so", async () => {
    const row = await insertConsultation(db(), {
      name: "최요청",
      phone: "01011112222",
      urgency: "emergency",
      adminNotes: "내부 메모: 신뢰도 낮음",
      otherParty: "한상대",
      conflictResult: "conflict",
      conflictReason: "다른 의뢰인 #12 사건의 상대방",
      conflictCheckedBy: "admin",
      conflictCheckedAt: new Date(),
      utmSource: "naver",
      utmCampaign: "spring",
      ctaSource: "hero",
      notifiedAt: new Date("2026-01-05T01:01:00Z"),
      firstContactAt: new Date("2026-01-05T02:00:00Z"),
    });
    await db()
      .insert(consultationHistory)
      .values([
        { consultationId: row.id, field: "adminNotes", oldValue: null, newValue: "내부 메모: 신뢰도 낮음", changedByName: "admin" },
        { consultationId: row.id, field: "otherParty", oldValue: null, newValue: "한상대", changedByName: "admin" },
      ]);
    await db()
      .insert(outboundMessages)
      .values([
        {
          consultationId: row.id,
          kind: "urgent_alert",
          channel: "sms",
          recipient: "01099990000",
          body: "[매우 긴급] 새 상담 신청",
          status: "sent",
        },
        {
          consultationId: row.id,
          kind: "ack_sms",
          channel: "sms",
          recipient: "01011112222",
          body: "상담 신청이 접수되었습니다",
          status: "sent",
        },
      ]);
    const res = await ctx.admin
      .post("/api/subject-requests/export")
      .send({ lookup: { by: "phone", value: "010-1111-2222" }, ids: [row.id] });
    expect(res.status).toBe(200);
    for (const withheld of ["9999", "한상대", "다른 의뢰인", "내부 메모", "긴급 알림 문자"])
      expect(res.text, withheld).not.toContain(withheld);
    expect(res.text).toContain("접수 확인 문자 → 010-1111-2222");
    expect(res.text).toContain("제외했습니다");
    // What the review found missing: campaign tags, the button, the office's timeline.
    expect(res.text).toContain("source naver");
    expect(res.text).toContain("campaign spring");
    expect(res.text).toContain("신청 버튼 위치: hero");
    expect(res.text).toMatch(/첫 연락: 2026년 1월 5일/);
    expect(res.text).toMatch(/사무소 알림 발송: 2026년 1월 5일/);
  });

  it("includes a withheld part only when the office asks for it after review, field by field, and logs that", async () => {
    const row = await insertConsultation(db(), {
      phone: "01012123434",
      adminNotes: "내부 메모: 자료 보완 요청함",
      otherParty: "한상대",
      conflictResult: "checked",
      conflictReason: "동명이인 확인",
      conflictCheckedBy: "admin",
      conflictCheckedAt: new Date("2026-03-02T04:00:00Z"),
    });
    await db()
      .insert(consultationHistory)
      .values({ consultationId: row.id, field: "otherParty", oldValue: null, newValue: "한상대", changedByName: "admin" });
    await db().insert(outboundMessages).values({
      consultationId: row.id,
      kind: "urgent_alert",
      channel: "sms",
      recipient: "01099990000",
      body: "[긴급] 새 상담 신청",
      status: "sent",
    });
    const lookup = { by: "phone", value: "010-1212-3434" };
    const plain = await ctx.admin.post("/api/subject-requests/export").send({ lookup, ids: [row.id] });
    for (const withheld of ["한상대", "동명이인", "내부 메모"]) expect(plain.text, withheld).not.toContain(withheld);

    const reviewed = await ctx.admin.post("/api/subject-requests/export").send({ lookup, ids: [row.id], include: ["otherParty"] });
    expect(reviewed.status).toBe(200);
    expect(reviewed.text).toContain("상대방(사무소 검토 후 포함): 한상대");
    expect(reviewed.text).toContain("상대방 - → 한상대");
    expect(reviewed.text).toContain("사무소가 검토한 뒤 포함한 항목: 상대방.");
    for (const withheld of ["동명이인", "내부 메모", "9999"]) expect(reviewed.text, withheld).not.toContain(withheld);

    const all = await ctx.admin
      .post("/api/subject-requests/export")
      .send({ lookup, ids: [row.id], include: ["adminNotes", "conflictCheck", "otherParty"] });
    expect(all.text).toContain("이해충돌 확인(사무소 검토 후 포함): ");
    expect(all.text).toContain("(사유: 동명이인 확인) (admin, 2026년 3월 2일 오후 1:00)");
    expect(all.text).toContain("사무소 메모(사무소 검토 후 포함):\n내부 메모: 자료 보완 요청함");
    // The attorney's alerts are never among them.
    expect(all.text).not.toContain("9999");
    expect(all.text).toContain("변호사에게 보낸 긴급 알림은 사무소 내부 업무 기록이라");

    const bad = await ctx.admin.post("/api/subject-requests/export").send({ lookup, ids: [row.id], include: ["messages"] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("검토 후 포함할 항목을 다시 선택해주세요");
    expect((await logs()).map((l) => l.detail)).toEqual([
      `전화 ***-****-3434 · 1건 열람 자료 (#${row.id})`,
      `전화 ***-****-3434 · 1건 열람 자료 · 검토 후 포함: 상대방 (#${row.id})`,
      `전화 ***-****-3434 · 1건 열람 자료 · 검토 후 포함: 상대방·이해충돌 확인·사무소 메모 (#${row.id})`,
    ]);
  });

  it("covers every column of a request: the tool shows each, the file each not withheld", async () => {
    await insertConsultation(db(), { phone: "01033334444" });
    const res = await ctx.admin.post("/api/subject-requests/search").send({ by: "phone", value: "010-3333-4444" });
    const shown = new Set(Object.keys(res.body[0]));
    const columns = Object.keys(getTableColumns(consultations));
    // Not the person's data (listed beside the service): the form's idempotency key and the office notice's
    // delivery bookkeeping. Everything else is in the tool.
    expect(columns.filter((column) => !shown.has(column) && !(NOT_SUBJECT_DATA as readonly string[]).includes(column))).toEqual([]);
    // And each is printed under a Korean label in the file or withheld from it on purpose.
    const accounted = new Set<string>([...SUBJECT_EXPORT_LABELLED, ...SUBJECT_EXPORT_WITHHELD, ...NOT_SUBJECT_DATA]);
    expect(columns.filter((column) => !accounted.has(column))).toEqual([]);
  });

  it("prints a field it has no label for (a column added later) rather than leaving it out", async () => {
    const row = await insertConsultation(db(), { phone: "01033335555" });
    const [record] = (await ctx.admin.post("/api/subject-requests/search").send({ by: "phone", value: "010-3333-5555" }))
      .body as SubjectRecord[];
    const text = formatSubjectExport([{ ...record, callbackWindow: "평일 오전" }], new Date(), "테스트 사무소");
    expect(text).toContain("그 밖의 항목:\n- callbackWindow: 평일 오전");
    // A withheld field stays out even when present.
    expect(text).not.toContain("adminNotes");
    expect(row.id).toBe(record.id);
  });
});

describe("correction (정정)", () => {
  it("corrects the identifying fields it is given, validated like the form, and logs the fields and reason", async () => {
    const { first } = await seedPerson();
    const res = await ctx.admin
      .patch(`/api/subject-requests/consultations/${first.id}`)
      .send({ name: "이정민A", phone: "010-9999-0000", reason: "본인 요청: 개명" });
    expect(res.status).toBe(200);
    expect(res.body.record).toMatchObject({ id: first.id, name: "이정민A", phone: "01099990000", email: "Jung.Min@Example.com" });
    expect(await logs()).toEqual([
      { action: "subject-correct", consultationId: first.id, detail: "정정: 이름·연락처 · 사유: 본인 요청: 개명" },
    ]);
    const bad = await ctx.admin.patch(`/api/subject-requests/consultations/${first.id}`).send({ phone: "12", reason: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.phone).toEqual(["올바른 연락처를 입력해주세요 (예: 010-1234-5678)"]);
    const empty = await ctx.admin.patch(`/api/subject-requests/consultations/${first.id}`).send({ reason: "사유" });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.name).toEqual(["정정할 항목을 하나 이상 입력해주세요"]);
    const noReason = await ctx.admin.patch(`/api/subject-requests/consultations/${first.id}`).send({ name: "홍" });
    expect(noReason.body.fields.reason).toEqual(["정정 사유를 입력해주세요"]);
    for (const id of ["abc", "-1", "1e3"])
      expect((await ctx.admin.patch(`/api/subject-requests/consultations/${id}`).send({ name: "홍", reason: "r" })).status).toBe(400);
    expect((await ctx.admin.patch("/api/subject-requests/consultations/999999").send({ name: "홍", reason: "r" })).status).toBe(404);
  });
});

describe("destruction on request (삭제)", () => {
  it("needs a ground from the list, destroys the selected records only, and leaves a destruction record and an access-log row", async () => {
    const { first, second, other } = await seedPerson();
    const lookup = { by: "phone", value: "010-5555-6666" };
    const noGround = await ctx.admin.post("/api/subject-requests/destroy").send({ lookup, ids: [first.id, second.id] });
    expect(noGround.status).toBe(400);
    expect(noGround.body.fields.ground).toEqual(["파기 근거를 선택해주세요"]);
    // Free text is no longer a ground.
    const typed = await ctx.admin
      .post("/api/subject-requests/destroy")
      .send({ lookup, ids: [first.id, second.id], ground: "이정민 010-5555-6666 요청" });
    expect(typed.status).toBe(400);
    expect(typed.body.fields.ground).toEqual(["파기 근거를 선택해주세요"]);
    // An id of another phone's record: nothing destroyed.
    const foreign = await ctx.admin
      .post("/api/subject-requests/destroy")
      .send({ lookup, ids: [first.id, other.id], ground: "erasure-request" });
    expect(foreign.status).toBe(404);
    expect(await db().select().from(consultations)).toHaveLength(3);

    const res = await ctx.admin
      .post("/api/subject-requests/destroy")
      .send({ lookup, ids: [first.id, second.id], ground: "erasure-request" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, count: 2, message: "상담 신청 2건을 파기했습니다." });
    expect((await db().select().from(consultations)).map((c) => c.id)).toEqual([other.id]);
    expect(await db().select().from(consultationHistory)).toEqual([]);
    // Their follow-up log goes with them; the other person's stays.
    expect((await db().select().from(consultationContacts)).map((c) => c.consultationId)).toEqual([other.id]);
    const records = await db().select().from(destructionRecords);
    expect(records.map((r) => [r.rule, r.count, r.detail])).toEqual([["data-subject-request", 2, "erasure-request"]]);
    expect(await logs()).toEqual([
      {
        action: "subject-destroy",
        consultationId: null,
        detail: `전화 ***-****-6666 · 2건 파기 (#${first.id}, #${second.id}) · 근거: 정보주체의 삭제 요구(개인정보 보호법 제36조)`,
      },
    ]);
    const listed = await ctx.admin.get("/api/destruction-records");
    expect(listed.body).toEqual([
      {
        id: expect.any(Number),
        rule: "data-subject-request",
        count: 2,
        detail: "정보주체의 삭제 요구(개인정보 보호법 제36조)",
        createdAt: expect.any(String),
      },
    ]);

    const again = await ctx.admin.post("/api/subject-requests/destroy").send({ lookup, ids: [first.id], ground: "erasure-request" });
    expect(again.status).toBe(404);
    expect(await db().select().from(destructionRecords)).toHaveLength(1);
  });

  it("destroys one of two people sharing a phone, and the other's record stays", async () => {
    const father = await insertConsultation(db(), { name: "김아버지", phone: "01020203030" });
    const son = await insertConsultation(db(), { name: "김아들", phone: "01020203030" });
    const res = await ctx.admin
      .post("/api/subject-requests/destroy")
      .send({ lookup: { by: "phone", value: "01020203030" }, ids: [son.id], ground: "consent-withdrawn" });
    expect(res.body).toMatchObject({ success: true, count: 1 });
    expect((await db().select().from(consultations)).map((c) => c.id)).toEqual([father.id]);
  });

  it("still reads destruction records written with a typed reason before the list of grounds", async () => {
    await db().insert(destructionRecords).values({ rule: "data-subject-request", count: 1, detail: "정보주체 삭제 요구 (전화 접수)" });
    const listed = await ctx.admin.get("/api/destruction-records");
    expect(listed.body.map((r: { detail: string }) => r.detail)).toEqual(["정보주체 삭제 요구 (전화 접수)"]);
  });
});
