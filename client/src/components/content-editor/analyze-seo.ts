import { useMutation } from "@tanstack/react-query";
import type { SeoAnalysisResult } from "@shared/seo/seo-analysis";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api-client";
import { toastFailure } from "@/components/admin/api-errors";

export interface AnalyzeSeoInput {
  title: string;
  content: string;
  excerpt: string;
  focusKeyword: string;
  keywords: string;
}

export interface AnalyzeSeoResponse {
  success: true;
  data: SeoAnalysisResult;
  message: string;
}

/** POST /api/analyze-seo: the server's analysis of the draft (scores, checks, advertising-rule warnings). */
export function useAnalyzeSeo() {
  return useMutation({
    mutationFn: (input: AnalyzeSeoInput) => apiRequest<AnalyzeSeoResponse>("POST", "/api/analyze-seo", input),
    // "AI" only when a model answered.
    onSuccess: (res) => toast({ title: res.data.engine === "builtin+llm" ? "분석 완료 (AI 의견 포함)" : "분석 완료" }),
    onError: (error) => toastFailure("분석 실패", error),
  });
}
