// Outcomes, the fee (administrators only), the other party and the conflict check, through the API on a real
// database; the staff rules also straight through the services, since no route lets a staff account in.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accessLogs, consultationHistory, consultations, users } from "@shared/schema";
import { consultationListQuerySchema, type AdminConsultation, type ConsultationListPage } from "@shared/intake/admin-consultations";
import type { ConflictsAnswer } from "@shared/intake/consultation-outcome";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { createTestUser, signedInAgent } from "../../tests/helpers/auth";
import { insertConsultation } from "../../tests/helpers/consultations";
import { ForbiddenError } from "../lib/errors";
import type { Actor } from "../services/access-log.service";
import { createAdminConsultationsService, exportColumns } from "../services/admin-consultations.service";
import { createConsultationOutcomeService } from "../services/consultation-outcome.service";
import { createOutcomeReportService } from "../services/outcome-report.service";

const app = setupAdminApp();
const db = () => app.t.database.db;
beforeEach(async () => {
  await db().delete(consultations);
  await db().delete(accessLogs);
});

const history = (id: number) =>
  db().select().from(consultationHistory).where(eq(consultationHistory.consultationId, id)).orderBy(consultationHistory.id);
const logs = () => db().select().from(accessLogs).orderBy(accessLogs.id);
const setOutcome = (id: number, body: unknown) => app.admin.patch(`/api/consultations/${id}/outcome`).send(body as object);

