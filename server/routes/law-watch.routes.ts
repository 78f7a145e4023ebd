// The law watch's back-office API, mounted at /api: each guide's and interview's citations
// (GET/PUT /posts/:id/citations, /interviews/:id/citations), the watched laws (GET/POST/DELETE /law-watch/laws),
// the changes (GET /law-watch/changes?status=, PATCH /law-watch/changes/:id), a run by hand (POST /law-watch/run),
// the public-notice switch (GET/PUT /law-watch/settings), the watch's state (GET /law-watch/status) and the review
// queue (GET /review-dashboard).
import type { Router } from "express";
import { adminRouter } from "../middleware/require-admin";
import { AmbiguousLawError, type LawWatchService } from "../services/law-watch.service";
import type { LawWatchRun } from "../services/law-watch-run.service";
import type { ReviewDashboardService } from "../services/review-dashboard.service";
import { idParam } from "./id-param";
import { privateJson } from "./private-response";

export function lawWatchRoutes(lawWatch: LawWatchService, runner: LawWatchRun, dashboard: ReviewDashboardService): Router {
  const router = adminRouter();
  for (const [kind, path, what] of [
    ["post", "/posts/:id/citations", "게시글"],
    ["interview", "/interviews/:id/citations", "인터뷰"],
  ] as const) {
    router.get(path, async (req, res) => privateJson(res, await lawWatch.citations(kind, idParam(req.params.id, what))));
    router.put(path, async (req, res) => privateJson(res, await lawWatch.replaceCitations(kind, idParam(req.params.id, what), req.body)));
  }
  router.get("/law-watch/laws", async (_req, res) => privateJson(res, await lawWatch.laws()));
  router.post("/law-watch/laws", async (req, res) => {
    try {
      privateJson(res, await lawWatch.addLaw(req.body, req.user!.username), 201);
    } catch (error) {
      if (!(error instanceof AmbiguousLawError)) throw error;
      privateJson(res, { code: error.code, message: error.message, choices: error.choices }, 409);
    }
  });
  router.delete("/law-watch/laws/:lawId", async (req, res) => {
    await lawWatch.removeLaw(String(req.params.lawId));
    privateJson(res, { success: true, message: "감시 목록에서 뺐습니다." });
  });
  router.get("/law-watch/changes", async (req, res) => privateJson(res, await lawWatch.changes(req.query.status)));
  router.patch("/law-watch/changes/:id", async (req, res) =>
    privateJson(res, await lawWatch.updateChange(idParam(req.params.id, "법령 변경"), req.body, req.user!.username)),
  );
  router.post("/law-watch/run", async (_req, res) => {
    const outcome = await runner.run(true);
    if (!outcome.ran)
      return privateJson(
        res,
        outcome.reason === "off"
          ? { code: "LAW_WATCH_OFF", message: "법령 API가 설정되지 않아 확인할 수 없습니다(LAW_API_OC, LAW_API_URL)." }
          : { code: "LAW_WATCH_BUSY", message: "다른 서버에서 확인하는 중입니다. 잠시 후 다시 시도해 주세요." },
        outcome.reason === "off" ? 503 : 409,
      );
    if (outcome.status === "failed") return privateJson(res, { code: "LAW_API_FAILED", message: outcome.error }, 502);
    privateJson(res, outcome);
  });
  router.get("/law-watch/settings", async (_req, res) => privateJson(res, await lawWatch.settings()));
  router.put("/law-watch/settings", async (req, res) => privateJson(res, await lawWatch.setSettings(req.body, req.user!.username)));
  router.get("/law-watch/status", async (_req, res) => privateJson(res, await lawWatch.status()));
  router.get("/review-dashboard", async (_req, res) => privateJson(res, await dashboard.queue()));
  return router;
}
