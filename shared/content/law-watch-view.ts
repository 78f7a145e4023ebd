// What the law watch's back-office API answers, as the 법령 변경 tab reads it (the server builds these shapes in
// server/services/law-watch.service.ts and review-dashboard.service.ts).

export type LawChangeKind = "article_changed" | "upcoming" | "in_force";
export type LawChangeStatus = "open" | "acknowledged" | "resolved";

export const LAW_CHANGE_KIND_LABELS: Record<LawChangeKind, string> = {
  article_changed: "조문 개정",
  upcoming: "시행 예정",
  in_force: "시행",
};

export const LAW_CHANGE_STATUS_LABELS: Record<LawChangeStatus, string> = {
  open: "미확인",
  acknowledged: "확인함",
  resolved: "해결됨",
};

export interface LawChangeItem {
  id: number;
  lawId: string;
  lawName: string;
  jo: string;
  article: string | null;
  kind: LawChangeKind;
  promulgatedOn: string | null;
  effectiveOn: string;
  reasonExcerpt: string | null;
  detectedAt: string;
  status: LawChangeStatus;
  resolvedBy: string | null;
  resolvedAt: string | null;
  note: string | null;
  guides: { kind: "post" | "interview"; id: number; title: string; lawAsOf: string | null; label: string }[];
  rules: { key: string; label: string; article: string }[];
}

export interface WatchedLawItem {
  lawId: string;
  name: string;
  addedBy: string | null;
  baselineThrough: string | null;
  upcoming: { id: number; jo: string; effectiveOn: string; promulgatedOn: string | null }[];
}

export interface ReviewQueueItem {
  key: string;
  type: "post" | "interview" | "rule" | "law";
  ref: string;
  title: string;
  risk: number;
  reasons: string[];
  dDay: number | null;
  changeIds: number[];
}

export interface ReviewQueue {
  count: number;
  items: ReviewQueueItem[];
}

export interface LawWatchStatus {
  enabled: boolean;
  reason: string | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
}

export interface CitationsView {
  citations: { lawId: string; jo: string; label: string; latestEffectiveOn: string | null }[];
  suggestions: { lawName: string; lawId: string | null; jo: string; label: string }[];
}
