// The outcome report's booking figures: per lead source, the requests made with a booked time, those whose
// booking was marked 완료 (노쇼 and 취소 are not attendance), and of those the ones retained (outcome 수임).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, type InsertConsultation } from "@shared/schema";
import type { BookingStatus } from "@shared/booking/booking-options";
import type { OutcomeReportRow } from "@shared/intake/outcome-report";
import type { Database } from "../db";
import { setLogLevel } from "../lib/logger";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { insertConsultation } from "../../tests/helpers/consultations";
import { createOutcomeReportService, outcomeReportCsvRows } from "./outcome-report.service";

let database: Database;
const at = new Date("2026-03-10T10:00:00+09:00");

async function request(values: Partial<InsertConsultation>, booking?: BookingStatus) {
  const row = await insertConsultation(database.db, { createdAt: at, ...values });
  if (booking)
    await database.db.insert(bookings).values({
      consultationId: row.id,
      typeSlug: "visit",
      typeLabel: "방문 상담",
      kind: "visit",
      startAt: new Date(at.getTime() + row.id * 3_600_000),
      endAt: new Date(at.getTime() + row.id * 3_600_000 + 1_800_000),
      status: booking,
      situation: "general",
      reminderChannel: "sms",
    });
}

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  await request({ utmSource: "naver", outcome: "retained" }, "completed");
  await request({ utmSource: "naver", outcome: "consulted" }, "completed");
  await request({ utmSource: "naver", outcome: "retained" }, "no_show"); // retained later, but did not attend
  await request({ utmSource: "naver" }, "cancelled");
  await request({ utmSource: "naver", outcome: "retained" }); // no booking
  await request({ referrer: "https://www.google.com/" }, "pending");
  await request({}, "completed"); // 직접 방문
  // Outside the range: not counted.
  await request({ utmSource: "naver", createdAt: new Date("2026-04-01T00:00:00+09:00"), outcome: "retained" }, "completed");
});
afterAll(async () => database.close());

const funnel = (r: OutcomeReportRow) => [r.label, r.requests, r.booked, r.attended, r.attendedRetained];

describe("outcome report: booked → attended → retained", () => {
  it("counts them per lead source and in the total", async () => {
    const report = await createOutcomeReportService(database.db).report({ from: "2026-03-01", to: "2026-03-31" }, { role: "staff" });
    expect(report.bySource.map(funnel)).toEqual([
      ["naver", 5, 4, 2, 1],
      ["google.com", 1, 1, 0, 0],
      ["직접 방문", 1, 1, 1, 0],
    ]);
    expect(funnel(report.total)).toEqual(["합계", 7, 6, 3, 1]);
  });

  it("puts them in the CSV's last three columns, under Korean headings", async () => {
    const report = await createOutcomeReportService(database.db).report({ from: "2026-03-01", to: "2026-03-31" }, { role: "staff" });
    const rows = outcomeReportCsvRows(report);
    const lastThree = (row: unknown[]) => row.slice(-3);
    expect(lastThree(rows[0])).toEqual(["예약", "참석", "참석 후 수임"]);
    expect(rows.filter((r) => r[0] === "유입 경로").map((r) => [r[1], ...lastThree(r)])).toEqual([
      ["naver", 4, 2, 1],
      ["google.com", 1, 0, 0],
      ["직접 방문", 1, 1, 0],
    ]);
    expect(lastThree(rows.at(-1)!)).toEqual([6, 3, 1]);
  });
});
