import { subjectCorrectionSchema, subjectDestroySchema, subjectExportSchema, subjectLookupSchema } from "@shared/intake/subject-requests";
import { adminRouter } from "../middleware/require-admin";
import type { SubjectRequestsService } from "../services/subject-requests.service";
import { actorOf, privateJson } from "./private-response";
import { idParam } from "./id-param";

/**
 * Administrator: the 개인정보 요청 tool. The phone or e-mail travels in POST bodies, never in an address (which
 * logs and browser history keep).
 */
export function subjectRequestRoutes(service: SubjectRequestsService) {
  const router = adminRouter();

  router.post("/subject-requests/search", async (req, res) => {
    const lookup = subjectLookupSchema.parse(req.body ?? {});
    privateJson(res, await service.search(lookup, actorOf(req)));
  });

  router.post("/subject-requests/export", async (req, res) => {
    const selection = subjectExportSchema.parse(req.body ?? {});
    const file = await service.export(selection, actorOf(req));
    res
      .set("Cache-Control", "no-store")
      .set("Content-Type", "text/plain; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="${file.filename}"`)
      .send(`\uFEFF${file.text}\n`);
  });

  router.patch("/subject-requests/consultations/:id", async (req, res) => {
    const id = idParam(req.params.id, "상담 신청");
    const input = subjectCorrectionSchema.parse(req.body ?? {});
    const record = await service.correct(id, input, actorOf(req));
    privateJson(res, { success: true, message: "정정했습니다.", record });
  });

  router.post("/subject-requests/destroy", async (req, res) => {
    const count = await service.destroy(subjectDestroySchema.parse(req.body ?? {}), actorOf(req));
    privateJson(res, { success: true, message: `상담 신청 ${count}건을 파기했습니다.`, count });
  });

  router.get("/destruction-records", async (_req, res) => {
    privateJson(res, await service.destructions());
  });

  return router;
}
