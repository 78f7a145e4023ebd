// How the site sends (administrator): the mail server, the text provider and the alert address. GET answers them
// without their secrets (whether each is saved, and which parts the server's environment overrides); PUT saves
// the form (an empty secret keeps the saved one); the test routes send through what is configured now and answer
// the provider's own answer, or 502 with its error.
import type { Request } from "express";
import { DELIVERY_SETTINGS_PATH } from "@shared/settings/settings-kinds";
import { adminRouter } from "../middleware/require-admin";
import type { Delivery } from "../services/delivery.service";
import { privateJson } from "./private-response";

const saver = (req: Request) => ({ id: req.user!.id, username: req.user!.username });

export function deliverySettingsRoutes(delivery: Delivery) {
  const router = adminRouter();
  router.get(DELIVERY_SETTINGS_PATH, async (_req, res) => privateJson(res, await delivery.view()));
  router.put(DELIVERY_SETTINGS_PATH, async (req, res) => privateJson(res, await delivery.save(req.body ?? {}, saver(req))));
  router.post(`${DELIVERY_SETTINGS_PATH}/test-email`, async (req, res) => privateJson(res, await delivery.testEmail(req.body ?? {})));
  router.post(`${DELIVERY_SETTINGS_PATH}/test-sms`, async (req, res) => privateJson(res, await delivery.testSms(req.body ?? {})));
  return router;
}
