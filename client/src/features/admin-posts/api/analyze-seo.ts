import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api-client";
import { toastFailure } from "./api-errors";

export interface AnalyzeSeoInput {
  title: string;
  content: string;
  excerpt: string;
  focusKeyword: string;
  keywords: string;
}

export interface AnalyzeSeoResponse {
  suggestions?: string[];
  message?: string;
}

/** POST /api/analyze-seo: an AI review of the post's SEO. */
export function useAnalyzeSeo() {
  return useMutation({
    mutationFn: (input: AnalyzeSeoInput) => apiRequest<AnalyzeSeoResponse>("POST", "/api/analyze-seo", input),
    onSuccess: (data) => toast({ title: "AI 분석 완료", description: data.message ?? data.suggestions?.join(" / ") }),
    onError: (error) => toastFailure("AI 분석 실패", error),
  });
}
