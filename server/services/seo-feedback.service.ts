// Optional qualitative feedback on a draft from a language model behind an OpenAI-compatible chat-completions
// API, merged into the built-in SEO analysis. The model's answer is never trusted: it must be JSON of the
// agreed shape, its texts are capped, and a failure or a slow answer (10 s) leaves the built-in analysis alone.
// Only the draft itself is sent (title, summary, focus keyword, text); never anything about consultations.
import { z } from "zod";
import type { SeoAnalysisInput } from "@shared/seo/seo-analysis";
import { describeError, logger } from "../lib/logger";

export const FEEDBACK_TIMEOUT_MS = 10_000;
const CONTENT_SENT = 20_000;

interface ModelFeedback {
  feedback: string;
  improvements: string[];
}

const answerSchema = z.object({
  feedback: z.string().trim().min(1).max(2000),
  improvements: z.array(z.string().trim().min(1).max(300)).max(8).default([]),
});

const SYSTEM_PROMPT = [
  "당신은 한국 형사 변호사 사무소 웹사이트의 편집자입니다. 경찰 조사나 고소를 앞두고 밤에 검색하는 불안한 독자가 읽을 법률 안내 글 초안을 검토합니다.",
  "다음을 한국어로 평가하세요: 법률 전문성(법조문·절차 설명이 정확하고 구체적인지), 신뢰성(출처·법령 인용, 과장 없음), 불안한 독자에게 명확한지(다음에 할 일이 분명한지),",
  "변호사 광고 규정 준수(등록하지 않은 '전문' 표현, 최고·최초 같은 최상급, 결과 보장·승소율, 무료 상담 유인, 전관 강조가 없는지).",
  '반드시 JSON 객체 하나로만 답하세요: {"feedback": "두세 문단의 종합 의견", "improvements": ["구체적인 수정 제안", "..."]} (제안은 최대 8개).',
].join("\n");

export interface SeoFeedbackOptions {
  /** Base URL of the API, e.g. https://api.openai.com/v1 */
  url: string;
  key: string;
  model: string;
  timeoutMs?: number;
}

export type SeoFeedback = (draft: SeoAnalysisInput) => Promise<ModelFeedback | undefined>;

export function createSeoFeedback({ url, key, model, timeoutMs = FEEDBACK_TIMEOUT_MS }: SeoFeedbackOptions): SeoFeedback {
  const endpoint = `${url.replace(/\/+$/, "")}/chat/completions`;
  return async (draft) => {
    const user = [
      `제목: ${draft.title}`,
      draft.excerpt ? `요약: ${draft.excerpt}` : "",
      draft.focusKeyword ? `포커스 키워드: ${draft.focusKeyword}` : "",
      `본문:\n${draft.content.slice(0, CONTENT_SENT)}`,
    ]
      .filter(Boolean)
      .join("\n");
    try {
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
        body: JSON.stringify({
          model,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: user },
          ],
          response_format: { type: "json_object" },
          temperature: 0.2,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`model API answered ${res.status}`);
      const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== "string") throw new Error("model API answer without message content");
      const parsed = answerSchema.safeParse(JSON.parse(content));
      if (!parsed.success) throw new Error("model answer is not of the agreed shape");
      return parsed.data;
    } catch (error) {
      logger.warn("SEO model feedback unavailable; built-in analysis only", describeError(error));
      return undefined;
    }
  };
}
