// What the app sends by itself, sharing one mailer: the office e-mail about each new request, the morning digest,
// and the requester's acknowledgement with the attorney's urgent alert (e-mail and text). Stopped together, the
// mailer's users before the notifier, which closes it. The mailer and the text sender follow the delivery
// settings (the server's environment first, then the back office's), read at each send.
import type { Db } from "./db";
import type { Env } from "./env";
import type { Clock } from "./lib/clock";
import type { Metrics } from "./lib/metrics";
import { createSecretBox, secretKey } from "./lib/secret-box";
import { loadSessionSecret } from "./middleware/session";
import { createDelivery } from "./services/delivery.service";
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
  // The office's facts every sender signs with, through one port: the settings service's read, cached per content version.
  const office = async () => officeFactsOf(await siteSettings.site());
  // The secrets are sealed with the key of the authenticator secrets.
  const box = createSecretBox(secretKey(env.TOTP_ENCRYPTION_KEY, loadSessionSecret(env)));
  const delivery = createDelivery(env, siteSettings, box, async () => (await siteSettings.site()).officeName);
  const { mailer, notifyEmail } = delivery;
  const notifier = createConsultationNotifier(db, mailer, notifyEmail, env.PUBLIC_SITE_URL, {
    onFailure: metrics.mailFailed,
    office,
    activity,
  });
  metrics.mailQueueDepth(() => notifier.pending());
  const digest = createMorningDigest({
    db,
    mailer,
    notifyEmail,
    siteUrl: env.PUBLIC_SITE_URL,
    clock,
    intake: () => siteSettings.intake(),
    office,
    onFailure: metrics.mailFailed,
  });
  const outbound = createOutboundMessages(db, {
    mailer,
    sms: delivery.sms,
    clock,
    intake: () => siteSettings.intake(),
    office,
    onMailFailure: metrics.mailFailed,
    activity,
  });
  return {
    mailer,
    delivery,
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
