// The tools domain as the app mounts it: the holiday calendar (with the 특일정보 pull when HOLIDAY_API_KEY is
// set, and its scheduled pull), the deadline and penalty tools on /api/tools, the rule reviews and the holiday administration.
import type { Router } from "express";
import type { Db } from "./db";
import type { Env } from "./env";
import type { Clock } from "./lib/clock";
import { adminHolidayRoutes, adminRuleRoutes, publicToolRoutes } from "./routes/tools.routes";
import { createHolidayPull, type HolidayPull } from "./services/holiday-pull.service";
import { createHolidaysService, type HolidaysService } from "./services/holidays.service";
import type { SiteSettingsService } from "./services/site-settings.service";
import { createToolsService, type ToolsService } from "./services/tools.service";

export function createAppTools({ db, env, clock, siteSettings }: { db: Db; env: Env; clock?: Clock; siteSettings: SiteSettingsService }): {
  holidays: HolidaysService;
  /** The scheduled pull from 특일정보 (hourly sweep; off without HOLIDAY_API_KEY, no timer in tests). */
  holidayPull: HolidayPull;
  tools: ToolsService;
  /** Mounted on /api/tools: the public tools and the rule reviews. */
  toolRouters: Router[];
  /** Mounted on /api: the holiday administration. */
  holidayRouter: Router;
} {
  const holidays = createHolidaysService(db, {
    kasi: env.HOLIDAY_API_KEY ? { key: env.HOLIDAY_API_KEY, base: env.KASI_API_BASE } : undefined,
    clock,
  });
  const holidayPull = createHolidayPull({
    db,
    holidays,
    enabled: Boolean(env.HOLIDAY_API_KEY),
    clock,
    sweepMs: env.NODE_ENV === "test" ? 0 : undefined,
  });
  const tools = createToolsService(db, { holidays, officePhone: async () => (await siteSettings.site()).phone });
  return {
    holidays,
    holidayPull,
    tools,
    toolRouters: [publicToolRoutes(tools), adminRuleRoutes(tools)],
    holidayRouter: adminHolidayRoutes(holidays, holidayPull),
  };
}
