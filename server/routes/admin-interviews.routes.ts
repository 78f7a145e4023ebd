import { interviewInputSchema, interviewListQuerySchema } from "@shared/content/interview-input";
import { postReviewSchema } from "@shared/content/post-input";
import { adminRouter } from "../middleware/require-admin";
import { INTERVIEW_MESSAGES, type AdminInterviewsService } from "../services/admin-interviews.service";
import { actorOf } from "./admin-params";
import { idParam } from "./id-param";
import { postBody } from "./admin-posts.routes";
import { privateJson } from "./private-response";
import { refuseSearchInUrl } from "./search-in-url";

const id = (value: unknown) => idParam(value, "인터뷰");

/**
 * Administrator: client interviews. `reads` (mounted at /api/admin) lists them with drafts and scheduled ones,
 * reads one and its revisions; `writes` (mounted at /api) writes, trashes, restores and marks reviewed, sharing
 * /api/interviews with the public reading routes, which answer GET only.
 */
export function adminInterviewRoutes(interviews: AdminInterviewsService) {
  return { reads: adminInterviewReads(interviews), writes: adminInterviewWrites(interviews) };
}

function adminInterviewReads(interviews: AdminInterviewsService) {
  const router = adminRouter();

  // The list's state filter may sit in the URL; its search text only in the body of POST /api/admin/interviews/search.
  router.get("/interviews", async (req, res) => {
    refuseSearchInUrl(req, "/api/admin/interviews/search");
    privateJson(res, await interviews.list(interviewListQuerySchema.parse(req.query)));
  });

  router.post("/interviews/search", async (req, res) => {
    privateJson(res, await interviews.list(interviewListQuerySchema.parse(req.body ?? {})));
  });

  router.get("/interviews/trash", async (_req, res) => {
    privateJson(res, await interviews.list({}, true));
  });

  router.get("/interviews/:id", async (req, res) => {
    privateJson(res, await interviews.get(id(req.params.id)));
  });

  router.get("/interviews/:id/revisions", async (req, res) => {
    privateJson(res, await interviews.revisions(id(req.params.id)));
  });

  return router;
}

function adminInterviewWrites(interviews: AdminInterviewsService) {
  const router = adminRouter();

  router.post("/interviews", postBody, async (req, res) => {
    const interview = await interviews.create(interviewInputSchema.parse(req.body ?? {}));
    privateJson(res, { success: true, message: INTERVIEW_MESSAGES.created, interview }, 201);
  });

  router.put("/interviews/:id", postBody, async (req, res) => {
    const target = id(req.params.id);
    const interview = await interviews.update(target, interviewInputSchema.parse(req.body ?? {}), actorOf(req));
    privateJson(res, { success: true, message: INTERVIEW_MESSAGES.updated, interview });
  });

  router.delete("/interviews/:id", async (req, res) => {
    await interviews.remove(id(req.params.id));
    privateJson(res, { success: true, message: INTERVIEW_MESSAGES.deleted });
  });

  router.post("/interviews/:id/restore", async (req, res) => {
    const interview = await interviews.restore(id(req.params.id));
    privateJson(res, { success: true, message: INTERVIEW_MESSAGES.restored, interview });
  });

  router.post("/interviews/:id/review", async (req, res) => {
    const target = id(req.params.id);
    const { lawAsOf } = postReviewSchema.parse(req.body ?? {});
    const interview = await interviews.markReviewed(target, lawAsOf);
    privateJson(res, { success: true, message: INTERVIEW_MESSAGES.reviewed, interview });
  });

  router.post("/interviews/:id/revisions/:revisionId/restore", async (req, res) => {
    const interview = await interviews.restoreRevision(id(req.params.id), idParam(req.params.revisionId, "버전"), actorOf(req));
    privateJson(res, { success: true, message: INTERVIEW_MESSAGES.revisionRestored, interview });
  });

  return router;
}
