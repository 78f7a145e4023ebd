// Administrator: the messages sent about a request (GET /consultations/:id/messages).
import { recordIdSchema } from "@shared/validation/admin-consultations";
import { BadRequestError } from "../lib/errors";
import { adminRouter } from "../middleware/require-admin";
import type { ConsultationMessagesService } from "../services/consultation-messages.service";
import { actorOf, privateJson } from "./private-response";

export function consultationMessageRoutes(service: ConsultationMessagesService) {
  const router = adminRouter();
  router.get("/consultations/:id/messages", async (req, res) => {
    const parsed = recordIdSchema.safeParse(req.params.id);
    if (!parsed.success) throw new BadRequestError("잘못된 상담 신청 번호입니다.", "INVALID_ID");
    privateJson(res, await service.list(parsed.data, actorOf(req)));
  });
  return router;
}
