// Administrator: a request's follow-up log (GET the list, POST a contact attempt).
import { contactCreateSchema, type ContactCreated } from "@shared/intake/consultation-contacts";
import { adminRouter } from "../middleware/require-admin";
import { CONTACT_SAVED_MESSAGE, type ConsultationContactsService } from "../services/consultation-contacts.service";
import { idParam } from "./id-param";
import { actorOf, privateJson } from "./private-response";

export function consultationContactRoutes(service: ConsultationContactsService) {
  const router = adminRouter();

  router.get("/consultations/:id/contacts", async (req, res) => {
    privateJson(res, await service.list(idParam(req.params.id, "상담 신청"), actorOf(req)));
  });

  router.post("/consultations/:id/contacts", async (req, res) => {
    const id = idParam(req.params.id, "상담 신청");
    const input = contactCreateSchema.parse(req.body ?? {});
    const contact = await service.log(id, input, actorOf(req));
    const body: ContactCreated = { success: true, message: CONTACT_SAVED_MESSAGE, contact };
    privateJson(res, body, 201);
  });

  return router;
}
