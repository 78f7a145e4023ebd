// The launch checklist from what this install has now: settings, testimonials, accounts and configuration.
import { launchChecklist, type LaunchItem } from "@shared/office/launch-checklist";
import type { Db } from "../db";
import { smsConfigOf, type Env } from "../env";
import { logger } from "../lib/logger";
import { createUsersStorage } from "../storage/users.storage";
import type { InterviewsService } from "./interviews.service";
import type { SiteSettingsService } from "./site-settings.service";
import type { TestimonialsService } from "./testimonials.service";
import type { HolidayPull } from "./holiday-pull.service";
import type { HolidaysService } from "./holidays.service";

export interface LaunchConfig {
  smtpConfigured: boolean;
  smsConfigured: boolean;
  publicSiteUrl: string;
  verificationTags: boolean;
  backupPassphrase: boolean;
}

/** What the launch checklist needs to know of the configuration. */
export function launchConfigOf(env: Env): LaunchConfig {
  return {
    smtpConfigured: Boolean(env.SMTP_URL && env.NOTIFY_EMAIL),
    smsConfigured: smsConfigOf(env) !== undefined,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    verificationTags: Boolean(env.GOOGLE_SITE_VERIFICATION || env.NAVER_SITE_VERIFICATION),
    backupPassphrase: Boolean(process.env.BACKUP_PASSPHRASE),
  };
}

export function createLaunchChecklistService(
  db: Db,
  deps: {
    settings: SiteSettingsService;
    testimonials: TestimonialsService;
    interviews: Pick<InterviewsService, "publishedSampleTitles">;
    config: LaunchConfig;
    holidays?: HolidaysService;
    holidayPull?: Pick<HolidayPull, "problem">;
  },
) {
  const users = createUsersStorage(db);
  return {
    async items(): Promise<LaunchItem[]> {
      const [site, profile, intake, sampleTestimonials, sampleInterviews, adminsWithoutTwoFactor, missingHolidayYear, pullProblem] =
        await Promise.all([
          deps.settings.current("site"),
          deps.settings.current("profile"),
          deps.settings.current("intake"),
          deps.testimonials.countPublishedSamples(),
          deps.interviews.publishedSampleTitles(),
          users.countAdminsWithoutTwoFactor(),
          deps.holidays ? deps.holidays.missingNextYear() : Promise.resolve(null),
          deps.holidayPull ? deps.holidayPull.problem() : Promise.resolve(null),
        ]);
      return launchChecklist({
        site,
        profile,
        alertPhone: intake.alertPhone,
        sampleTestimonials,
        sampleInterviews,
        adminsWithoutTwoFactor,
        missingHolidayYear,
        holidayPullError: pullProblem
          ? { run: pullProblem.key, error: pullProblem.lastError ?? "", gaveUp: pullProblem.status === "failed" }
          : null,
        ...deps.config,
      });
    },
  };
}
export type LaunchChecklistService = ReturnType<typeof createLaunchChecklistService>;

/**
 * What a production start says about the checklist. Every item is a warning; an item that shows visitors fictional
 * samples is an error, with a line saying so, every start until it is fixed.
 *
 * Loud, not a refusal: the samples are removed through the back office, which runs in this same process, so a
 * start that refused them would leave the attorney no way to remove them short of editing the database; and a
 * refusal would also take down the consultation form, the office's intake, over content that the pages already
 * mark as an example ("예시") and that a new install ships unpublished (testimonials).
 */
export function logLaunchChecklist(
  items: readonly LaunchItem[],
  adminPath: string,
  log: Pick<typeof logger, "warn" | "error"> = logger,
): void {
  const fixOf = (item: LaunchItem) => ("tab" in item.fix ? `${adminPath}?tab=${item.fix.tab}` : item.fix.doc);
  const samples = items.filter((item) => item.publishesSamples);
  if (samples.length > 0) {
    log.error("launch checklist: the public site shows fictional sample content; replace or remove it before announcing the site", {
      items: samples.map((item) => item.title),
    });
  }
  for (const item of items)
    (item.publishesSamples ? log.error : log.warn)(`launch checklist: ${item.title}`, { detail: item.detail, fix: fixOf(item) });
}
