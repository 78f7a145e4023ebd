// The legal review of a post or an interview in the editor: when the attorney last checked the text against the law, and the
// action that records a new review (shown to visitors under the title as '최종 검토일 … · 법령 기준일 …').
import { useId, useState } from "react";
import { formatKoreanDate, seoulDate } from "@shared/lib/dates";
import { isReviewStale } from "@shared/content/review";
import { postReviewSchema } from "@shared/content/post-input";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { inputClass } from "@/components/form/field";
import { useMarkReviewed, type Review } from "./mark-reviewed";

/** `item` is the stored post or interview (none while it is new); `reviewUrl` where its review is recorded. */
export function ReviewSection({ item, reviewUrl }: { item?: Review; reviewUrl: string }) {
  return (
    <section aria-labelledby="post-review-heading" className="space-y-2">
      <h3 id="post-review-heading" className="text-[15px] font-bold text-slate-900">
        법률 검토
      </h3>
      {item ? (
        <ReviewForm reviewUrl={reviewUrl} initial={item} />
      ) : (
        <p className="text-sm text-slate-600">저장한 뒤 검토 완료로 표시할 수 있습니다.</p>
      )}
    </section>
  );
}

function ReviewForm({ reviewUrl, initial }: { reviewUrl: string; initial: Review }) {
  const id = useId();
  const today = seoulDate(Date.now());
  const [review, setReview] = useState<Review>(initial);
  const [lawAsOf, setLawAsOf] = useState(today);
  const [error, setError] = useState<string>();
  const mark = useMarkReviewed(reviewUrl);

  const submit = () => {
    const parsed = postReviewSchema.safeParse({ lawAsOf });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(undefined);
    mark.mutate(parsed.data, { onSuccess: (res) => setReview(res.post ?? res.interview ?? review) });
  };

  return (
    <div className="space-y-2 text-sm">
      {review.reviewedAt ? (
        <p className="text-slate-700" data-testid="post-review-status">
          최종 검토 {formatKoreanDate(review.reviewedAt)}
          {review.lawAsOf && ` · 법령 기준일 ${formatKoreanDate(review.lawAsOf)}`}
          {review.reviewedBy && ` (${review.reviewedBy} 변호사)`}
        </p>
      ) : (
        <p className="text-slate-600" data-testid="post-review-status">
          아직 검토 완료 표시가 없습니다. 표시하기 전에는 공개 화면에 검토일이 나오지 않습니다.
        </p>
      )}
      {review.reviewedAt && isReviewStale(review.reviewedAt, Date.now()) && (
        <p className="rounded border border-amber-300 bg-amber-50 p-2 text-amber-950">
          검토한 지 12개월이 지났습니다. 현행 법령과 다시 대조해주세요.
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-law`} className="font-semibold text-slate-800">
          법령 기준일
        </label>
        <input
          id={`${id}-law`}
          type="date"
          max={today}
          value={lawAsOf}
          onChange={(e) => setLawAsOf(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <button type="button" onClick={submit} disabled={mark.isPending} className={secondaryButtonClass}>
        {mark.isPending ? "표시 중..." : "검토 완료로 표시"}
      </button>
    </div>
  );
}
