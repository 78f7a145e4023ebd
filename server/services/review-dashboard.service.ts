// GET /api/review-dashboard: one queue of what the attorney should review, sorted by risk. In force and cited
// first: guides whose cited article changed after their lawAsOf, then deadline rules whose article changed, then
// upcoming changes to cited articles (soonest first, with a D-day), guides whose review is older than 12 months,
// and upcoming versions of watched laws nothing cites article by article. Each item carries its reasons in Korean
// ("인용 조문 개정 (형법 제347조, 2025-12-23 시행)") and where it is fixed (the editor, the rule, the change).
import { REVIEW_STALE_MONTHS } from "@shared/content/review";
import { articleLabel } from "@shared/content/law-citations";
import { seoulDate } from "@shared/lib/dates";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { createReviewDashboardStorage } from "../storage/review-dashboard.storage";
import { createLawWatchStorage } from "../storage/law-watch.storage";
import type { ToolsService } from "./tools.service";
import { ruleLawId } from "./law-watch-run.service";

export interface ReviewItem {
  key: string;
  type: "post" | "interview" | "rule" | "law";
  /** The post or interview id, the rule key, or the law ID. */
  ref: string;
  title: string;
  risk: number;
  reasons: string[];
  /** Days until the earliest upcoming change (D-day), when the item is about one. */
  dDay: number | null;
  changeIds: number[];
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function monthsBefore(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1 - months, d));
  if (date.getUTCDate() !== d) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

export function createReviewDashboardService(db: Db, deps: { tools: Pick<ToolsService, "rules">; clock?: Clock }) {
  const clock = deps.clock ?? systemClock;
  const storage = createReviewDashboardStorage(db);
  const lawWatch = createLawWatchStorage(db);

  return {
    async queue(): Promise<{ count: number; items: ReviewItem[] }> {
      const today = seoulDate(clock());
      const [changed, stale, rules, unresolved, watched] = await Promise.all([
        storage.changedCitations(today),
        storage.staleGuides(monthsBefore(today, REVIEW_STALE_MONTHS)),
        deps.tools.rules(),
        lawWatch.unresolved(),
        lawWatch.watched(),
      ]);
      const items = new Map<string, ReviewItem>();
      const item = (type: ReviewItem["type"], ref: string, title: string): ReviewItem => {
        const key = `${type}:${ref}`;
        let found = items.get(key);
        if (!found) items.set(key, (found = { key, type, ref, title, risk: 0, reasons: [], dDay: null, changeIds: [] }));
        return found;
      };
      const bump = (i: ReviewItem, risk: number, reason: string, changeId?: number) => {
        i.risk = Math.max(i.risk, risk);
        if (!i.reasons.includes(reason)) i.reasons.push(reason);
        if (changeId !== undefined && !i.changeIds.includes(changeId)) i.changeIds.push(changeId);
      };
      for (const c of changed)
        bump(item(c.kind, String(c.id), c.title), 100, `인용 조문 개정 (${c.label}, ${c.effectiveOn} 시행)`, c.changeId);
      for (const r of rules) {
        if (r.lawChange)
          bump(item("rule", r.key, r.label), 90, `인용 조문 개정 (${r.article}, ${r.lawChange.effectiveOn} 시행)`, r.lawChange.id);
      }
      // Upcoming changes: to cited articles (each guide), else to the law as a whole.
      const upcoming = unresolved.filter((c) => c.kind === "upcoming" && c.effectiveOn > today);
      const citing = await lawWatch.citing([...new Set(upcoming.map((u) => u.lawId))]);
      const names = new Map(watched.map((w) => [w.lawId, w.name]));
      for (const u of upcoming) {
        const dDay = daysBetween(today, u.effectiveOn);
        const label = u.jo ? `${names.get(u.lawId) ?? u.lawId} ${articleLabel(u.jo)}` : (names.get(u.lawId) ?? u.lawId);
        const reason = `시행 예정 개정 (${label}, ${u.effectiveOn} 시행, D-${dDay})`;
        const cited = u.jo ? citing.filter((c) => c.lawId === u.lawId && c.jo === u.jo) : [];
        const citingRules = u.jo ? rules.filter((r) => ruleLawId(r.key, watched) === u.lawId && r.articleCode === u.jo) : [];
        const targets =
          cited.length + citingRules.length
            ? [...cited.map((c) => item(c.kind, String(c.id), c.title)), ...citingRules.map((r) => item("rule", r.key, r.label))]
            : [item("law", u.lawId, label)];
        for (const t of targets) {
          bump(t, t.type === "law" ? 10 : 60 - Math.min(dDay, 59) / 100, reason, u.id);
          t.dDay = t.dDay === null ? dDay : Math.min(t.dDay, dDay);
        }
      }
      for (const g of stale)
        bump(item("post", String(g.id), g.title), 30, `법률 검토 ${REVIEW_STALE_MONTHS}개월 경과 (최종 검토 ${g.reviewedAt})`);
      const sorted = [...items.values()].sort((a, b) => b.risk - a.risk || (a.dDay ?? 1e9) - (b.dDay ?? 1e9) || a.key.localeCompare(b.key));
      return { count: sorted.length, items: sorted };
    },
  };
}
export type ReviewDashboardService = ReturnType<typeof createReviewDashboardService>;
