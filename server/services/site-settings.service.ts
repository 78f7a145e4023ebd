// The attorney's own site: the office's facts, the profile, the home page's texts and what happens after a request
// is stored (acknowledgements, alerts, quiet hours, digest), each a versioned setting.
// Reads are cached per content version (every page render reads the office's facts); a save or a restore is a
// new version, bumps the content version (cached pages change at once, on every instance) and answers the saved
// value. The advertising rules refuse a prohibited claim with the rule quoted under the field.
import type { ZodType } from "zod";
import { ZodError } from "zod";
import {
  bookingAdvertisingIssues,
  bookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
  type BookingSettings,
} from "@shared/booking/booking-settings";
import { attorneyProfileSchema, profileAdvertisingIssues, SAMPLE_PROFILE, type AttorneyProfile } from "@shared/office/attorney-profile";
import {
  DEFAULT_INTAKE_SETTINGS,
  intakeAdvertisingIssues,
  intakeSettingsSchema,
  type IntakeSettings,
} from "@shared/intake/intake-settings";
import { homeAdvertisingIssues, homeTextsSchema, SAMPLE_HOME_TEXTS, type HomeTexts } from "@shared/office/practice-profile";
import type { PlainSettingsKind, SettingsDocs, SettingsKind } from "@shared/settings/settings-kinds";
import { DEFAULT_DELIVERY_SETTINGS, deliverySettingsSchema, type DeliverySettings } from "@shared/office/delivery-settings";
import { EMPTY_SITE_VERIFICATION, siteVerificationSchema, type SiteVerification } from "@shared/office/site-verification";
import { changeLine, sameDocument, settingsChanges } from "@shared/settings/settings-changes";
import { SETTINGS_FIELD_LABELS } from "@shared/settings/settings-labels";
import { SAMPLE_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from "@shared/office/site-settings";
import type { Db, Executor } from "../db";
import { NotFoundError } from "../lib/errors";
import { describeError, logger } from "../lib/logger";
import { createSettingsVersionsStorage } from "../storage/settings-versions.storage";
import type { ContentVersion } from "./content-version.service";

interface KindRule<K extends SettingsKind> {
  schema: ZodType<SettingsDocs[K]>;
  sample: SettingsDocs[K];
  advertising?: (value: SettingsDocs[K], specialties: readonly string[]) => Array<{ path: Array<string | number>; message: string }>;
}

const RULES: { [K in SettingsKind]: KindRule<K> } = {
  site: { schema: siteSettingsSchema as unknown as ZodType<SiteSettings>, sample: SAMPLE_SITE_SETTINGS },
  profile: {
    schema: attorneyProfileSchema as unknown as ZodType<AttorneyProfile>,
    sample: SAMPLE_PROFILE,
    advertising: profileAdvertisingIssues,
  },
  home: { schema: homeTextsSchema as unknown as ZodType<HomeTexts>, sample: SAMPLE_HOME_TEXTS, advertising: homeAdvertisingIssues },
  intake: {
    schema: intakeSettingsSchema as unknown as ZodType<IntakeSettings>,
    sample: DEFAULT_INTAKE_SETTINGS,
    advertising: intakeAdvertisingIssues,
  },
  booking: {
    schema: bookingSettingsSchema as unknown as ZodType<BookingSettings>,
    sample: DEFAULT_BOOKING_SETTINGS,
    advertising: bookingAdvertisingIssues,
  },
  search: { schema: siteVerificationSchema as unknown as ZodType<SiteVerification>, sample: EMPTY_SITE_VERIFICATION },
  // Stored with its secrets sealed (delivery.service.ts seals them before the save and opens them after the read).
  delivery: { schema: deliverySettingsSchema as unknown as ZodType<DeliverySettings>, sample: DEFAULT_DELIVERY_SETTINGS },
};

/** The name a seeded first version is saved under. */
export const SAMPLE_VERSION_NAME = "샘플 값 (설치 시 기본값)";

export interface SettingsVersionSummary {
  id: number;
  savedByName: string | null;
  restoredFrom: number | null;
  createdAt: Date;
  current: boolean;
  /** What this version changed from the one before it, or from the defaults ("대표 전화번호 010-… → 02-…"). */
  changes: string[];
}

/** Lines listed per version at most; the rest is counted. */
const CHANGES_SHOWN = 5;

export interface Saver {
  id: number;
  username: string;
}

/**
 * The office's facts as saved now, read without the cache: for rare readers outside the request path (the
 * content seed, a review, a second factor's issuer name).
 */
export async function readOfficeFacts(db: Executor): Promise<SiteSettings> {
  const row = await createSettingsVersionsStorage(db).latest("site");
  return row ? { ...SAMPLE_SITE_SETTINGS, ...(row.data as Partial<SiteSettings>) } : SAMPLE_SITE_SETTINGS;
}

export function createSiteSettingsService(db: Db, version: Pick<ContentVersion, "current" | "bump">) {
  const storage = createSettingsVersionsStorage(db);
  const cache = new Map<SettingsKind, { version: number; value: unknown }>();
  /** The office's facts last read: the error page shows the phone number even while the database is down. */
  let lastSite: SiteSettings = SAMPLE_SITE_SETTINGS;

  /** A stored version's data read with today's rules: fields added since it was saved take the sample's value. */
  function fromStored<K extends SettingsKind>(kind: K, data: Record<string, unknown>): SettingsDocs[K] {
    return { ...RULES[kind].sample, ...data } as SettingsDocs[K];
  }

  async function current<K extends SettingsKind>(kind: K): Promise<SettingsDocs[K]> {
    const v = version.current();
    const hit = cache.get(kind);
    if (hit && hit.version === v) return hit.value as SettingsDocs[K];
    const row = await storage.latest(kind);
    const value = row ? fromStored(kind, row.data) : RULES[kind].sample;
    cache.set(kind, { version: v, value });
    if (kind === "site") lastSite = value as SiteSettings;
    return value;
  }

  /** Validates with the kind's rules and the advertising rules; throws the zod error the error handler turns into 400. */
  async function validate<K extends SettingsKind>(kind: K, input: unknown): Promise<SettingsDocs[K]> {
    const value = RULES[kind].schema.parse(input);
    const specialties = kind === "site" ? (value as SiteSettings).registeredSpecialties : (await current("site")).registeredSpecialties;
    const issues = RULES[kind].advertising?.(value, specialties) ?? [];
    if (issues.length > 0)
      throw new ZodError(issues.map((i) => ({ code: "custom" as const, path: i.path, message: i.message, input: undefined })));
    return value;
  }

  async function store<K extends SettingsKind>(
    kind: K,
    value: SettingsDocs[K],
    by: Saver,
    restoredFrom?: number,
  ): Promise<SettingsDocs[K]> {
    // A save (or a restore) that changes nothing adds no version: the history lists only real changes.
    if (sameDocument(value, await current(kind))) return current(kind);
    await storage.insert({
      kind,
      data: value as unknown as Record<string, unknown>,
      savedBy: by.id,
      savedByName: by.username,
      restoredFrom,
    });
    cache.delete(kind);
    await version.bump();
    logger.info("settings saved", { kind, by: by.username, restoredFrom });
    return current(kind);
  }

  return {
    current,
    site: () => current("site"),
    intake: () => current("intake"),
    /** The office's facts as last read, without a query (for the error page). */
    lastKnownSite: () => lastSite,
    validate,
    async save<K extends SettingsKind>(kind: K, input: unknown, by: Saver): Promise<SettingsDocs[K]> {
      return store(kind, await validate(kind, input), by);
    },
    async versions(kind: PlainSettingsKind, limit = 50): Promise<SettingsVersionSummary[]> {
      // One more than listed, so the oldest listed has the version before it to compare with.
      const rows = await storage.list(kind, limit + 1);
      return rows.slice(0, limit).map(({ data, ...r }, i) => {
        // The first version of all is compared with the kind's defaults.
        const before = rows[i + 1]?.data ?? (rows.length <= limit ? {} : undefined);
        const lines = before
          ? settingsChanges(fromStored(kind, before), fromStored(kind, data), SETTINGS_FIELD_LABELS[kind]).map(changeLine)
          : [];
        const changes =
          lines.length > CHANGES_SHOWN ? [...lines.slice(0, CHANGES_SHOWN), `그 밖에 ${lines.length - CHANGES_SHOWN}곳`] : lines;
        return { ...r, current: i === 0, changes };
      });
    },
    /** Makes an older version current again, as a new version (the history keeps both). */
    async restore<K extends SettingsKind>(kind: K, id: number, by: Saver): Promise<SettingsDocs[K]> {
      const row = await storage.byId(kind, id);
      if (!row) throw new NotFoundError("해당 버전을 찾을 수 없습니다.");
      // Re-checked with today's rules: a version saved under older rules must not bring back what they now refuse.
      return store(kind, await validate(kind, fromStored(kind, row.data)), by, id);
    },
    /** Warms the office's facts (start-up), so the first error page has them. */
    async warm(): Promise<void> {
      try {
        await current("site");
      } catch (err) {
        logger.warn("site settings read failed", describeError(err));
      }
    },
  };
}
export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
