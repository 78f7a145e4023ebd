import { Router } from "express";
import { consultationRequestSchema } from "@shared/intake/consultation-input";
import type { ConsultationsService } from "../services/consultations.service";

/** Public: a visitor submits a consultation request. */
export function consultationSubmitRoutes(service: ConsultationsService): Router {
  const router = Router();
  router.post("/consultations", async (req, res) => {
    const input = consultationRequestSchema.parse(req.body ?? {});
    const { id, message, acknowledgementSkipped, acknowledgements } = await service.submit(input, { ip: req.ip ?? "unknown" });
    res.status(201).json({ message, id, acknowledgementSkipped, acknowledgements });
  });
  return router;
}
