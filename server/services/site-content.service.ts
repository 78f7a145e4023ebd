// The public side of the attorney's own site: the home page's texts with its testimonials, the profile with the
// interviews it links (only published ones, in the order the attorney chose), and the privacy policy's page with
// the office's name and privacy officer (its text is the page's data, not code the browser downloads).
import type { PublicProfile } from "@shared/office/attorney-profile";
import { renderMarkdown } from "@shared/content/markdown";
import { privacyPage, type PrivacyPageData } from "@shared/privacy/privacy-policy";
import type { HomeContent } from "@shared/office/site-facts";
import type { Db } from "../db";
import { createSiteContentStorage } from "../storage/site-content.storage";
import { isSampleInterview } from "./content-loader";
import type { SiteSettingsService } from "./site-settings.service";
import type { ContentVersion } from "./content-version.service";
import type { TestimonialsService } from "./testimonials.service";

export function createSiteContentService(
  db: Db,
  deps: {
    settings: SiteSettingsService;
    testimonials: TestimonialsService;
    version: Pick<ContentVersion, "current">;
    /** Google Analytics is in this build: the policy lists it as a processor and a transfer abroad. */
    analytics: boolean;
    /** This install sends texts (SMS_* or the back office's provider): the policy lists the SMS provider as a processor. */
    sms: () => Promise<boolean>;
  },
) {
  const storage = createSiteContentStorage(db);
  /** The profile with its interviews and rendered story, made once per content version (the about page and its API). */
  let profileCache: { version: number; value: PublicProfile } | undefined;
  return {
    async home(): Promise<HomeContent> {
      const [texts, testimonials] = await Promise.all([deps.settings.current("home"), deps.testimonials.listPublished()]);
      return { texts, testimonials };
    },
    async profile(): Promise<PublicProfile> {
      const version = deps.version.current();
      if (profileCache?.version === version) return profileCache.value;
      const profile = await deps.settings.current("profile");
      const found = new Map(
        (await storage.publishedInterviews(profile.interviewIds)).map((i) => [
          i.id,
          { id: i.id, title: i.title, slug: i.slug, isSample: isSampleInterview(i) },
        ]),
      );
      const value = {
        ...profile,
        interviews: profile.interviewIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : [])),
        storyHtml: renderMarkdown(profile.story).html,
      };
      profileCache = { version, value };
      return value;
    },
    /** The policy's page for `version` ("" for the current one); undefined for a version never published. */
    async privacy(version: string): Promise<PrivacyPageData | undefined> {
      const site = await deps.settings.site();
      return privacyPage(version, {
        analytics: deps.analytics,
        sms: await deps.sms(),
        office: { name: site.officeName, officer: site.privacyOfficer, processors: site.processors },
      });
    },
  };
}
export type SiteContentService = ReturnType<typeof createSiteContentService>;
