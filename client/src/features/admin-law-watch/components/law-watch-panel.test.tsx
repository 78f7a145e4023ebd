import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CitationsView, LawChangeItem, ReviewQueue } from "@shared/content/law-watch-view";
import { answer, json } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { ChangeList } from "./change-list";
import { CitationsEditor } from "./citations-editor";
import { ReviewCountBadge } from "./review-count-badge";

const QUEUE: ReviewQueue = {
  count: 2,
  items: [
    {
      key: "post:13",
      type: "post",
      ref: "13",
      title: "사기죄 고소 대응 가이드",
      risk: 100,
      reasons: ["인용 조문 개정 (형법 제347조, 2025-12-23 시행)"],
      dDay: null,
      changeIds: [1],
    },
    {
      key: "rule:appeal",
      type: "rule",
      ref: "appeal",
      title: "항소장 제출",
      risk: 90,
      reasons: ["인용 조문 개정 (형사소송법 제358조, 2026-12-01 시행)"],
      dDay: null,
      changeIds: [2],
    },
  ],
};
const CHANGE: LawChangeItem = {
  id: 1,
  lawId: "001692",
  lawName: "형법",
  jo: "034700",
  article: "제347조",
  kind: "article_changed",
  promulgatedOn: "2025-12-02",
  effectiveOn: "2025-12-23",
  reasonExcerpt: "사기죄의 법정형을 정비하려는 것임.",
  detectedAt: "2025-12-24T03:00:00.000Z",
  status: "open",
  resolvedBy: null,
  resolvedAt: null,
  note: null,
  guides: [{ kind: "post", id: 13, title: "사기죄 고소 대응 가이드", lawAsOf: "2025-11-01", label: "형법 제347조" }],
  rules: [],
};

describe("the law watch tab", () => {
  it("shows 검토 필요 N linking to the tab", async () => {
    answer("get", "/api/review-dashboard", json(QUEUE));
    renderApp(<ReviewCountBadge />, { path: "/admin" });
    const badge = await screen.findByTestId("review-count-badge");
    expect(badge).toHaveTextContent("검토 필요 2");
    expect(badge).toHaveAttribute("href", "/admin?tab=law-watch");
  });

  it("lists a change with its reason and the guide it affects, and records its resolution", async () => {
    answer("get", "/api/law-watch/changes", json([CHANGE]));
    const api = answer("patch", "/api/law-watch/changes/1", json({ ...CHANGE, status: "resolved", resolvedBy: "admin" }));
    answer("get", "/api/review-dashboard", json(QUEUE));
    answer("get", "/api/law-watch/laws", json([]));
    answer(
      "get",
      "/api/law-watch/status",
      json({ enabled: true, reason: null, lastSuccessAt: null, lastFailureAt: null, lastError: null }),
    );
    answer("get", "/api/law-watch/settings", json({ publicNotice: true }));
    const { user } = renderApp(<ChangeList />, { path: "/admin" });
    const item = (await screen.findByText(/형법 제347조/)).closest("li")!;
    expect(within(item).getByText("사기죄의 법정형을 정비하려는 것임.")).toBeVisible();
    expect(within(item).getByText(/사기죄 고소 대응 가이드/)).toBeVisible();
    await user.click(within(item).getByRole("button", { name: "해결됨으로 표시" }));
    await findToast("상태를 바꿨습니다.");
    expect(api.bodies).toEqual([{ status: "resolved" }]);
  });

  it("confirms a suggested citation and saves the list", async () => {
    const view: CitationsView = {
      citations: [{ lawId: "001692", jo: "034700", label: "형법 제347조", latestEffectiveOn: "2025-12-23" }],
      suggestions: [
        { lawName: "형사소송법", lawId: "001671", jo: "023000", label: "형사소송법 제230조" },
        { lawName: "특정경제범죄법", lawId: null, jo: "000300", label: "특정경제범죄법 제3조" },
      ],
    };
    answer("get", "/api/posts/13/citations", json(view));
    const api = answer("put", "/api/posts/13/citations", json(view));
    const { user } = renderApp(<CitationsEditor kind="post" id={13} />, { path: "/admin" });
    expect(await screen.findByText("최근 개정 시행일 2025년 12월 23일")).toBeVisible();
    expect(screen.getByText("특정경제범죄법 제3조 (법령 ID 필요)")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "+ 형사소송법 제230조" }));
    await user.click(screen.getByRole("button", { name: "인용 조문 저장" }));
    await findToast("인용 조문을 저장했습니다.");
    expect(api.bodies).toEqual([
      {
        citations: [
          { lawId: "001692", jo: "034700", label: "형법 제347조" },
          { lawId: "001671", jo: "023000", label: "형사소송법 제230조" },
        ],
      },
    ]);
  });
});
