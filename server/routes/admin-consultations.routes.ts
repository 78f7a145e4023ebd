import {
  consultationExportSchema,
  consultationListQuerySchema,
  consultationUpdateSchema,
  recordIdSchema,
} from "@shared/intake/admin-consultations";
import { accessLogExportSchema, accessLogFiltersSchema } from "@shared/intake/access-log";
import { describeAccess } from "@shared/intake/access-log-actions";
import type { AccessLogItem } from "@shared/intake/admin-consultations";
import { seoulDate, seoulDateTime } from "@shared/lib/dates";
import { csvRow, UTF8_BOM } from "../lib/csv";
import { BadRequestError } from "../lib/errors";
import { adminRouter } from "../middleware/require-admin";
import { DELETED_MESSAGE, exportColumns, UPDATED_MESSAGE, type AdminConsultationsService } from "../services/admin-consultations.service";
import { actorOf, privateJson } from "./private-response";
import { idParam } from "./id-param";

const ACCESS_LOG_CSV_HEADINGS = ["시각", "사용자", "작업", "접수번호", "내용", "경로", "IP"];

function accessLogCsvRow(item: AccessLogItem): (string | number | null)[] {
  const { label, note, technical } = describeAccess(item.action, item.detail);
  return [seoulDateTime(item.createdAt), item.username, label, item.consultationId, note, technical, item.ip];
}

const SEARCH_IN_URL_MESSAGE = "검색어는 주소에 담을 수 없습니다. 검색은 POST /api/consultations/search 의 요청 본문으로 보내주세요.";

/** Administrator: consultation requests (list, change, delete, history, CSV) and the access log. */
export function adminConsultationRoutes(service: AdminConsultationsService) {
  const router = adminRouter();

  // A search text is a name, a phone number or words of a request: it travels in a request body, never in a URL
  // (which proxies, server logs and the browser's history keep). GET takes the other filters only.
  router.get("/consultations", async (req, res) => {
    if (req.query.search !== undefined) throw new BadRequestError(SEARCH_IN_URL_MESSAGE, "SEARCH_IN_URL");
    const query = consultationListQuerySchema.parse(req.query);
    privateJson(res, await service.list(query, actorOf(req)));
  });

  router.post("/consultations/search", async (req, res) => {
    const query = consultationListQuerySchema.parse(req.body ?? {});
    privateJson(res, await service.list(query, actorOf(req)));
  });

  router.patch("/consultations/:id", async (req, res) => {
    const id = idParam(req.params.id, "상담 신청");
    const input = consultationUpdateSchema.parse(req.body ?? {});
    const consultation = await service.update(id, input, actorOf(req));
    privateJson(res, { success: true, message: UPDATED_MESSAGE, consultation });
  });

  router.delete("/consultations/:id", async (req, res) => {
    await service.remove(idParam(req.params.id, "상담 신청"), actorOf(req));
    privateJson(res, { success: true, message: DELETED_MESSAGE });
  });

  router.get("/consultations/:id/history", async (req, res) => {
    privateJson(res, await service.history(idParam(req.params.id, "상담 신청"), actorOf(req)));
  });

  // POST, not GET: it records the export and its reason (no state change over GET; CSRF-checked).
  router.post("/consultations/export", async (req, res) => {
    const { reason, ...filters } = consultationExportSchema.parse(req.body ?? {});
    const columns = exportColumns(actorOf(req));
    const batches = service.exportRows(filters, reason, actorOf(req));
    const first = await batches.next(); // the access log is written before any byte leaves
    const day = seoulDate(new Date());
    res.status(200).set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="consultations-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`상담신청-${day}.csv`)}`,
      "Cache-Control": "no-store",
    });
    res.write(UTF8_BOM + csvRow(columns.map((c) => c.heading)));
    for (let step = first; !step.done; step = await batches.next()) {
      res.write(step.value.map((row) => csvRow(columns.map((c) => c.value(row)))).join(""));
    }
    res.end();
  });

  router.get("/access-logs", async (req, res) => {
    const { cursor, ...query } = req.query;
    let before: number | undefined;
    if (cursor !== undefined) {
      const parsed = recordIdSchema.safeParse(cursor);
      if (!parsed.success) throw new BadRequestError("잘못된 페이지 정보입니다.", "INVALID_CURSOR");
      before = parsed.data;
    }
    privateJson(res, await service.accessLog.page(before, accessLogFiltersSchema.parse(query)));
  });

  // The log's periodic review, as CSV: POST for the same reasons as the requests' export (it records itself).
  router.post("/access-logs/export", async (req, res) => {
    const { reason, ...filters } = accessLogExportSchema.parse(req.body ?? {});
    const batches = service.accessLog.exportRows(filters, reason, actorOf(req));
    const first = await batches.next(); // the export's own entry is written before any byte leaves
    const day = seoulDate(new Date());
    res.status(200).set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="access-log-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`접근기록-${day}.csv`)}`,
      "Cache-Control": "no-store",
    });
    res.write(UTF8_BOM + csvRow(ACCESS_LOG_CSV_HEADINGS));
    for (let step = first; !step.done; step = await batches.next()) {
      res.write(step.value.map((item) => csvRow(accessLogCsvRow(item))).join(""));
    }
    res.end();
  });

  return router;
}
