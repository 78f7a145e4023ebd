import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, json, server } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import type { AdminHoliday, AdminRule, HolidayDiff, HolidayPullRun } from "../api/tools-admin-api";
import { ToolsAdminPanel } from "./tools-admin-panel";

const RULES: AdminRule[] = [
  {
    key: "appeal",
    label: "항소장 제출 (1심 판결에 불복)",
    article: "형사소송법 제358조",
    lawName: "형사소송법",
    period: { days: 7 },
    validFrom: null,
    lawAsOf: "2026-11-27",
    status: "reviewed",
    reviewedAt: "2026-11-27",
    reviewedBy: null,
    shippedStatus: "reviewed",
  },
  {
    key: "immediate_appeal",
    label: "즉시항고 (법원의 결정에 불복)",
    article: "형사소송법 제405조",
    lawName: "형사소송법",
    period: { days: 7 },
    validFrom: "2019-12-31",
    lawAsOf: "2026-11-27",
    status: "needs_review",
    reviewedAt: null,
    reviewedBy: null,
    shippedStatus: "needs_review",
  },
];

const HOLIDAYS: AdminHoliday[] = [
  { date: "2027-01-01", name: "1월 1일", kind: "statutory", kindLabel: "공휴일", source: "seed", fetchedAt: "2026-11-01T00:00:00Z" },
  {
    date: "2027-12-31",
    name: "법원 휴정일",
    kind: "temporary",
    kindLabel: "임시공휴일",
    source: "manual",
    fetchedAt: "2026-11-01T00:00:00Z",
  },
];

const DIFF: HolidayDiff = {
  year: 2026,
  month: null,
  add: [{ date: "2027-07-19", name: "대체공휴일", kind: "substitute" }],
  change: [{ date: "2027-01-01", from: { name: "1월 1일", kind: "statutory" }, to: { name: "1월1일", kind: "statutory" } }],
  remove: [],
  manualKept: [{ date: "2027-12-31", name: "법원 휴정일", api: null }],
};

const FAILING: HolidayPullRun = {
  key: "month:2026-11",
  status: "pending",
  attempts: 2,
  summary: null,
  lastError: "HolidayApiError: 공휴일 정보를 가져오지 못했습니다. (22 LIMITED NUMBER OF SERVICE REQUESTS EXCEEDS ERROR.)",
  finishedAt: "2026-11-27T01:00:00Z",
};

function serve({ pulls = [] as HolidayPullRun[] } = {}) {
  answer("get", "/api/tools/rules", json(RULES));
  answer("get", "/api/holidays", json({ year: 2026, covered: true, holidays: HOLIDAYS }));
  answer("get", "/api/holidays/pulls", json({ enabled: true, runs: pulls }));
}

afterEach(() => vi.restoreAllMocks());

describe("기한 계산 규칙", () => {
  it("shows each rule's article, period, law as of and review, and records a review only when confirmed", async () => {
    serve();
    const review = answer(
      "post",
      "/api/tools/rules/immediate_appeal/review",
      json({ ...RULES[1], status: "reviewed", reviewedBy: "office-admin" }),
    );
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp(<ToolsAdminPanel />);
    const card = (await screen.findByRole("heading", { name: "즉시항고 (법원의 결정에 불복)" })).closest("li")!;
    expect(within(card).getByText("형사소송법 제405조")).toBeInTheDocument();
    expect(within(card).getByText("확인 필요")).toBeInTheDocument();
    expect(within(card).getByText("2019년 12월 31일")).toBeInTheDocument();
    expect(within(card).getByText(/현재 법령 확인 중/)).toBeInTheDocument();
    const appeal = screen.getByRole("heading", { name: "항소장 제출 (1심 판결에 불복)" }).closest("li")!;
    expect(within(appeal).getByText("출시 때 법령 원문으로 확인 (2026년 11월 27일)")).toBeInTheDocument();

    const button = within(card).getByRole("button", { name: "즉시항고 (법원의 결정에 불복) 규칙 검토 완료" });
    await user.click(button);
    expect(review.bodies).toHaveLength(0);
    await user.click(button);
    expect(confirm).toHaveBeenCalledTimes(2);
    await findToast("즉시항고 (법원의 결정에 불복) 규칙을 검토 완료로 기록했습니다.");
    expect(review.bodies).toHaveLength(1);
  });
});

