// The attorney's versioned settings: each kind, the document it holds, and where it lives under /api. The
// table's check (schema/office.ts), the settings service, the routes and the back office's query keys all read
// this one map.
import type { BookingSettings } from "../booking/booking-settings";
import type { IntakeSettings } from "../intake/intake-settings";
import type { AttorneyProfile } from "../office/attorney-profile";
import type { DeliverySettings } from "../office/delivery-settings";
import type { HomeTexts } from "../office/practice-profile";
import type { SiteSettings } from "../office/site-settings";
import type { SiteVerification } from "../office/site-verification";

/**
 * The document each kind holds: the office's facts, the attorney's profile, the home page's texts, the intake
 * alerts, the booking rules, the search engines' ownership proofs, and how the site sends mail and texts.
 */
export interface SettingsDocs {
  site: SiteSettings;
  profile: AttorneyProfile;
  home: HomeTexts;
  intake: IntakeSettings;
  booking: BookingSettings;
  search: SiteVerification;
  delivery: DeliverySettings;
}
export type SettingsKind = keyof SettingsDocs;
/** The kinds the back office reads and writes as they are stored (the delivery settings hold secrets: own routes). */
export type PlainSettingsKind = Exclude<SettingsKind, "delivery">;

/** Each plain kind's path under /api (GET and PUT it; its versions at `${path}/versions`). */
export const SETTINGS_PATHS = {
  site: "/site-settings",
  profile: "/site-profile",
  home: "/home-texts",
  intake: "/intake-settings",
  booking: "/booking-settings",
  search: "/search-verification",
} as const satisfies Record<PlainSettingsKind, `/${string}`>;

/** Where the delivery settings live: GET answers them without their secrets, PUT keeps a secret left empty. */
export const DELIVERY_SETTINGS_PATH = "/delivery-settings";

export const SETTINGS_KINDS: SettingsKind[] = [...(Object.keys(SETTINGS_PATHS) as PlainSettingsKind[]), "delivery"];

/** The URL the back office calls for a kind ("/api/site-settings"). */
export function settingsUrl(kind: PlainSettingsKind): string {
  return `/api${SETTINGS_PATHS[kind]}`;
}
