// "검토 필요 N" for the admin home: the review queue's count (guides past 12 months, cited articles changed, rules
// under review, upcoming changes). Nothing while it loads or when the queue is empty.
import { Link } from "wouter";
import { paths } from "@shared/pages/page-map";
import { useReviewQueue } from "../api/law-watch-api";

export function ReviewCountBadge() {
  const queue = useReviewQueue();
  const count = queue.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Link
      href={`${paths.admin()}?tab=law-watch`}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-amber-100 px-4 font-semibold text-amber-950 hover:bg-amber-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="review-count-badge"
    >
      검토 필요 <span className="rounded-full bg-amber-700 px-2 py-0.5 text-sm text-white">{count}</span>
    </Link>
  );
}
