import { useMutation } from "@tanstack/react-query";
import type { AdminPost } from "@shared/admin-posts";
import type { PostReviewInput } from "@shared/validation/post";
import { toastFailure } from "@/components/admin/api-errors";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /api/posts/:id/review: the attorney marks the text checked against the law as of a date. The editor's
 * own copy of the post is not reloaded (that would replace what is being typed); the answer carries the review.
 */
export function useMarkReviewed(postId: number) {
  return useMutation({
    mutationFn: (input: PostReviewInput) => apiRequest<{ success: true; message: string; post: AdminPost }>("POST", `/api/posts/${postId}/review`, input),
    onSuccess: (res) => toast({ title: "검토 완료", description: res.message }),
    onError: (error) => toastFailure("검토 표시에 실패했습니다.", error),
  });
}
