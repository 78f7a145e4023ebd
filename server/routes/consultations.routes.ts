import { Router } from "express";
import { consultationRequestSchema } from "@shared/intake/consultation-input";
import { CONSULTATION_RECEIVED_MESSAGE, type ConsultationsService } from "../services/consultations.service";

/** Public: a visitor submits a consultation request. */
export function consultationSubmitRoutes(service: ConsultationsService): Router {
  const router = Router();
  router.post("/consultations", async (req, res) => {
    const input = consultationRequestSchema.parse(req.body ?? {});
    const { id } = await service.submit(input, { ip: req.ip ?? "unknown" });
    res.status(201).json({ message: CONSULTATION_RECEIVED_MESSAGE, id });
  });
  return router;
}
