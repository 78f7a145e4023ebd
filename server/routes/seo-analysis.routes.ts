import { seoAnalysisRequestSchema } from "@shared/validation/post";
import { analyzeSeo } from "@shared/seo-analysis";
import { REGISTERED_SPECIALTIES } from "@shared/site-config";
import { adminRouter } from "../middleware/require-admin";
import { postBody } from "./admin-posts.routes";

/**
 * Administrator: POST /api/analyze-seo, the built-in analysis of a draft (keyword research 0–20, content
 * quality 0–50, structure 0–30, each check with what to change, advertising-rule warnings apart).
 */
export function seoAnalysisRoutes() {
  const router = adminRouter();
  router.post("/analyze-seo", postBody, (req, res) => {
    const input = seoAnalysisRequestSchema.parse(req.body ?? {});
    const data = { ...analyzeSeo(input, { registeredSpecialties: REGISTERED_SPECIALTIES }), engine: "builtin" as const };
    res.set("Cache-Control", "no-store").json({ success: true, data, message: `총 SEO 점수: ${data.totalScore}점` });
  });
  return router;
}
