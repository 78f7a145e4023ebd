// CSV export and the access log of the consultation back office.
import { beforeEach, describe, expect, it } from "vitest";
import { accessLogs, consultations } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { insertConsultation } from "../../tests/helpers/consultations";

const app = setupAdminApp();
beforeEach(async () => {
  await app.t.database.db.delete(consultations);
  await app.t.database.db.delete(accessLogs);
});

const at = (iso: string) => new Date(iso);
const logs = () => app.t.database.db.select().from(accessLogs).orderBy(accessLogs.id);

describe("POST /api/consultations/export", () => {
  beforeEach(async () => {
    const db = app.t.database.db;
    await insertConsultation(db, {
      name: "김민수",
      urgency: "urgent",
      createdAt: at("2026-01-01T01:00:00Z"),
      content: '첫 줄, "인용"\n둘째 줄',
    });
    await insertConsultation(db, {
      name: "이서연",
      phone: "0212345678",
      urgency: "emergency",
      caseType: "sexual",
      createdAt: at("2026-01-02T15:30:00Z"),
      content: '=HYPERLINK("http://evil")',
      adminNotes: "메모",
    });
  });

  const exportCsv = (body: object) =>
    app.admin
      .post("/api/consultations/export")
      .send(body)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });

  it("downloads the filtered list as UTF-8 CSV with a BOM, Korean headings and safe cells", async () => {
    const res = await exportCsv({ reason: "주간 상담 현황 정리", urgency: "emergency" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="consultations-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "번호,접수일시,상태,긴급도,이름,연락처,이메일,나이,사건 유형,현재 상황,사건 발생일,상담 방식,연락 희망,상담 내용,담당자,관리자 메모,최종 수정,유입 페이지,리퍼러,UTM 소스,UTM 매체,UTM 캠페인,CTA,상담 결과,미수임 사유,수임료(원),상대방",
    );
    expect(lines).toHaveLength(3); // heading, one row, final empty string
    expect(lines[1]).toContain(",2026-01-03 00:30,신규,매우 긴급,이서연,02-1234-5678,minsu@example.com,,성범죄,피의자 (수사 중),");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it("keeps line breaks and quotes inside one cell", async () => {
    const res = await exportCsv({ reason: "전체 백업" });
    const text = (res.body as Buffer).toString("utf8");
    expect(text).toContain('"첫 줄, ""인용""\n둘째 줄"');
    expect(text.split("\r\n")).toHaveLength(4);
  });

  it("requires a reason and records it with the size of the export", async () => {
    const missing = await app.admin.post("/api/consultations/export").send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("내보내기 사유를 입력해주세요");
    const short = await app.admin.post("/api/consultations/export").send({ reason: " a " });
    expect(short.status).toBe(400);
    expect(await logs()).toEqual([]);
    await exportCsv({ reason: "세무 자료 제출", status: "new" });
    const [entry] = await logs();
    expect(entry).toMatchObject({ action: "export", username: "admin" });
    expect(entry.detail).toBe("사유: 세무 자료 제출 · 2건 · 필터: 상태=신규");
  });
});

describe("GET /api/access-logs", () => {
  it("shows the access log newest first, a page at a time", async () => {
    for (let i = 0; i < 55; i++)
      await app.t.database.db.insert(accessLogs).values({ username: "admin", action: "list", detail: `${i}`, ip: "127.0.0.1" });
    const first = await app.admin.get("/api/access-logs");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0].detail).toBe("54");
    const second = await app.admin.get(`/api/access-logs?cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((e: { detail: string }) => e.detail)).toEqual(["4", "3", "2", "1", "0"]);
    expect(second.body.nextCursor).toBeNull();
    expect((await app.admin.get("/api/access-logs?cursor=x")).status).toBe(400);
  });

  it("offers no way to change or delete an entry", async () => {
    expect((await app.admin.delete("/api/access-logs/1")).status).toBe(404);
    expect((await app.admin.patch("/api/access-logs/1").send({ detail: "x" })).status).toBe(404);
  });
});
