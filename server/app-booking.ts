// The booking domain as the app mounts it on /api: the public types, slots, bookings and manage links, and the
// administrator's bookings, their messages, availability blocks and calendar feed (imported hourly; no timer in
// tests). The booking settings are a versioned setting.
import type { Router } from "express";
import type { Db } from "./db";
import type { Env } from "./env";
import type { Clock } from "./lib/clock";
import { adminBookingRoutes, publicBookingRoutes } from "./routes/booking.routes";
import { createSecretBox, secretKey } from "./lib/secret-box";
import { loadSessionSecret } from "./middleware/session";
import { createBookingAdminService } from "./services/booking-admin.service";
import { createBookingMessages } from "./services/booking-messages.service";
import { createBookingFeed, type BookingFeed } from "./services/booking-feed.service";
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
  /** Wakes the outbound sender once booking messages are queued. */
  wakeOutbound?: () => void;
}): { routers: Router[]; feed: BookingFeed; booking: BookingService } {
  const publicSiteUrl = deps.env.PUBLIC_SITE_URL ?? "";
  const messages = createBookingMessages(deps.db, {
    settings: deps.siteSettings,
    publicSiteUrl,
    clock: deps.clock,
    wake: deps.wakeOutbound,
  });
  const booking = createBookingService(deps.db, {
    consultations: deps.consultations,
    settings: deps.siteSettings,
    holidays: deps.holidays,
    tools: deps.tools,
    messages,
    publicSiteUrl,
    clock: deps.clock,
  });
  const feed = createBookingFeed({
    db: deps.db,
    box: createSecretBox(secretKey(deps.env.TOTP_ENCRYPTION_KEY, loadSessionSecret(deps.env))),
    settings: deps.siteSettings,
    allowLoopbackHttp: deps.env.NODE_ENV !== "production",
    clock: deps.clock,
    sweepMs: deps.env.NODE_ENV === "test" ? 0 : undefined,
    // Imported busy times are blocks too: the requesters they cover get the reschedule link (key "0:<start>"),
    // written in the import's transaction.
    onCovered: {
      prepare: async () => {
        const write = await messages.prepare();
        return (tx, marked) => write.blocked(tx, 0, marked);
      },
      committed: () => messages.wake(),
    },
  });
  return {
    routers: [
      publicBookingRoutes(booking),
      adminBookingRoutes(createBookingAdminService(deps.db, { settings: deps.siteSettings, messages }), feed),
    ],
    feed,
    booking,
  };
}
