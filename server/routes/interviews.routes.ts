import { Router } from "express";
import type { InterviewsService } from "../services/interviews.service";

/** Public: published interviews only. `:slugOrId` takes the slug or the numeric id. */
export function interviewsRoutes(interviews: InterviewsService): Router {
  const router = Router();
  router.get("/interviews", async (req, res) => {
    const q = typeof req.query.q === "string" ? req.query.q : "";
    res.set("Cache-Control", "public, max-age=60").json(await interviews.listInterviews(q));
  });
  router.get("/interviews/:slugOrId", async (req, res) => {
    res.set("Cache-Control", "public, max-age=60").json(await interviews.getInterview(req.params.slugOrId));
  });
  return router;
}
