import { seoAnalysisRequestSchema } from "@shared/content/post-input";
import { analyzeSeo, type SeoAnalysisResult } from "@shared/seo/seo-analysis";
import { adminRouter } from "../middleware/require-admin";
import type { SeoFeedback } from "../services/seo-feedback.service";
import { postBody } from "./admin-posts.routes";

/**
 * Administrator: POST /api/analyze-seo, the built-in analysis of a draft (keyword research 0–20, content
 * quality 0–50, structure 0–30, each check with what to change, advertising-rule warnings apart). With a model
 * configured, its qualitative feedback is merged in: `feedback`, `modelImprovements` (also appended to
 * `improvements`) and `engine: "builtin+llm"`; otherwise, or when the model fails, `engine: "builtin"`.
 */
export function seoAnalysisRoutes(specialties: () => Promise<readonly string[]>, feedback?: SeoFeedback) {
  const router = adminRouter();
  router.post("/analyze-seo", postBody, async (req, res) => {
    const input = seoAnalysisRequestSchema.parse(req.body ?? {});
    const builtin = analyzeSeo(input, { registeredSpecialties: await specialties() });
    const model = feedback ? await feedback(input) : undefined;
    const data: SeoAnalysisResult = model
      ? {
          ...builtin,
          improvements: [...builtin.improvements, ...model.improvements],
          feedback: model.feedback,
          modelImprovements: model.improvements,
          engine: "builtin+llm",
        }
      : { ...builtin, engine: "builtin" };
    res.set("Cache-Control", "no-store").json({ success: true, data, message: `총 SEO 점수: ${data.totalScore}점` });
  });
  return router;
}
