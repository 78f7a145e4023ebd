// Start-up seed of the attorney's own site: on a new install, the sample office facts, profile and home texts as
// each kind's first version, and the sample testimonials (marked as samples). Never touches a kind that has a
// version: the attorney's saves and deletions stay. One transaction under an advisory lock, so instances starting
// together seed once.
import { inArray, sql } from "drizzle-orm";
import { SAMPLE_PROFILE } from "@shared/office/attorney-profile";
import { SAMPLE_HOME_TEXTS } from "@shared/office/practice-profile";
import { DEFAULT_BOOKING_SETTINGS } from "@shared/booking/booking-settings";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import { interviews } from "@shared/schema";
import { SAMPLE_SITE_SETTINGS } from "@shared/office/site-settings";
import { SAMPLE_TESTIMONIALS } from "@shared/office/testimonials";
import { createSettingsVersionsStorage } from "../storage/settings-versions.storage";
import { createTestimonialsStorage } from "../storage/testimonials.storage";
import type { Seeder } from "./seed.service";
import { SAMPLE_VERSION_NAME } from "./site-settings.service";

/** The sample interviews the sample profile's story refers to. */
const SAMPLE_STORY_INTERVIEWS = ["maternity-criminal-case-acquittal-process", "family-financial-fraud-legal-consultation-courage"];

export const siteSettingsSeeder: Seeder = async (db) => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site-settings-seed'))`);
    const slugs = [...SAMPLE_STORY_INTERVIEWS, ...SAMPLE_TESTIMONIALS.flatMap((t) => (t.interviewSlug ? [t.interviewSlug] : []))];
    const found = await tx.select({ id: interviews.id, slug: interviews.slug }).from(interviews).where(inArray(interviews.slug, slugs));
    const idOf = new Map(found.map((r) => [r.slug, r.id]));
    const samples = {
      site: SAMPLE_SITE_SETTINGS,
      profile: { ...SAMPLE_PROFILE, interviewIds: SAMPLE_STORY_INTERVIEWS.flatMap((s) => (idOf.has(s) ? [idOf.get(s)!] : [])) },
      home: SAMPLE_HOME_TEXTS,
      intake: DEFAULT_INTAKE_SETTINGS,
      booking: DEFAULT_BOOKING_SETTINGS,
    };
    const versions = createSettingsVersionsStorage(tx);
    let newInstall = false;
    for (const kind of Object.keys(samples) as Array<keyof typeof samples>) {
      const inserted = await versions.insertFirst(kind, samples[kind] as unknown as Record<string, unknown>, SAMPLE_VERSION_NAME);
      if (kind === "home") newInstall = inserted;
    }
    if (!newInstall) return;
    const testimonials = createTestimonialsStorage(tx);
    for (const [position, t] of SAMPLE_TESTIMONIALS.entries()) {
      const interviewId = t.interviewSlug ? (idOf.get(t.interviewSlug) ?? null) : null;
      // A sample tied to an interview that is not there is not shown.
      const published = t.published && (t.interviewSlug === null || interviewId !== null);
      await testimonials.insert({
        quote: t.quote,
        clientName: t.clientName,
        caseType: t.caseType,
        interviewId,
        published,
        consentDate: t.consent?.date,
        consentMethod: t.consent?.method,
        consentRecordedBy: t.consent?.recordedBy,
        isSample: true,
        position,
      });
    }
  });
};
