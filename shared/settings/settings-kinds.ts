// The attorney's versioned settings: each kind, the document it holds, and where it lives under /api. The
// table's check (schema/office.ts), the settings service, the routes and the back office's query keys all read
// this one map.
import type { BookingSettings } from "../booking/booking-settings";
import type { IntakeSettings } from "../intake/intake-settings";
import type { AttorneyProfile } from "../office/attorney-profile";
import type { HomeTexts } from "../office/practice-profile";
import type { SiteSettings } from "../office/site-settings";

/** The document each kind holds: the office's facts, the attorney's profile, the home page's texts, the intake alerts, the booking rules. */
export interface SettingsDocs {
  site: SiteSettings;
  profile: AttorneyProfile;
  home: HomeTexts;
  intake: IntakeSettings;
  booking: BookingSettings;
}
export type SettingsKind = keyof SettingsDocs;

/** Each kind's path under /api (GET and PUT it; its versions at `${path}/versions`). */
export const SETTINGS_PATHS = {
  site: "/site-settings",
  profile: "/site-profile",
  home: "/home-texts",
  intake: "/intake-settings",
  booking: "/booking-settings",
} as const satisfies Record<SettingsKind, `/${string}`>;

export const SETTINGS_KINDS = Object.keys(SETTINGS_PATHS) as SettingsKind[];

/** The URL the back office calls for a kind ("/api/site-settings"). */
export function settingsUrl(kind: SettingsKind): string {
  return `/api${SETTINGS_PATHS[kind]}`;
}
