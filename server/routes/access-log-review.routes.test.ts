// The access log's periodic review: filters by action, period (Korea dates) and record, and the CSV export,
// which names each entry in Korean and records itself before any row leaves.
import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { accessLogs } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";

const app = setupAdminApp();
const entry = (action: string, createdAt: string, extra: { consultationId?: number; detail?: string; username?: string } = {}) => ({
  username: "admin",
  ip: "127.0.0.1",
  action,
  createdAt: new Date(createdAt),
  ...extra,
});

beforeEach(async () => {
  const db = app.t.database.db;
  await db.delete(accessLogs);
  await db.insert(accessLogs).values([
    // 2026-10-31 23:30 in Korea: October.
    entry("list", "2026-10-31T14:30:00Z", { detail: "30건 조회 · 조건 없음" }),
    // 2026-11-01 00:10 in Korea: November, although still 31 October in UTC.
    entry("view", "2026-10-31T15:10:00Z", { consultationId: 7, detail: "연락 기록 조회 (2건)" }),
    entry("list", "2026-11-15T01:00:00Z", { detail: "30건 조회 · 조건 없음" }),
    entry("seo-change", "2026-11-20T02:00:00Z", { detail: "DELETE /api/seo-settings/2 — 변호사 소개" }),
    entry("update", "2026-12-01T00:00:00Z", { consultationId: 7, detail: "상태: 신규 → 진행 중" }),
  ]);
});

const eqAction = (action: string) => eq(accessLogs.action, action);
const actionsOf = (res: { body: { items: Array<{ action: string }> } }) => res.body.items.map((i) => i.action);

describe("GET /api/access-logs with filters", () => {
  it("filters by action, by a period of Korea dates (both inclusive) and by record, and combines them", async () => {
    expect(actionsOf(await app.admin.get("/api/access-logs?action=list"))).toEqual(["list", "list"]);
    expect(actionsOf(await app.admin.get("/api/access-logs?from=2026-11-01&to=2026-11-30"))).toEqual(["seo-change", "list", "view"]);
    expect(actionsOf(await app.admin.get("/api/access-logs?to=2026-10-31"))).toEqual(["list"]);
    expect(actionsOf(await app.admin.get("/api/access-logs?consultationId=7"))).toEqual(["update", "view"]);
    expect(actionsOf(await app.admin.get("/api/access-logs?consultationId=7&from=2026-11-01&to=2026-11-30"))).toEqual(["view"]);
    expect(actionsOf(await app.admin.get("/api/access-logs?action=all&from=&to=&consultationId="))).toHaveLength(5);
  });

  it("refuses an unknown action, a false date, a reversed period and a bad record number in Korean", async () => {
    const cases: Array<[string, string]> = [
      ["action=drop", "올바른 작업을 선택해주세요"],
      ["from=2026-02-30", "시작일을 YYYY-MM-DD 형식의 올바른 날짜로 입력해주세요"],
      ["from=2026-11-30&to=2026-11-01", "종료일은 시작일과 같거나 그 뒤여야 합니다"],
      ["consultationId=0x10", "접수번호는 1 이상의 숫자로 입력해주세요"],
    ];
    for (const [query, message] of cases) {
      const res = await app.admin.get(`/api/access-logs?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });
});

describe("POST /api/access-logs/export", () => {
  const exportCsv = (body: object) =>
    app.admin
      .post("/api/access-logs/export")
      .send(body)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });

  it("downloads the filtered entries as CSV with Korean action names, and records the export first", async () => {
    const res = await exportCsv({ reason: "11월 접근 기록 점검", from: "2026-11-01", to: "2026-11-30" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="access-log-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines).toEqual([
      "시각,사용자,작업,접수번호,내용,경로,IP",
      "2026-11-20 11:00,admin,SEO 설정 삭제 — 변호사 소개,,,,127.0.0.1",
      "2026-11-15 10:00,admin,상담 신청 목록 조회,,30건 조회 · 조건 없음,,127.0.0.1",
      "2026-11-01 00:10,admin,상담 신청 열람,7,연락 기록 조회 (2건),,127.0.0.1",
      "",
    ]);
    const [own] = await app.t.database.db.select().from(accessLogs).where(eqAction("access-log-export"));
    expect(own).toMatchObject({ username: "admin", detail: "사유: 11월 접근 기록 점검 · 3건 · 기간: 2026-11-01~2026-11-30" });
  });

  it("requires a reason and checks the filters before anything is recorded", async () => {
    const missing = await app.admin.post("/api/access-logs/export").send({ action: "list" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("내보내기 사유를 입력해주세요");
    const bad = await app.admin.post("/api/access-logs/export").send({ reason: "점검", consultationId: "abc" });
    expect(bad.status).toBe(400);
    expect(await app.t.database.db.select().from(accessLogs).where(eqAction("access-log-export"))).toEqual([]);
  });

  it("is for signed-in administrators only", async () => {
    expect(
      (await request(app.t.app).post("/api/access-logs/export").set("Origin", app.t.env.PUBLIC_SITE_URL).send({ reason: "점검" })).status,
    ).toBe(401);
  });
});
