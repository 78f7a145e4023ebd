// Query keys of the attorney's own site in the back office, and where each kind of versioned setting lives.
import type { AttorneyProfile } from "@shared/attorney-profile";
import type { IntakeSettings } from "@shared/intake-settings";
import type { HomeTexts } from "@shared/practice-profile";
import type { SiteSettings } from "@shared/site-settings";

/** The versioned settings: the office's facts, the attorney's profile, the home page's texts, the intake alerts. */
export interface SettingsDocs {
  site: SiteSettings;
  profile: AttorneyProfile;
  home: HomeTexts;
  intake: IntakeSettings;
}
export type SettingsKind = keyof SettingsDocs;

export const SETTINGS_URLS: Record<SettingsKind, string> = {
  site: "/api/site-settings",
  profile: "/api/site-profile",
  home: "/api/home-texts",
  intake: "/api/intake-settings",
};

export const adminSiteKeys = {
  all: ["admin", "site"] as const,
  settings: (kind: SettingsKind) => ["admin", "site", "settings", kind] as const,
  versions: (kind: SettingsKind) => ["admin", "site", "settings", kind, "versions"] as const,
  testimonials: () => ["admin", "site", "testimonials"] as const,
  launchChecklist: () => ["admin", "site", "launch-checklist"] as const,
  interviews: () => ["admin", "site", "interviews"] as const,
};
