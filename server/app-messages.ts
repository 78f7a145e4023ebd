// What the app sends by itself, sharing one mailer: the office e-mail about each new request, the morning digest,
// and the requester's acknowledgement with the attorney's urgent alert (e-mail and text). Stopped together, the
// mailer's users before the notifier, which closes it.
import type { Db } from "./db";
import { smsConfigOf, type Env } from "./env";
import type { Clock } from "./lib/clock";
import { createMailer } from "./lib/mailer";
import type { Metrics } from "./lib/metrics";
import { createSolapiSender } from "./lib/sms";
import { createConsultationNotifier } from "./services/consultation-notify.service";
import { createMorningDigest } from "./services/morning-digest.service";
import { createOutboundMessages } from "./services/outbound-messages.service";
import type { SiteSettingsService } from "./services/site-settings.service";
import { officeFactsOf } from "@shared/office/office-placeholders";
import { createIntakeActivity } from "./lib/intake-activity";

export function createAppMessages({
  db,
  env,
  clock,
  metrics,
  siteSettings,
}: {
  db: Db;
  env: Env;
  clock?: Clock;
  metrics: Pick<Metrics, "mailFailed" | "mailQueueDepth">;
  siteSettings: SiteSettingsService;
}) {
  // Consultation requests go first: the senders wait for a quiet moment before each claim.
  const activity = createIntakeActivity();
  const mailer = env.SMTP_URL ? createMailer(env.SMTP_URL, env.MAIL_FROM ?? env.NOTIFY_EMAIL!) : undefined;
  // The office's facts every sender signs with, through one port: the settings service's read, cached per content version.
  const office = async () => officeFactsOf(await siteSettings.site());
  const notifier = createConsultationNotifier(db, mailer, env.NOTIFY_EMAIL, env.PUBLIC_SITE_URL, {
    onFailure: metrics.mailFailed,
    office,
    activity,
  });
  metrics.mailQueueDepth(() => notifier.pending());
  const digest = createMorningDigest({
    db,
    mailer,
    notifyEmail: env.NOTIFY_EMAIL,
    siteUrl: env.PUBLIC_SITE_URL,
    clock,
    intake: () => siteSettings.intake(),
    office,
    onFailure: metrics.mailFailed,
  });
  const sms = smsConfigOf(env);
  const outbound = createOutboundMessages(db, {
    mailer,
    sms: sms ? createSolapiSender(sms) : undefined,
    clock,
    intake: () => siteSettings.intake(),
    office,
    onMailFailure: metrics.mailFailed,
    activity,
  });
  return {
    mailer,
    activity,
    notifier,
    digest,
    outbound,
    async stop() {
      await digest.stop();
      await outbound.stop();
      await notifier.stop(); // last: it closes the mailer the others use
    },
  };
}
