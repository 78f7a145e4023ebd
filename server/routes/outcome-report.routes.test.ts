// The outcome report on seeded requests: every figure per lead source, campaign and article, the Korea-date
// range's edges, the validation messages and the CSV.
import { beforeAll, describe, expect, it } from "vitest";
import { categories, consultationContacts, posts, users, type InsertConsultation } from "@shared/schema";
import type { OutcomeReport, OutcomeReportRow } from "@shared/intake/outcome-report";
import { formatMinutes } from "@shared/intake/outcome-report";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { insertConsultation } from "../../tests/helpers/consultations";

const app = setupAdminApp();
const db = () => app.t.database.db;
/** Korea time → instant. */
const kst = (local: string) => new Date(`${local}+09:00`);
const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

let guideId = 0;
beforeAll(async () => {
  const [category] = await db().select().from(categories).limit(1);
  const [author] = await db().select().from(users).limit(1);
  const [guide] = await db()
    .insert(posts)
    .values({ title: "음주운전 첫 조사 대비", slug: "report-guide", content: "본문", categoryId: category.id, authorId: author.id })
    .returning();
  guideId = guide.id;

  const seed = async (values: Partial<InsertConsultation>, calls: ("reached" | "no_answer")[] = []) => {
    const row = await insertConsultation(db(), values);
    for (const result of calls) {
      await db().insert(consultationContacts).values({ consultationId: row.id, channel: "phone", result, createdByName: "admin" });
    }
    return row;
  };
  // In range (2026-03-01 … 2026-03-31, Korea dates).
  const a = kst("2026-03-01T00:00:00"); // the first instant of the range
  await seed(
    {
      utmSource: "Naver",
      utmCampaign: "spring",
      sourcePostId: guide.id,
      createdAt: a,
      firstContactAt: minutesAfter(a, 30),
      outcome: "retained",
      feeAmount: 3_300_000,
    },
    ["reached"],
  );
  const b = kst("2026-03-05T10:00:00");
  await seed({
    utmSource: "naver",
    utmCampaign: "spring",
    sourcePostId: guide.id,
    createdAt: b,
    firstContactAt: minutesAfter(b, 90),
    outcome: "not_retained",
    outcomeReason: "수임료 부담",
  });
  const c = kst("2026-03-10T10:00:00");
  await seed(
    { referrer: "https://www.google.com/search?q=x", sourcePostId: guide.id, createdAt: c, firstContactAt: minutesAfter(c, 600) },
    ["no_answer", "reached"],
  );
  const d = kst("2026-03-20T10:00:00");
  await seed({ referrer: "https://m.search.naver.com/", createdAt: d, outcome: "unreachable", firstContactAt: minutesAfter(d, 60) }, [
    "no_answer",
  ]);
  await seed({ createdAt: kst("2026-03-31T23:59:59.999"), outcome: "retained", feeAmount: 1_100_000 }); // the last instant
  await seed({ createdAt: kst("2026-03-15T09:00:00"), outcome: "consulted" });
  // Outside: the instants just before and just after the range.
  await seed({ utmSource: "naver", createdAt: kst("2026-02-28T23:59:59.999"), outcome: "retained", feeAmount: 9_000_000 });
  await seed({ utmSource: "naver", createdAt: kst("2026-04-01T00:00:00"), outcome: "retained", feeAmount: 9_000_000 });
});

