// The launch checklist from what this install has now: settings, testimonials, accounts and configuration.
import { launchChecklist, type LaunchItem } from "@shared/office/launch-checklist";
import type { Db } from "../db";
import { smsConfigOf, type Env } from "../env";
import { createUsersStorage } from "../storage/users.storage";
import type { SiteSettingsService } from "./site-settings.service";
import type { TestimonialsService } from "./testimonials.service";
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

export function createLaunchChecklistService(db: Db, deps: { settings: SiteSettingsService; testimonials: TestimonialsService; config: LaunchConfig; holidays?: HolidaysService }) {
  const users = createUsersStorage(db);
  return {
    async items(): Promise<LaunchItem[]> {
      const [site, profile, intake, sampleTestimonials, adminsWithoutTwoFactor, missingHolidayYear] = await Promise.all([
        deps.settings.current("site"),
        deps.settings.current("profile"),
        deps.settings.current("intake"),
        deps.testimonials.countPublishedSamples(),
        users.countAdminsWithoutTwoFactor(),
        deps.holidays ? deps.holidays.missingNextYear() : Promise.resolve(null),
      ]);
      return launchChecklist({ site, profile, alertPhone: intake.alertPhone, sampleTestimonials, adminsWithoutTwoFactor, missingHolidayYear, ...deps.config });
    },
  };
}
export type LaunchChecklistService = ReturnType<typeof createLaunchChecklistService>;
