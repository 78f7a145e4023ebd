import { useMutation } from "@tanstack/react-query";
import type { PostReviewInput } from "@shared/content/post-input";
import { toastFailure } from "@/components/admin/api-errors";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api-client";

/** The review as the item stores it. */
export interface Review {
  reviewedAt: string | null;
  lawAsOf: string | null;
  reviewedBy: string | null;
}

interface ReviewResponse {
  success: true;
  message: string;
  post?: Review;
  interview?: Review;
}

/**
 * POST {reviewUrl} (/api/posts/:id/review, /api/interviews/:id/review): the attorney marks the text checked
 * against the law as of a date. The editor's own copy is not reloaded (that would replace what is being typed);
 * the answer carries the review (as `post` or `interview`).
 */
export function useMarkReviewed(reviewUrl: string) {
  return useMutation({
    mutationFn: (input: PostReviewInput) => apiRequest<ReviewResponse>("POST", reviewUrl, input),
    onSuccess: (res) => toast({ title: "검토 완료", description: res.message }),
    onError: (error) => toastFailure("검토 표시에 실패했습니다.", error),
  });
}
