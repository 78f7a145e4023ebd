import { describe, expect, it } from "vitest";
import { ACCESS_ACTIONS } from "../schema/privacy";
import type { AccessLogItem } from "./admin-consultations";
import { ACCESS_ACTION_KEYS, accessLogRange, describeAccessLogFilters, groupAccessLog } from "./access-log";

let nextId = 100;
const item = (action: string, createdAt: string, username = "admin"): AccessLogItem => ({
  id: nextId--,
  username,
  action,
  consultationId: null,
  detail: null,
  ip: "127.0.0.1",
  createdAt,
});

describe("the access log's actions", () => {
  it("label every action the table accepts, and no other", () => {
    expect([...ACCESS_ACTION_KEYS].sort()).toEqual([...ACCESS_ACTIONS].sort());
  });
});

describe("groupAccessLog", () => {
  it("folds a person's list views of one Korea day into one line where the newest was, other entries one by one", () => {
    const items = [
      item("list", "2026-11-27T09:00:00Z"),
      item("view", "2026-11-27T08:00:00Z"),
      item("list", "2026-11-27T01:00:00Z"),
      item("list", "2026-11-26T16:00:00Z"), // 27 November 01:00 in Korea
      item("list", "2026-11-26T14:00:00Z"), // 26 November 23:00 in Korea: alone that day
      item("list", "2026-11-27T00:30:00Z", "staff"),
    ];
    const lines = groupAccessLog(items);
    expect(lines.map((l) => (l.kind === "entry" ? l.entry.action : `${l.day} ${l.username} ×${l.entries.length}`))).toEqual([
      "2026-11-27 admin ×3",
      "view",
      "list",
      "list",
    ]);
  });

  it("keeps everything when there is nothing to fold", () => {
    expect(groupAccessLog([])).toEqual([]);
    expect(groupAccessLog([item("list", "2026-11-27T00:00:00Z")])).toMatchObject([{ kind: "entry" }]);
  });
});

describe("the filters", () => {
  it("cover whole Korea days and read back in words", () => {
    expect(accessLogRange({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      start: new Date("2026-10-31T15:00:00Z"),
      end: new Date("2026-11-30T15:00:00Z"),
    });
    expect(describeAccessLogFilters({})).toBe("조건 없음");
    expect(describeAccessLogFilters({ action: "list", from: "2026-11-01", consultationId: 7 })).toBe(
      "작업: 상담 신청 목록 조회 · 기간: 2026-11-01~오늘 · 접수번호 7",
    );
  });
});
