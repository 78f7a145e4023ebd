// The line under a guide's title that says when the attorney last checked it against the law, the date of
// the law it states, and who checked it (linked to the attorney's profile).
import { Link } from "wouter";
import { formatKoreanDate } from "@shared/lib/dates";
import { paths } from "@shared/pages/page-map";
import type { ReviewInfo } from "@shared/content/review";

export function ReviewLine({ review }: { review: ReviewInfo | null }) {
  return (
    review && (
      <p className="mt-1.5 text-sm text-slate-600" data-testid="review-line">
        최종 검토일 <time dateTime={review.reviewedAt}>{formatKoreanDate(review.reviewedAt)}</time>
        {review.lawAsOf && ` · 법령 기준일 ${formatKoreanDate(review.lawAsOf)}`} · 검토{" "}
        <Link href={paths.about()} className="font-medium text-brand-700 underline">
          {review.reviewer} 변호사
        </Link>
      </p>
    )
  );
}
