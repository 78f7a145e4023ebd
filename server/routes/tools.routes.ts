// The public tools (POST /api/tools/deadline, /limitation, /drunk-driving) and, for the administrator, the deadline
// rules and their review, and the holiday calendar (GET/POST /holidays, DELETE /holidays/:date, POST /holidays/sync, GET /holidays/pulls: the scheduled pulls).
// The public answers are computed from the request alone: no input is stored, logged or cached.
import { Router, type Response } from "express";
import { drunkDriving, parseDrunkDriving } from "@shared/tools/drunk-driving";
import { ValidationError } from "../lib/errors";
import { adminRouter } from "../middleware/require-admin";
import type { HolidayPull } from "../services/holiday-pull.service";
import type { HolidaysService } from "../services/holidays.service";
import { RuleUnderReviewError, type ToolsService } from "../services/tools.service";
import { privateJson } from "./private-response";

/** An answer about someone's own case: never stored by a browser or a proxy. */
const answer = (res: Response, body: unknown, status = 200) => privateJson(res, body, status);

/** Mounted at /api/tools. */
export function publicToolRoutes(tools: ToolsService): Router {
  const router = Router();
  router.post("/deadline", async (req, res) => {
    try {
      answer(res, await tools.deadline(req.body));
    } catch (error) {
      if (!(error instanceof RuleUnderReviewError)) throw error;
      answer(res, { code: error.code, message: error.message, officePhone: error.officePhone, ...error.extra }, 409);
    }
  });
  router.post("/limitation", async (req, res) => answer(res, tools.limitation(req.body)));
  router.post("/drunk-driving", async (req, res) => {
    const parsed = parseDrunkDriving(req.body);
    if (!parsed.ok) throw new ValidationError({ [parsed.field]: [parsed.message] }, parsed.message);
    answer(res, drunkDriving(parsed.input));
  });
  return router;
}

/** Mounted at /api/tools (the page paths under /tools are the page map's; these are the API's). */
export function adminRuleRoutes(tools: ToolsService): Router {
  const router = adminRouter();
  router.get("/rules", async (_req, res) => privateJson(res, await tools.rules()));
  router.post("/rules/:key/review", async (req, res) => {
    privateJson(res, await tools.review(String(req.params.key), { id: req.user!.id, username: req.user!.username }));
  });
  return router;
}

/** Mounted at /api: the holiday calendar. */
export function adminHolidayRoutes(holidays: HolidaysService, pull: HolidayPull): Router {
  const router = adminRouter();
  router.get("/holidays/pulls", async (_req, res) => privateJson(res, { enabled: pull.enabled, runs: await pull.recent() }));
  router.get("/holidays", async (req, res) => privateJson(res, await holidays.list(req.query.year)));
  router.post("/holidays", async (req, res) => privateJson(res, await holidays.addManual(req.body), 201));
  router.post("/holidays/sync", async (req, res) => {
    const apply = req.query.apply === "1" || req.query.apply === "true";
    privateJson(res, await holidays.sync(req.query.year, req.query.month, apply));
  });
  router.delete("/holidays/:date", async (req, res) => {
    await holidays.remove(String(req.params.date));
    privateJson(res, { success: true, message: "공휴일을 삭제했습니다." });
  });
  return router;
}