async function report(query = "?from=2026-03-01&to=2026-03-31"): Promise<OutcomeReport> {
  const res = await app.admin.get(`/api/reports/outcomes${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.body as OutcomeReport;
}
const figures = (r: OutcomeReportRow) => [
  r.label,
  r.requests,
  r.reached,
  r.consulted,
  r.retained,
  r.fees,
  r.contacted,
  r.medianMinutesToFirstContact,
];

describe("GET /api/reports/outcomes", () => {
  it("counts requests, reached, consulted, retained, fees and the median time to first contact per source", async () => {
    const r = await report();
    expect(r).toMatchObject({ from: "2026-03-01", to: "2026-03-31" });
    // Medians: 30, 60, 90, 600 minutes → 75; naver 30 and 90 → 60; google 600; m.search.naver.com 60.
    expect(figures(r.total)).toEqual(["합계", 6, 5, 4, 2, 4_400_000, 4, 75]);
    expect(r.bySource.map(figures)).toEqual([
      ["naver", 2, 2, 2, 1, 3_300_000, 2, 60],
      ["직접 방문", 2, 2, 2, 1, 1_100_000, 0, null],
      ["google.com", 1, 1, 0, 0, 0, 1, 600],
      ["m.search.naver.com", 1, 0, 0, 0, 0, 1, 60],
    ]);
  });

  it("groups by campaign and by article, with the requests without one in their own row", async () => {
    const r = await report();
    expect(r.byCampaign.map(figures)).toEqual([
      ["캠페인 없음", 4, 3, 2, 1, 1_100_000, 2, 330],
      ["spring", 2, 2, 2, 1, 3_300_000, 2, 60],
    ]);
    expect(r.byArticle.map(figures)).toEqual([
      ["음주운전 첫 조사 대비", 3, 3, 2, 1, 3_300_000, 3, 90],
      ["연결된 글 없음", 3, 2, 2, 1, 1_100_000, 1, 60],
    ]);
    expect(r.byArticle[0].key).toBe(String(guideId));
  });

  it("covers whole Korea dates: one day, the edges, and an empty range", async () => {
    expect((await report("?from=2026-03-31&to=2026-03-31")).total.requests).toBe(1);
    expect((await report("?from=2026-03-01&to=2026-03-01")).total.requests).toBe(1);
    expect((await report("?from=2026-02-28&to=2026-04-01")).total.requests).toBe(8);
    const empty = await report("?from=2025-01-01&to=2025-01-31");
    expect(figures(empty.total)).toEqual(["합계", 0, 0, 0, 0, 0, 0, null]);
    expect(empty.bySource).toEqual([]);
  });

  it("refuses a missing, malformed, reversed or too long range in Korean", async () => {
    for (const [query, message] of [
      ["", "입력값을 확인해주세요."],
      ["?from=2026-03-01", "종료일을 YYYY-MM-DD 형식으로 입력해주세요"],
      ["?from=2026-02-30&to=2026-03-01", "시작일을 YYYY-MM-DD 형식의 올바른 날짜로 입력해주세요"],
      ["?from=2026-03-02&to=2026-03-01", "종료일은 시작일과 같거나 그 뒤여야 합니다"],
      ["?from=2020-01-01&to=2026-03-01", "기간은 1,200일 이내로 선택해주세요"],
    ]) {
      const res = await app.admin.get(`/api/reports/outcomes${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    const neither = await app.admin.get("/api/reports/outcomes");
    expect(neither.body.fields).toEqual({
      from: ["시작일을 YYYY-MM-DD 형식으로 입력해주세요"],
      to: ["종료일을 YYYY-MM-DD 형식으로 입력해주세요"],
    });
  });
});

describe("GET /api/reports/outcomes.csv", () => {
  it("sends the three tables and the total as UTF-8 CSV with a byte-order mark", async () => {
    const res = await app.admin
      .get("/api/reports/outcomes.csv?from=2026-03-01&to=2026-03-31")
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on("data", (chunk: Buffer) => chunks.push(chunk));
        r.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain("outcomes-2026-03-01-2026-03-31.csv");
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8").slice(1).split("\r\n")).toEqual([
      "구분,항목,신청,연락됨,상담,수임,수임료 합계(원),첫 연락 건수,첫 연락까지 중앙값(분),연락률(%),수임률(%),예약,참석,참석 후 수임",
      "유입 경로,naver,2,2,2,1,3300000,2,60,100,50,0,0,0",
      "유입 경로,직접 방문,2,2,2,1,1100000,0,,100,50,0,0,0",
      "유입 경로,google.com,1,1,0,0,0,1,600,100,0,0,0,0",
      "유입 경로,m.search.naver.com,1,0,0,0,0,1,60,0,0,0,0,0",
      "캠페인,캠페인 없음,4,3,2,1,1100000,2,330,75,25,0,0,0",
      "캠페인,spring,2,2,2,1,3300000,2,60,100,50,0,0,0",
      "글,음주운전 첫 조사 대비,3,3,2,1,3300000,3,90,100,33.3,0,0,0",
      "글,연결된 글 없음,3,2,2,1,1100000,1,60,66.7,33.3,0,0,0",
      "합계,합계,6,5,4,2,4400000,4,75,83.3,33.3,0,0,0",
      "",
    ]);
  });
});

describe("formatMinutes", () => {
  it("words a duration for people", () => {
    expect([null, 12, 60, 65, 24 * 60, 3 * 1440 + 125, 1439.9, 1440 + 1430].map(formatMinutes)).toEqual([
      "-",
      "12분",
      "1시간",
      "1시간 5분",
      "1일",
      "3일 2시간",
      "1일",
      "1일 23시간",
    ]);
  });
});
