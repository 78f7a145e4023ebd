import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { AccessLogItem, AccessLogPage } from "@shared/intake/admin-consultations";
import { presetRange } from "@shared/lib/date-presets";
import { server } from "@/test/api";
import { renderApp } from "@/test/render";
import { AccessLogPanel } from "./access-log-panel";

let id = 500;
const entry = (action: string, createdAt: string, detail: string | null, consultationId: number | null = null): AccessLogItem => ({
  id: id--,
  username: "admin",
  action,
  consultationId,
  detail,
  ip: "127.0.0.1",
  createdAt,
});

/** Answers the access log with `items` and records each query string asked for. */
function answerLog(items: AccessLogItem[]) {
  const queries: string[] = [];
  server.use(
    http.get("/api/access-logs", ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json({ items, nextCursor: null } satisfies AccessLogPage);
    }),
  );
  return queries;
}

describe("access log panel", () => {
  it("folds a day's list views into one line with a count, and names changes in Korean", async () => {
    const lists = Array.from({ length: 12 }, (_, i) =>
      entry("list", `2026-11-27T0${Math.floor(i / 2)}:${10 + i}:00Z`, `${i + 1}번째 조회`),
    );
    answerLog([
      entry("seo-change", "2026-11-27T09:00:00Z", "DELETE /api/seo-settings/2 — 변호사 소개"),
      ...lists,
      entry("settings-change", "2026-11-26T09:00:00Z", "POST /api/site-settings/preview"),
      entry("view", "2026-11-26T08:00:00Z", "연락 기록 조회 (2건)", 7),
    ]);
    const { user } = renderApp(<AccessLogPanel />, { path: "/admin" });
    const table = await screen.findByRole("table", { name: "개인정보 접근 기록" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent("SEO 설정 삭제 — 변호사 소개");
    expect(rows[0]).not.toHaveTextContent("/api/");
    expect(rows[1]).toHaveTextContent("2026년 11월 27일");
    expect(rows[1]).toHaveTextContent("상담 신청 목록 조회 12회");
    expect(rows[2]).toHaveTextContent("관리 화면에서 변경 (사이트 설정 변경)POST /api/site-settings/preview");
    expect(rows[3]).toHaveTextContent("상담 신청 열람");
    expect(rows[3]).toHaveTextContent("접수번호 7");
    await user.click(within(rows[1]).getByText("12회 모두 보기"));
    expect(within(rows[1]).getByText(/12번째 조회/)).toBeVisible();
  });

  it("asks again with the chosen action, last month and the record number, and refuses a bad number in Korean", async () => {
    const queries = answerLog([entry("view", "2026-11-26T08:00:00Z", "변경 이력 조회", 7)]);
    const { user } = renderApp(<AccessLogPanel />, { path: "/admin" });
    await screen.findByRole("table", { name: "개인정보 접근 기록" });
    await user.selectOptions(screen.getByLabelText(/^작업/), "상담 신청 열람");
    await user.type(screen.getByLabelText(/^접수번호/), "x7");
    await user.click(screen.getByRole("button", { name: "조회" }));
    expect(await screen.findByText("접수번호는 1 이상의 숫자로 입력해주세요")).toBeVisible();
    expect(queries).toEqual([""]);
    await user.clear(screen.getByLabelText(/^접수번호/));
    await user.type(screen.getByLabelText(/^접수번호/), "7");
    await user.click(screen.getByRole("button", { name: "지난 달" }));
    const { from, to } = presetRange("last-month");
    await expect.poll(() => queries.at(-1)).toBe(`?action=view&from=${from}&to=${to}&consultationId=7`);
    expect(screen.getByLabelText(/^시작일/)).toHaveValue(from);
  });
});