describe("PATCH /api/consultations/:id/outcome", () => {
  it("sets each outcome, a 미수임 reason from the attorney's list, and records history and access", async () => {
    const c = await insertConsultation(db());
    const consulted = await setOutcome(c.id, { outcome: "consulted" });
    expect(consulted.status, JSON.stringify(consulted.body)).toBe(200);
    expect(consulted.body.consultation).toMatchObject({ outcome: "consulted", outcomeReason: null, feeAmount: null });
    expect(Date.parse(consulted.body.consultation.outcomeAt)).toBeGreaterThan(Date.now() - 60_000);

    const refused = await setOutcome(c.id, { outcome: "not_retained", reason: "마음에 안 듦" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("미수임 사유를 목록에서 선택해주세요");
    const missing = await setOutcome(c.id, { outcome: "not_retained" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("미수임 사유를 선택해주세요");

    const notRetained = await setOutcome(c.id, { outcome: "not_retained", reason: "수임료 부담" });
    expect(notRetained.body.consultation).toMatchObject({ outcome: "not_retained", outcomeReason: "수임료 부담" });
    const unreachable = await setOutcome(c.id, { outcome: "unreachable" });
    expect(unreachable.body.consultation).toMatchObject({ outcome: "unreachable", outcomeReason: null });

    // Each outcome moves the stage in the same change (상담 → 미수임 → 연락 두절).
    expect((await history(c.id)).map((h) => [h.field, h.oldValue, h.newValue, h.changedByName])).toEqual([
      ["outcome", null, "상담 완료", "admin"],
      ["stage", "신규", "상담", "admin"],
      ["outcome", "상담 완료", "미수임 (수임료 부담)", "admin"],
      ["stage", "상담", "미수임", "admin"],
      ["outcome", "미수임 (수임료 부담)", "연락 두절", "admin"],
      ["stage", "미수임", "연락 두절", "admin"],
    ]);
    expect(unreachable.body.consultation).toMatchObject({ stage: "unreachable", consultationStatus: "completed" });
    const updates = (await logs()).filter((l) => l.action === "update");
    expect(updates.map((l) => [l.consultationId, l.detail])).toEqual([
      [c.id, "변경: 상담 결과"],
      [c.id, "변경: 상담 결과"],
      [c.id, "변경: 상담 결과"],
    ]);
  });

  it("takes a fee (whole won) only on a retained matter and drops it when the outcome changes", async () => {
    const c = await insertConsultation(db());
    const onConsulted = await setOutcome(c.id, { outcome: "consulted", fee: 3_300_000 });
    expect(onConsulted.status).toBe(400);
    expect(onConsulted.body.message).toBe("수임료는 수임한 사건에만 입력할 수 있습니다");
    for (const fee of [-1, 1.5, "3300000", 20_000_000_000]) {
      const bad = await setOutcome(c.id, { outcome: "retained", fee });
      expect(bad.status, String(fee)).toBe(400);
      expect(bad.body.message, String(fee)).toMatch(/^수임료는 0원 이상 10,000,000,000원 이하의 정수\(원\)로 입력해주세요$/);
    }

    const retained = await setOutcome(c.id, { outcome: "retained", fee: 3_300_000 });
    expect(retained.body.consultation).toMatchObject({ outcome: "retained", feeAmount: 3_300_000 });
    // Leaving the fee out keeps it; changing the outcome away from 수임 clears it.
    expect((await setOutcome(c.id, { outcome: "retained" })).body.consultation.feeAmount).toBe(3_300_000);
    expect((await setOutcome(c.id, { outcome: "consulted" })).body.consultation.feeAmount).toBeNull();
    expect((await history(c.id)).map((h) => [h.field, h.oldValue, h.newValue])).toEqual([
      ["outcome", null, "수임"],
      ["stage", "신규", "수임"],
      ["fee", null, "3,300,000원"],
      ["outcome", "수임", "상담 완료"],
      ["stage", "수임", "상담"],
      ["fee", "3,300,000원", null],
    ]);
    const list = await app.admin.get("/api/consultations");
    expect((list.body as ConsultationListPage).items[0]).toMatchObject({ outcome: "consulted", feeAmount: null });
  });

  it("refuses a stale edit, an unknown outcome and a missing request in Korean", async () => {
    const c = await insertConsultation(db());
    expect((await setOutcome(c.id, { outcome: "won" })).body.message).toBe("올바른 상담 결과를 선택해주세요");
    const stale = await setOutcome(c.id, { outcome: "consulted", expectedLastUpdated: "2020-01-01T00:00:00.000Z" });
    expect(stale.status).toBe(409);
    expect((await setOutcome(c.id + 1000, { outcome: "consulted" })).status).toBe(404);
    expect((await app.admin.patch("/api/consultations/abc/outcome").send({ outcome: "consulted" })).status).toBe(400);
  });
});

describe("the fee is for administrators only", () => {
  it("never reaches a staff account: every route answers 403", async () => {
    const c = await insertConsultation(db(), { outcome: "retained", feeAmount: 5_000_000 });
    await createTestUser(db(), { username: "outcome-staff", password: "outcome-staff-1", role: "staff" });
    const staff = await signedInAgent(app.t.app, { username: "outcome-staff", password: "outcome-staff-1" });
    for (const res of [
      await staff.get("/api/consultations"),
      await staff.patch(`/api/consultations/${c.id}/outcome`).send({ outcome: "retained", fee: 1 }),
      await staff.get("/api/reports/outcomes?from=2020-01-01&to=2030-01-01"),
      await staff.get("/api/reports/outcomes.csv?from=2020-01-01&to=2030-01-01"),
      await staff.post("/api/consultations/export").send({ reason: "확인용" }),
      await staff.get(`/api/consultations/${c.id}/conflicts`),
    ]) {
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain("5000000");
    }
    const [row] = await db().select().from(consultations).where(eq(consultations.id, c.id));
    expect(row.feeAmount).toBe(5_000_000);
  });

  it("is left out of every answer the services give a staff actor, and a staff actor cannot set it", async () => {
    const c = await insertConsultation(db(), { outcome: "retained", feeAmount: 5_000_000 });
    const [user] = await db().select().from(users).limit(1);
    const staff: Actor = { id: user.id, username: "staff", ip: "127.0.0.1", role: "staff" };
    const admin: Actor = { ...staff, username: "admin", role: "admin" };
    const everything = consultationListQuerySchema.parse({});
    const consultationsService = createAdminConsultationsService(db());
    const outcomes = createConsultationOutcomeService(db(), { notRetainedReasons: async () => ["수임료 부담"] });
    const reports = createOutcomeReportService(db());

    const [listed] = (await consultationsService.list(everything, staff)).items;
    expect(listed).not.toHaveProperty("feeAmount");
    expect((await consultationsService.list(everything, admin)).items[0].feeAmount).toBe(5_000_000);
    await expect(outcomes.setOutcome(c.id, { outcome: "retained", reason: null, fee: 1 }, staff)).rejects.toBeInstanceOf(ForbiddenError);
    const changed: AdminConsultation = await outcomes.setOutcome(c.id, { outcome: "retained", reason: null }, staff);
    expect(changed).not.toHaveProperty("feeAmount");
    const report = await reports.report({ from: "2000-01-01", to: "2099-12-31" }, staff);
    expect(JSON.stringify(report)).not.toContain("fees");
    expect((await reports.report({ from: "2000-01-01", to: "2099-12-31" }, admin)).total.fees).toBe(5_000_000);
    expect(exportColumns(staff).map((col) => col.heading)).not.toContain("수임료(원)");
    expect(exportColumns(admin).map((col) => col.heading)).toContain("수임료(원)");

    await outcomes.setOutcome(c.id, { outcome: "consulted", reason: null }, admin);
    const fields = async (actor: Actor) => (await consultationsService.history(c.id, actor)).map((h) => h.field);
    expect(await fields(admin)).toEqual(["outcome", "stage", "fee"]);
    expect(await fields(staff)).toEqual(["outcome", "stage"]);
  });

  it("lands in the administrator's CSV export of requests, with the outcome and the other party", async () => {
    await insertConsultation(db(), { outcome: "not_retained", outcomeReason: "수임료 부담", otherParty: "박상대" });
    await insertConsultation(db(), { outcome: "retained", feeAmount: 2_200_000 });
    const res = await app.admin
      .post("/api/consultations/export")
      .send({ reason: "결과 확인" })
      .buffer(true)
      .parse((r, cb) => {
        let text = "";
        r.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        r.on("end", () => cb(null, text));
      });
    const [heading, ...rows] = (res.body as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(heading.endsWith("상담 결과,미수임 사유,수임료(원),상대방")).toBe(true);
    expect(rows.map((r) => r.split(",").slice(-4).join(","))).toEqual(["수임,,2200000,", "미수임,수임료 부담,,박상대"]);
  });
});

describe("the other party and the conflict check", () => {
  const conflicts = async (id: number): Promise<ConflictsAnswer> => {
    const res = await app.admin.get(`/api/consultations/${id}/conflicts`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ConflictsAnswer;
  };

  it("records the other party with history and access log; empty clears it; refuses control characters", async () => {
    const c = await insertConsultation(db());
    const set = await app.admin.patch(`/api/consultations/${c.id}/other-party`).send({ otherParty: "  박 상대 " });
    expect(set.status).toBe(200);
    expect(set.body.consultation.otherParty).toBe("박 상대");
    expect(
      (await app.admin.patch(`/api/consultations/${c.id}/other-party`).send({ otherParty: "" })).body.consultation.otherParty,
    ).toBeNull();
    const bad = await app.admin.patch(`/api/consultations/${c.id}/other-party`).send({ otherParty: "박\n상대" });
    expect(bad.status).toBe(400);
    // Only a name: the policy promises that nothing else about the other party is recorded.
    for (const otherParty of ["박상대 010-1234-5678", "피해자 김민수 여 25세", "park@example.com", "회사 동료 김민수 피해자 여성"]) {
      const notName = await app.admin.patch(`/api/consultations/${c.id}/other-party`).send({ otherParty });
      expect(notName.status, otherParty).toBe(400);
      expect(notName.body.fields.otherParty, otherParty).toEqual([
        "상대방은 이름만 적어주세요 (한글·영문 이름이나 회사명, 네 단어 이내. 숫자·연락처·설명은 적을 수 없습니다)",
      ]);
    }
    expect((await history(c.id)).map((h) => [h.field, h.oldValue, h.newValue])).toEqual([
      ["otherParty", null, "박 상대"],
      ["otherParty", "박 상대", null],
    ]);
    // Naming the other party runs the conflict lookup at once (nothing found here); clearing it forgets the count.
    expect((await logs()).filter((l) => l.action === "update").map((l) => l.detail)).toEqual([
      "변경: 상대방 · 충돌 후보 0건",
      "변경: 상대방",
    ]);
  });

  it("finds requests by phone in any stored form, by name with spaces or masks, and by the other party both ways", async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const me = await insertConsultation(db(), { name: "김민수", phone: "01012345678", otherParty: "박 지훈", createdAt: at(10) });
    const samePhone = await insertConsultation(db(), { name: "이영희", phone: "01012345678", createdAt: at(1), outcome: "retained" });
    const spaced = await insertConsultation(db(), { name: "김 민수", phone: "01099990000", createdAt: at(2) });
    const masked = await insertConsultation(db(), { name: "김○○", phone: "01099990001", createdAt: at(3) });
    const namedMe = await insertConsultation(db(), { name: "최가람", phone: "01099990002", otherParty: "김*수", createdAt: at(4) });
    const myOpponentAsked = await insertConsultation(db(), { name: "박지훈", phone: "01099990003", createdAt: at(5), outcome: "retained" });
    const sameOpponent = await insertConsultation(db(), { name: "정다은", phone: "01099990004", otherParty: "박OO", createdAt: at(6) });
    const later = await insertConsultation(db(), { name: "김민수", phone: "01099990005", createdAt: at(20) });
    // Not matches: another Kim, another length, a fully masked name.
    await insertConsultation(db(), { name: "김민호", phone: "01099990006", createdAt: at(7) });
    await insertConsultation(db(), { name: "김민", phone: "01099990007", createdAt: at(8) });
    await insertConsultation(db(), { name: "○○○", phone: "01099990008", otherParty: "○○○", createdAt: at(9) });

    const answer = await conflicts(me.id);
    expect(answer.matches.map((m) => [m.id, m.reasons])).toEqual([
      [later.id, ["name"]],
      [sameOpponent.id, ["otherParty"]],
      [myOpponentAsked.id, ["otherParty"]],
      [namedMe.id, ["otherParty"]],
      [masked.id, ["name"]],
      [spaced.id, ["name"]],
      [samePhone.id, ["phone"]],
    ]);
    expect(answer.matches.find((m) => m.id === samePhone.id)).toMatchObject({ outcome: "retained", name: "이영희" });
    expect(answer.more).toBe(false);
    expect(answer.check).toEqual({ result: null, reason: null, checkedBy: null, checkedAt: null });
    const [log] = (await logs()).filter((l) => l.action === "view");
    expect(log).toMatchObject({ consultationId: me.id, detail: expect.stringMatching(/^충돌 확인 조회 · 7건 \(#/) });
    // The other side sees it too: the requester named as someone's other party.
    expect((await conflicts(myOpponentAsked.id)).matches.map((m) => [m.id, m.reasons])).toContainEqual([me.id, ["otherParty"]]);
  });

  it("records the check's result with who and when; 확인함 needs a reason", async () => {
    const c = await insertConsultation(db());
    const noReason = await app.admin.post(`/api/consultations/${c.id}/conflict-check`).send({ result: "checked" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("확인한 내용(사유)을 입력해주세요");
    expect((await app.admin.post(`/api/consultations/${c.id}/conflict-check`).send({ result: "maybe" })).body.message).toBe(
      "충돌 확인 결과를 선택해주세요",
    );

    const none = await app.admin.post(`/api/consultations/${c.id}/conflict-check`).send({ result: "no_conflict" });
    expect(none.status).toBe(200);
    expect(none.body.consultation.conflictCheck).toMatchObject({ result: "no_conflict", reason: null, checkedBy: "admin" });
    const checked = await app.admin
      .post(`/api/consultations/${c.id}/conflict-check`)
      .send({ result: "checked", reason: "동명이인, 연락처 다름" });
    expect(checked.body.consultation.conflictCheck).toMatchObject({
      result: "checked",
      reason: "동명이인, 연락처 다름",
      checkedBy: "admin",
    });
    expect(Date.parse(checked.body.consultation.conflictCheck.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await conflicts(c.id)).check.result).toBe("checked");
    expect((await history(c.id)).map((h) => [h.field, h.oldValue, h.newValue])).toEqual([
      ["conflictCheck", null, "충돌 없음"],
      ["conflictCheck", "충돌 없음", "확인함 (사유 기록) (동명이인, 연락처 다름)"],
    ]);
    expect((await logs()).filter((l) => l.action === "update").map((l) => l.detail)).toEqual([
      "충돌 확인 기록: 충돌 없음",
      "충돌 확인 기록: 확인함 (사유 기록)",
    ]);
  });
});
