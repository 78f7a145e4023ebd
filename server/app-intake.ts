// The intake domain as the app mounts it on /api: a request from the public form to its outcome. The public
// submission, the back office's list, follow-up log, messages, outcome and report, and the 개인정보 요청 tool.
// createApp wires it after the sign-in; what sends (the notifier, the acknowledgements) comes from app-messages.ts.
import type { Router } from "express";
import type { Db } from "./db";
import type { Clock } from "./lib/clock";
import type { IntakeActivity } from "./lib/intake-activity";
import type { Metrics } from "./lib/metrics";
import { adminConsultationRoutes } from "./routes/admin-consultations.routes";
import { consultationContactRoutes } from "./routes/consultation-contacts.routes";
import { consultationMessageRoutes } from "./routes/consultation-messages.routes";
import { consultationOutcomeRoutes } from "./routes/consultation-outcome.routes";
import { consultationSubmitRoutes } from "./routes/consultations.routes";
import { subjectRequestRoutes } from "./routes/subject-requests.routes";
import { createAdminConsultationsService } from "./services/admin-consultations.service";
import { createConsultationContactsService } from "./services/consultation-contacts.service";
import { createConsultationMessagesService } from "./services/consultation-messages.service";
import type { ConsultationNotifier } from "./services/consultation-notify.service";
import { createConsultationOutcomeService } from "./services/consultation-outcome.service";
import { createConsultationsService, type ConsultationsService } from "./services/consultations.service";
import { createOutcomeReportService } from "./services/outcome-report.service";
import type { OutboundMessages } from "./services/outbound-messages.service";
import type { SiteSettingsService } from "./services/site-settings.service";
import { createSubjectRequestsService } from "./services/subject-requests.service";
import { createSubmissionLimiter } from "./services/submission-limit.service";

/**
 * The intake's routers, in the order createApp mounts them on /api: the public form's first (`publicRouters`,
 * mounted ahead of the session layer: a visitor's request needs no session, and not creating one for each is part
 * of the write path's cost under load), then the back office's.
 */
export function createAppIntake({
  db,
  clock,
  metrics,
  siteSettings,
  notifier,
  outbound,
  activity,
}: {
  db: Db;
  clock?: Clock;
  metrics: Pick<Metrics, "consultationCreated">;
  siteSettings: SiteSettingsService;
  notifier: ConsultationNotifier;
  outbound: OutboundMessages;
  activity: IntakeActivity;
}): { publicRouters: Router[]; routers: Router[]; consultations: ConsultationsService } {
  const consultations = createConsultationsService(db, {
    notifier,
    limiter: createSubmissionLimiter(),
    outbound,
    activity,
    onCreated: metrics.consultationCreated,
  });
  const office = () => siteSettings.site();
  const outcomes = createConsultationOutcomeService(db, {
    notRetainedReasons: async () => (await siteSettings.intake()).notRetainedReasons,
    clock,
  });
  const routers = [
    adminConsultationRoutes(
      createAdminConsultationsService(db, {
        replyWithinHours: async () => (await office()).replyWithinHours,
        firstContact: async () => {
          const intake = await siteSettings.intake();
          return { ...intake.firstContact, quiet: intake.quietHours };
        },
        clock,
      }),
    ),
    consultationContactRoutes(createConsultationContactsService(db, { clock })),
    consultationMessageRoutes(createConsultationMessagesService(db)),
    consultationOutcomeRoutes(outcomes, createOutcomeReportService(db)),
    subjectRequestRoutes(createSubjectRequestsService(db, clock, async () => (await office()).officeName)),
  ];
  return { publicRouters: [consultationSubmitRoutes(consultations)], routers, consultations };
}
