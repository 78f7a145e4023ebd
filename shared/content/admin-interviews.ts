// The back office's interviews API: the shapes the server answers and the dashboard reads, and the query keys.
// Routes (all administrator only; the public GET /api/interviews and /api/interviews/:slugOrId stay as they are):
//   GET    /api/admin/interviews?search=&status=       every interview not in the trash (AdminInterviewListItem[])
//   GET    /api/admin/interviews/trash                 interviews deleted in the last 30 days
//   GET    /api/admin/interviews/:id                   one interview (AdminInterview)
//   GET    /api/admin/interviews/:id/revisions         earlier versions, newest first (InterviewRevision[])
//   POST   /api/interviews                             create (body: InterviewInput) → 201
//   PUT    /api/interviews/:id                         replace (body: InterviewInput) → AdminInterview
//   DELETE /api/interviews/:id                         move to the trash
//   POST   /api/interviews/:id/restore                 take back out of the trash
//   POST   /api/interviews/:id/review                  mark checked against the law ({ lawAsOf })
//   POST   /api/interviews/:id/revisions/:revisionId/restore   make an earlier version current
import type { PostDisplayStatus } from "./admin-posts";
import type { PostStatus } from "./post-status";
import type { ConsentRecord } from "./consent-record";

export interface AdminInterviewListItem {
  id: number;
  title: string;
  slug: string;
  status: PostStatus;
  displayStatus: PostDisplayStatus;
  caseType: string | null;
  clientName: string | null;
  excerpt: string | null;
  views: number;
  thumbnailImage: string | null;
  /** ISO timestamps. */
  publishDate: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  /** A shipped fictional example (content file marked `sample: true`): the public pages mark it "예시". */
  isSample: boolean;
  /** The client's consent to publish (when, how, who recorded it); null: none recorded. */
  consent: ConsentRecord | null;
}

export interface AdminInterview extends AdminInterviewListItem {
  content: string;
  seoTitle: string | null;
  metaDescription: string | null;
  focusKeyword: string | null;
  keywords: string | null;
  thumbnailAlt: string | null;
  reviewedAt: string | null;
  lawAsOf: string | null;
  reviewedBy: string | null;
}

export interface InterviewRevision {
  id: number;
  interviewId: number;
  title: string;
  excerpt: string | null;
  content: string;
  caseType: string | null;
  clientName: string | null;
  /** Who saved the version this revision replaced, and when it was replaced. */
  savedBy: string | null;
  createdAt: string;
}

export interface InterviewResponse {
  success: true;
  message: string;
  interview: AdminInterview;
}

export const adminInterviewKeys = {
  all: ["admin", "interviews"] as const,
  list: (filters: Record<string, string | undefined> = {}) => ["admin", "interviews", "list", filters] as const,
  trash: () => ["admin", "interviews", "trash"] as const,
  detail: (id: number) => ["admin", "interviews", "detail", id] as const,
  revisions: (id: number) => ["admin", "interviews", "revisions", id] as const,
};