describe("공휴일 달력", () => {
  it("lists the year with each day's source, and deletes one after confirming", async () => {
    serve();
    const removed: string[] = [];
    server.use(
      http.delete("/api/holidays/:date", ({ params }) => {
        removed.push(String(params.date));
        return HttpResponse.json({ success: true, message: "공휴일을 삭제했습니다." });
      }),
    );
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user } = renderApp(<ToolsAdminPanel />);
    const list = await screen.findByRole("list", { name: /년 공휴일$/ });
    expect(within(list).getByText("공휴일 · 기본 제공")).toBeInTheDocument();
    expect(within(list).getByText("임시공휴일 · 직접 입력")).toBeInTheDocument();
    await user.click(within(list).getByRole("button", { name: "2027년 12월 31일(금) 법원 휴정일 삭제" }));
    await findToast("공휴일을 삭제했습니다.");
    expect(removed).toEqual(["2027-12-31"]);
  });

  it("adds a manual holiday and shows the server's field message", async () => {
    serve();
    const add = answer(
      "post",
      "/api/holidays",
      json(
        { message: "입력값을 확인해 주세요.", code: "VALIDATION_ERROR", fields: { name: ["공휴일 이름을 1~50자로 입력해 주세요."] } },
        400,
      ),
      json({ ...HOLIDAYS[1], date: "2026-12-31" }, 201),
    );
    const { user } = renderApp(<ToolsAdminPanel />);
    await screen.findByRole("list", { name: /년 공휴일$/ });
    await user.click(screen.getByRole("button", { name: "공휴일 추가" }));
    expect(await screen.findByText("날짜를 입력해 주세요.")).toBeInTheDocument();
    expect(add.bodies).toHaveLength(0);
    await user.type(screen.getByLabelText(/^날짜/), "2026-12-31");
    await user.type(screen.getByLabelText(/^이름/), "x");
    await user.click(screen.getByRole("button", { name: "공휴일 추가" }));
    expect(await screen.findByText("공휴일 이름을 1~50자로 입력해 주세요.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "공휴일 추가" }));
    await findToast("2026-12-31 법원 휴정일을(를) 추가했습니다.");
    expect(add.bodies.at(-1)).toEqual({ date: "2026-12-31", name: "x", kind: "temporary" });
  });

  it("shows the 천문연구원 diff first and applies it only on 반영", async () => {
    serve();
    const urls: string[] = [];
    server.use(
      http.post("/api/holidays/sync", ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json({ applied: urls.length > 1, diff: DIFF });
      }),
    );
    const { user } = renderApp(<ToolsAdminPanel />);
    await screen.findByRole("list", { name: /년 공휴일$/ });
    await user.click(screen.getByRole("button", { name: "천문연구원에서 가져오기" }));
    const preview = await screen.findByRole("region", { name: /변경 미리 보기/ });
    expect(urls).toEqual([expect.not.stringContaining("apply")]);
    expect(within(preview).getByText("추가 1건")).toBeInTheDocument();
    expect(within(preview).getByText("2027년 7월 19일(월) 대체공휴일 (대체공휴일)")).toBeInTheDocument();
    expect(within(preview).getByText("2027년 1월 1일(금) 1월 1일 → 1월1일")).toBeInTheDocument();
    expect(within(preview).getByText("2027년 12월 31일(금) 법원 휴정일 (천문연구원 자료에 없음)")).toBeInTheDocument();
    await user.click(within(preview).getByRole("button", { name: "2건 반영" }));
    await findToast("2026년 공휴일을 천문연구원 자료로 반영했습니다.");
    expect(urls[1]).toContain("apply=1");
    expect(screen.queryByRole("region", { name: /변경 미리 보기/ })).not.toBeInTheDocument();
  });

  it("says why a sync failed, and shows a failing scheduled pull with its error", async () => {
    serve({ pulls: [FAILING] });
    answer(
      "post",
      "/api/holidays/sync",
      json({ code: "HOLIDAY_API_FAILED", message: "공휴일 정보를 가져오지 못했습니다. 기존 달력은 그대로입니다. (HTTP 500)" }, 502),
    );
    const { user } = renderApp(<ToolsAdminPanel />);
    const run = (await screen.findByText(/2026년 11월 정기/)).closest("li")!;
    expect(run).toHaveTextContent("2026년 11월 정기 · 재시도 대기");
    expect(run).toHaveTextContent(FAILING.lastError!);
    await user.click(screen.getByRole("button", { name: "천문연구원에서 가져오기" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("기존 달력은 그대로입니다");
  });
});
