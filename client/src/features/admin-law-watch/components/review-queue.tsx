// The review queue, riskiest first: each item with its reasons, its D-day, and where it is fixed (a guide's
// citations below and the posts tab, a deadline rule's review here).
import { Link } from "wouter";
import { paths } from "@shared/pages/page-map";
import type { ReviewQueueItem } from "@shared/content/law-watch-view";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { useReviewQueue, useReviewRule } from "../api/law-watch-api";

const TYPE_LABELS: Record<ReviewQueueItem["type"], string> = { post: "글", interview: "인터뷰", rule: "기한 규칙", law: "법령" };

export function ReviewQueueList({ onOpenCitations }: { onOpenCitations: (kind: "post" | "interview", id: number) => void }) {
  const queue = useReviewQueue();
  const reviewRule = useReviewRule();
  if (queue.isPending) return <LoadingState />;
  if (queue.isError) return <ErrorState onRetry={() => void queue.refetch()} />;
  if (queue.data.items.length === 0) return <EmptyState>검토할 항목이 없습니다.</EmptyState>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {queue.data.items.map((item) => (
        <li key={item.key} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-slate-600">
              {TYPE_LABELS[item.type]}
              {item.dDay !== null && <span className="ml-2 rounded bg-slate-100 px-1.5 font-semibold text-slate-800">D-{item.dDay}</span>}
            </p>
            <p className="font-semibold text-slate-900">{item.title}</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {item.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {(item.type === "post" || item.type === "interview") && (
              <>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => onOpenCitations(item.type as "post" | "interview", Number(item.ref))}
                >
                  인용 조문 보기
                </button>
                <Link
                  href={`${paths.admin()}?tab=${item.type === "post" ? "posts" : "interviews"}&edit=${item.ref}`}
                  className={secondaryButtonClass}
                >
                  편집 화면으로
                </Link>
              </>
            )}
            {item.type === "rule" && (
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={reviewRule.isPending}
                onClick={() => reviewRule.mutate(item.ref)}
              >
                규칙 검토 완료
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
