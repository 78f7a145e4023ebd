// The outcome, fee, other party and conflict check are the requester's personal data: in the data-subject
// export, destroyed with the request (on request and by the retention job).
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accessLogs, consultationHistory, consultations, destructionRecords } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { insertConsultation } from "../../tests/helpers/consultations";
import { createRetentionService, yearsBefore } from "../services/retention.service";

const ctx = setupAdminApp();
const db = () => ctx.t.database.db;
beforeEach(async () => {
  await db().delete(consultations);
  await db().delete(accessLogs);
  await db().delete(destructionRecords);
});

const OUTCOME_FIELDS = {
  outcome: "retained",
  feeAmount: 3_300_000,
  outcomeAt: new Date("2026-03-02T05:00:00Z"),
  otherParty: "박상대",
  conflictResult: "checked",
  conflictReason: "동명이인 확인",
  conflictCheckedBy: "admin",
  conflictCheckedAt: new Date("2026-03-02T04:00:00Z"),
} as const;

async function seed() {
  const mine = await insertConsultation(db(), {
    name: "이정민",
    phone: "01055556666",
    createdAt: new Date("2026-03-01T01:00:00Z"),
    ...OUTCOME_FIELDS,
  });
  await ctx.admin.patch(`/api/consultations/${mine.id}/outcome`).send({ outcome: "retained", fee: 4_400_000 });
  const other = await insertConsultation(db(), { name: "박서준", phone: "01077778888", otherParty: "이정민" });
  return { mine, other };
}

describe("outcome data and the data subject", () => {
  it("appears in the requester's export as the outcome, the fee and their history; the other party and the conflict check only in the tool", async () => {
    const { mine } = await seed();
    const res = await ctx.admin
      .post("/api/subject-requests/export")
      .send({ lookup: { by: "phone", value: "010-5555-6666" }, ids: [mine.id] });
    expect(res.status).toBe(200);
    expect(res.text).toContain("상담 결과: 수임 (기록 2026년 3월 2일 오후 2:00)");
    expect(res.text).toContain("수임료: 4,400,000원");
    // About someone else, or the office's check: withheld from the file (and the file says so).
    expect(res.text).not.toContain("박상대");
    expect(res.text).not.toContain("동명이인 확인");
    expect(res.text).toContain("제35조 제4항 제2호");
    expect(res.text).toContain("수임료 3,300,000원 → 4,400,000원");
    // Someone else's request naming this person as the other party is that requester's record, not this one's.
    expect(res.text).not.toContain("박서준");
    const search = await ctx.admin.post("/api/subject-requests/search").send({ by: "phone", value: "010-5555-6666" });
    expect(search.body.records ?? search.body).toEqual([
      expect.objectContaining({ outcome: "retained", feeAmount: 4_400_000, otherParty: "박상대", conflictResult: "checked" }),
    ]);
  });

  it("is destroyed with the request on the person's demand", async () => {
    const { mine, other } = await seed();
    const res = await ctx.admin
      .post("/api/subject-requests/destroy")
      .send({ lookup: { by: "phone", value: "01055556666" }, ids: [mine.id], ground: "erasure-request" });
    expect(res.status).toBe(200);
    const rows = await db().select().from(consultations);
    expect(rows.map((r) => r.id)).toEqual([other.id]);
    expect(JSON.stringify(await db().select().from(consultationHistory))).not.toMatch(/수임|4,400,000/);
  });

  it("is destroyed with the request by the retention job", async () => {
    const now = new Date("2029-03-01T02:00:00Z");
    const { mine, other } = await seed();
    await db()
      .update(consultations)
      .set({ createdAt: new Date(yearsBefore(now, 3).getTime() - 60_000) })
      .where(eq(consultations.id, mine.id));
    const result = await createRetentionService(db(), { clock: () => now, consultationYears: 3, accessLogYears: 2 }).run();
    expect(result).toMatchObject({ ran: true, consultations: 1 });
    expect((await db().select().from(consultations)).map((r) => r.id)).toEqual([other.id]);
    expect(await db().select().from(consultationHistory)).toEqual([]);
  });
});
