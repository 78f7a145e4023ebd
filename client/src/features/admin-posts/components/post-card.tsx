// One post of the list on one line: title · state (a scheduled post with its time) · date · views and
// consultations, and its actions in a ⋯ menu. A post in the trash says so instead of the state it had.
import type { ReactNode } from "react";
import type { AdminPostListItem } from "@shared/content/admin-posts";
import { formatKoreanDate, formatKoreanMonthDayWeekdayTime } from "@shared/lib/dates";
import { StatusBadge } from "@/components/content-editor/status-badge";

export function PostCard({ post, actions }: { post: AdminPostListItem; actions: ReactNode }) {
  const headingId = `post-${post.id}-title`;
  const scheduled = post.displayStatus === "scheduled" && !post.deletedAt;
  return (
    <article aria-labelledby={headingId} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5">
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-3">
        <h3 id={headingId} className="min-w-0 truncate text-[15px] font-bold text-slate-900 sm:flex-1">
          {post.title}
        </h3>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 sm:mt-0 sm:shrink-0">
          {post.deletedAt ? (
            <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-800">휴지통</span>
          ) : (
            <StatusBadge status={post.displayStatus} />
          )}
          <span className="text-sm text-slate-600">
            {post.deletedAt ? (
              <>삭제 {formatKoreanDate(post.deletedAt)}</>
            ) : scheduled ? (
              <time dateTime={post.publishDate}>{formatKoreanMonthDayWeekdayTime(post.publishDate)}</time>
            ) : (
              <time dateTime={post.publishDate}>
                {formatKoreanDate(post.displayStatus === "draft" ? post.updatedAt : post.publishDate)}
              </time>
            )}
          </span>
          <span className="text-sm tabular-nums text-slate-600">
            조회 {post.views.toLocaleString("ko-KR")} · 상담 {post.consultations.toLocaleString("ko-KR")}
          </span>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">{actions}</div>
    </article>
  );
}
