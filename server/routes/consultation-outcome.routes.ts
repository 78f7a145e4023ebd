// The back office's outcome, conflict-check and report routes (HTTP only; the rules are in the services).
import { conflictCheckSchema, otherPartyUpdateSchema, outcomeUpdateSchema } from "@shared/intake/consultation-outcome";
import { outcomeReportQuerySchema } from "@shared/intake/outcome-report";
import { csvRow, UTF8_BOM } from "../lib/csv";
import { adminRouter } from "../middleware/require-admin";
import { UPDATED_MESSAGE } from "../services/admin-consultations.service";
import type { ConsultationOutcomeService } from "../services/consultation-outcome.service";
import { outcomeReportCsvRows, type OutcomeReportService } from "../services/outcome-report.service";
import { actorOf, privateJson } from "./private-response";
import { idParam } from "./id-param";

export function consultationOutcomeRoutes(outcomes: ConsultationOutcomeService, reports: OutcomeReportService) {
  const router = adminRouter();

  router.patch("/consultations/:id/outcome", async (req, res) => {
    const id = idParam(req.params.id, "상담 신청");
    const consultation = await outcomes.setOutcome(id, outcomeUpdateSchema.parse(req.body ?? {}), actorOf(req));
    privateJson(res, { success: true, message: UPDATED_MESSAGE, consultation });
  });

  router.patch("/consultations/:id/other-party", async (req, res) => {
    const id = idParam(req.params.id, "상담 신청");
    const consultation = await outcomes.setOtherParty(id, otherPartyUpdateSchema.parse(req.body ?? {}), actorOf(req));
    privateJson(res, { success: true, message: UPDATED_MESSAGE, consultation });
  });

  router.get("/consultations/:id/conflicts", async (req, res) => {
    privateJson(res, await outcomes.conflicts(idParam(req.params.id, "상담 신청"), actorOf(req)));
  });

  router.post("/consultations/:id/conflict-check", async (req, res) => {
    const id = idParam(req.params.id, "상담 신청");
    const consultation = await outcomes.recordConflictCheck(id, conflictCheckSchema.parse(req.body ?? {}), actorOf(req));
    privateJson(res, { success: true, message: "충돌 확인 결과를 기록했습니다.", consultation });
  });

  router.get("/reports/outcomes", async (req, res) => {
    privateJson(res, await reports.report(outcomeReportQuerySchema.parse(req.query), actorOf(req)));
  });

  router.get("/reports/outcomes.csv", async (req, res) => {
    const query = outcomeReportQuerySchema.parse(req.query);
    const report = await reports.report(query, actorOf(req));
    const name = `outcomes-${query.from}-${query.to}.csv`;
    res
      .status(200)
      .set({
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(`성과보고서-${query.from}-${query.to}.csv`)}`,
        "Cache-Control": "no-store",
      })
      .send(UTF8_BOM + outcomeReportCsvRows(report).map(csvRow).join(""));
  });

  return router;
}
