// Booking. Public: the types, the free slots, a booking, and the manage link's view, reschedule and cancel (all
// answers private: they are about someone's own request). Administrator: the bookings of a period, a booking's
// status and messages (reminders, decisions), the availability blocks and the calendar feed that imports busy times.
// Booking settings are a versioned setting (/api/booking-settings).
import { Router } from "express";
import { adminRouter } from "../middleware/require-admin";
import type { BookingAdminService } from "../services/booking-admin.service";
import type { BookingFeed } from "../services/booking-feed.service";
import type { BookingService } from "../services/booking.service";
import { idParam } from "./id-param";
import { privateJson } from "./private-response";

export function publicBookingRoutes(booking: BookingService): Router {
  const router = Router();
  router.get("/booking/types", async (_req, res) => privateJson(res, await booking.types()));
  router.get("/booking/slots", async (req, res) => privateJson(res, await booking.slots(req.query as Record<string, unknown>)));
  router.post("/bookings", async (req, res) => {
    const answer = await booking.book(req.body, { ip: req.ip ?? "" });
    privateJson(res, answer.body, answer.status);
  });
  router.get("/bookings/by-token/:token", async (req, res) => privateJson(res, await booking.byToken(String(req.params.token))));
  router.post("/bookings/by-token/:token/reschedule", async (req, res) =>
    privateJson(res, await booking.reschedule(String(req.params.token), req.body)),
  );
  router.post("/bookings/by-token/:token/cancel", async (req, res) => privateJson(res, await booking.cancel(String(req.params.token))));
  return router;
}

export function adminBookingRoutes(admin: BookingAdminService, feed: BookingFeed): Router {
  const router = adminRouter();
  // The calendar feed before "/availability-blocks/:id".
  router.get("/availability-blocks/ics-feed", async (_req, res) => privateJson(res, await feed.view()));
  router.put("/availability-blocks/ics-feed", async (req, res) => privateJson(res, await feed.save(req.body)));
  router.delete("/availability-blocks/ics-feed", async (_req, res) => privateJson(res, await feed.remove()));
  router.get("/bookings", async (req, res) => privateJson(res, await admin.list(req.query as Record<string, unknown>)));
  router.get("/bookings/:id/messages", async (req, res) => privateJson(res, await admin.messages(idParam(req.params.id, "예약"))));
  router.patch("/bookings/:id", async (req, res) => privateJson(res, await admin.patch(idParam(req.params.id, "예약"), req.body)));
  router.get("/availability-blocks", async (req, res) => privateJson(res, await admin.blocks(req.query as Record<string, unknown>)));
  router.post("/availability-blocks", async (req, res) => privateJson(res, await admin.addBlock(req.body), 201));
  router.delete("/availability-blocks/:id", async (req, res) => {
    await admin.removeBlock(idParam(req.params.id, "일정"));
    privateJson(res, { success: true, message: "일정을 삭제했습니다." });
  });
  return router;
}
