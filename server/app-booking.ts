// The booking domain as the app mounts it on /api: the public types, slots, bookings and manage links, and the
// administrator's bookings and availability blocks (the booking settings are a versioned setting).
import type { Router } from "express";
import type { Db } from "./db";
import type { Env } from "./env";
import type { Clock } from "./lib/clock";
import { adminBookingRoutes, publicBookingRoutes } from "./routes/booking.routes";
import { createBookingAdminService } from "./services/booking-admin.service";
import { createBookingService, type BookingService } from "./services/booking.service";
import type { ConsultationsService } from "./services/consultations.service";
import type { HolidaysService } from "./services/holidays.service";
import type { SiteSettingsService } from "./services/site-settings.service";
import type { ToolsService } from "./services/tools.service";

export function createAppBooking(deps: {
  db: Db;
  env: Env;
  clock?: Clock;
  siteSettings: SiteSettingsService;
  consultations: ConsultationsService;
  holidays: HolidaysService;
  tools: ToolsService;
}): { routers: Router[]; booking: BookingService } {
  const booking = createBookingService(deps.db, {
    consultations: deps.consultations,
    settings: deps.siteSettings,
    holidays: deps.holidays,
    tools: deps.tools,
    publicSiteUrl: deps.env.PUBLIC_SITE_URL ?? "",
    clock: deps.clock,
  });
  return {
    routers: [publicBookingRoutes(booking), adminBookingRoutes(createBookingAdminService(deps.db, { settings: deps.siteSettings }))],
    booking,
  };
}
