// The launch checklist from what this install has now: settings, testimonials, accounts and configuration.
import { launchChecklist, type LaunchItem, type LawWatchFacts } from "@shared/office/launch-checklist";
import type { Db } from "../db";
import type { Env } from "../env";
import type { Delivery } from "./delivery.service";
import { logger } from "../lib/logger";
import { createUsersStorage } from "../storage/users.storage";
import type { InterviewsService } from "./interviews.service";
import type { SiteSettingsService } from "./site-settings.service";
import type { TestimonialsService } from "./testimonials.service";
import type { HolidayPull } from "./holiday-pull.service";
import type { HolidaysService } from "./holidays.service";

/** What the launch checklist needs to know of the server's own configuration (the host's part). */
export interface LaunchConfig {
  publicSiteUrl: string;
  /** GOOGLE_SITE_VERIFICATION or NAVER_SITE_VERIFICATION is set (else the back office's codes count). */
  verificationEnv: boolean;
  backupPassphrase: boolean;
}

export function launchConfigOf(env: Env): LaunchConfig {
  return {
    publicSiteUrl: env.PUBLIC_SITE_URL,
    verificationEnv: Boolean(env.GOOGLE_SITE_VERIFICATION || env.NAVER_SITE_VERIFICATION),
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
    /** Whether mail and texts are set up now (the environment or the back office's settings). */
    delivery?: Pick<Delivery, "status">;
    holidays?: HolidaysService;
    holidayPull?: Pick<HolidayPull, "problem">;
    lawWatch?: () => Promise<LawWatchFacts>;
  },
) {
  const users = createUsersStorage(db);
  return {
    async items(): Promise<LaunchItem[]> {
      const [
        site,
        profile,
        intake,
        search,
        delivery,
        sampleTestimonials,
        sampleInterviews,
        adminsWithoutTwoFactor,
        missingHolidayYear,
        pullProblem,
        lawWatch,
      ] = await Promise.all([
        deps.settings.current("site"),
        deps.settings.current("profile"),
        deps.settings.current("intake"),
        deps.settings.current("search"),
        deps.delivery ? deps.delivery.status() : { mail: false, notifyEmail: false, sms: false },
        deps.testimonials.countPublishedSamples(),
        deps.interviews.publishedSampleTitles(),
        users.countAdminsWithoutTwoFactor(),
        deps.holidays ? deps.holidays.missingNextYear() : Promise.resolve(null),
        deps.holidayPull ? deps.holidayPull.problem() : Promise.resolve(null),
        deps.lawWatch ? deps.lawWatch() : Promise.resolve(undefined),
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
        lawWatch,
        smtpConfigured: delivery.mail,
        notifyEmail: delivery.notifyEmail,
        smsConfigured: delivery.sms,
        verificationTags: deps.config.verificationEnv || Boolean(search.google || search.naver),
        publicSiteUrl: deps.config.publicSiteUrl,
        backupPassphrase: deps.config.backupPassphrase,
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
