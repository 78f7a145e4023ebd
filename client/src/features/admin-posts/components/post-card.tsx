// One post of the list: state, category, numbers, dates, excerpt and the start of the text, and its actions.
import type { ReactNode } from "react";
import type { AdminPostListItem } from "@shared/content/admin-posts";
import { formatKoreanDate } from "@shared/lib/dates";
import { StatusBadge } from "@/components/content-editor/status-badge";

/** "1.2%": the conversion rate (consultations / views) as a percentage with one decimal. */
function formatRate(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

export function PostCard({ post, actions }: { post: AdminPostListItem; actions: ReactNode }) {
  const headingId = `post-${post.id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={post.displayStatus} />
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">{post.categoryName}</span>
        <time dateTime={post.createdAt} className="text-sm text-slate-600 sm:ml-auto">
          작성 {formatKoreanDate(post.createdAt)}
        </time>
      </div>
      <h3 id={headingId} className="mt-2 break-words text-lg font-bold text-slate-900">
        {post.title}
      </h3>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>조회 {post.views.toLocaleString("ko-KR")}회</span>
        <span>
          상담 {post.consultations.toLocaleString("ko-KR")}건 · 수임 {post.retained.toLocaleString("ko-KR")}건 · 전환율{" "}
          {formatRate(post.conversionRate)}
        </span>
        {post.deletedAt && <span>삭제 {formatKoreanDate(post.deletedAt)}</span>}
      </p>
      {post.excerpt && <p className="mt-2 break-words text-[15px] font-medium text-slate-800">{post.excerpt}</p>}
      {post.contentPreview && <p className="mt-1 break-words text-[15px] text-slate-600">{post.contentPreview}</p>}
      <div className="mt-4 flex flex-wrap gap-2">{actions}</div>
    </article>
  );
}
