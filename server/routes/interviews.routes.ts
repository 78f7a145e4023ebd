import { Router } from "express";
import { cachedJson, type ResponseCache } from "../lib/response-cache";
import type { InterviewsService } from "../services/interviews.service";

/** Public: published interviews only, answered from the per-version cache. `:slugOrId` takes the slug or the numeric id. */
export function interviewsRoutes(interviews: InterviewsService, cache: ResponseCache, version: () => number): Router {
  const router = Router();
  router.get(
    "/interviews",
    cachedJson(cache, version, (req) => interviews.listInterviews(typeof req.query.q === "string" ? req.query.q : "")),
  );
  router.get(
    "/interviews/:slugOrId",
    cachedJson(cache, version, (req) => interviews.getInterview(String(req.params.slugOrId))),
  );
  return router;
}
