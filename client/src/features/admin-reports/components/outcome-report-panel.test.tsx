import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OutcomeReport, OutcomeReportRow } from "@shared/intake/outcome-report";
import { formatKoreanDate } from "@shared/lib/dates";
import { presetRange } from "@shared/lib/date-presets";
import { http, HttpResponse } from "msw";
import { answer, json, server } from "@/test/api";
import { renderApp } from "@/test/render";
import { defaultRange, OutcomeReportPanel } from "./outcome-report-panel";

const row = (label: string, key: string, requests: number, retained: number, fees?: number): OutcomeReportRow => ({
  key,
  label,
  requests,
  reached: requests,
  consulted: requests,
  retained,
  ...(fees === undefined ? {} : { fees }),
  contacted: requests,
  medianMinutesToFirstContact: 75,
  booked: 0,
  attended: 0,
  attendedRetained: 0,
});
const report = (from: string, to: string, fees: boolean): OutcomeReport => ({
  from,
  to,
  total: row("합계", "", 3, 1, fees ? 3_300_000 : undefined),
  bySource: [row("naver", "naver", 2, 1, fees ? 3_300_000 : undefined), row("직접 방문", "", 1, 0, fees ? 0 : undefined)],
  byCampaign: [],
  byArticle: [row("음주운전 첫 조사 대비", "4", 3, 1, fees ? 3_300_000 : undefined)],
});

describe("outcome report panel", () => {
  it("shows the last 30 days in three tables with the fees, and links the CSV of the same range", async () => {
    const range = defaultRange();
    answer("get", "/api/reports/outcomes", json(report(range.from, range.to, true)));
    renderApp(<OutcomeReportPanel />, { path: "/admin" });
    const sources = await screen.findByRole("table", { name: "유입 경로별" });
    expect(
      within(sources)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["유입 경로", "신청", "연락됨", "상담", "수임", "연락률", "수임률", "수임료 합계", "첫 연락까지 (중앙값)"]);
    expect(within(sources).getByRole("row", { name: /naver/ })).toHaveTextContent("naver2221100% (2/2)50% (1/2)3,300,000원1시간 15분");
    expect(within(sources).getByRole("row", { name: /직접 방문/ })).toHaveTextContent("직접 방문1110100% (1/1)0% (0/1)0원");
    expect(screen.getByText(`${formatKoreanDate(range.from)} ~ ${formatKoreanDate(range.to)}`)).toBeVisible();
    expect(screen.getByText("수임률 (수임/신청)").nextSibling).toHaveTextContent("33% (1/3)");
    expect(screen.getByRole("button", { name: "최근 30일" })).toHaveAttribute("aria-pressed", "true");
    expect(within(screen.getByRole("table", { name: "캠페인별" })).getByText("이 기간에 접수된 상담 신청이 없습니다.")).toBeVisible();
    expect(screen.getByRole("table", { name: "글별" })).toHaveTextContent("음주운전 첫 조사 대비");
    expect(screen.getByRole("link", { name: "CSV 내려받기" })).toHaveAttribute(
      "href",
      `/api/reports/outcomes.csv?from=${range.from}&to=${range.to}`,
    );
  });

  it("has no fee column when the server sends no fees, and refuses a reversed range in Korean before asking", async () => {
    const range = defaultRange();
    const api = answer("get", "/api/reports/outcomes", json(report(range.from, range.to, false)));
    const { user } = renderApp(<OutcomeReportPanel />, { path: "/admin" });
    const sources = await screen.findByRole("table", { name: "유입 경로별" });
    expect(within(sources).queryByRole("columnheader", { name: "수임료 합계" })).toBeNull();
    const from = screen.getByLabelText(/^시작일/);
    await user.clear(from);
    await user.type(from, "2099-01-01");
    await user.click(screen.getByRole("button", { name: "조회" }));
    expect(await screen.findByText("종료일은 시작일과 같거나 그 뒤여야 합니다")).toBeVisible();
    expect(api.bodies).toHaveLength(1);
  });

  it("asks for this month, last month and this year in one tap, and shows a dash for a rate of no requests", async () => {
    const urls: string[] = [];
    server.use(
      http.get("/api/reports/outcomes", ({ request }) => {
        const url = new URL(request.url);
        urls.push(url.search);
        const empty = row("합계", "", 0, 0);
        return HttpResponse.json({ ...report(url.searchParams.get("from")!, url.searchParams.get("to")!, false), total: empty });
      }),
    );
    const { user } = renderApp(<OutcomeReportPanel />, { path: "/admin" });
    await screen.findByRole("table", { name: "유입 경로별" });
    expect(screen.getByText("수임률 (수임/신청)").nextSibling).toHaveTextContent("—");
    for (const [label, preset] of [
      ["지난 달", "last-month"],
      ["올해", "this-year"],
      ["이번 달", "this-month"],
    ] as const) {
      await user.click(screen.getByRole("button", { name: label }));
      const { from, to } = presetRange(preset);
      await expect.poll(() => urls.at(-1)).toBe(`?from=${from}&to=${to}`);
      expect(screen.getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true");
      expect(screen.getByLabelText(/^시작일/)).toHaveValue(from);
      expect(await screen.findByText(`${formatKoreanDate(from)} ~ ${formatKoreanDate(to)}`)).toBeVisible();
    }
  });

  it("shows booked → attended → retained by source, only for the sources that brought a booking", async () => {
    const range = defaultRange();
    const base = report(range.from, range.to, false);
    const funnel = (r: OutcomeReportRow, booked: number, attended: number, attendedRetained: number) => ({
      ...r,
      booked,
      attended,
      attendedRetained,
    });
    answer(
      "get",
      "/api/reports/outcomes",
      json({
        ...base,
        total: funnel(base.total, 4, 2, 1),
        bySource: [funnel(base.bySource[0], 4, 2, 1), base.bySource[1]],
      }),
    );
    renderApp(<OutcomeReportPanel />, { path: "/admin" });
    const table = await screen.findByRole("table", { name: "예약 → 참석 → 수임 (유입 경로별)" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["naver42150% (2/4)50% (1/2)", "합계42150% (2/4)50% (1/2)"]);
  });
});
