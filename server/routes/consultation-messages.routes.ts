// Administrator: the messages sent about a request (GET /consultations/:id/messages).
import { adminRouter } from "../middleware/require-admin";
import type { ConsultationMessagesService } from "../services/consultation-messages.service";
import { actorOf, privateJson } from "./private-response";
import { idParam } from "./id-param";

export function consultationMessageRoutes(service: ConsultationMessagesService) {
  const router = adminRouter();
  router.get("/consultations/:id/messages", async (req, res) => {
    privateJson(res, await service.list(idParam(req.params.id, "상담 신청"), actorOf(req)));
  });
  return router;
}
