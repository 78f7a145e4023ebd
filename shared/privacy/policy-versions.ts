// The published versions of the privacy policy, by identifier (its effective date), newest first. Kept apart
// from the policy's text (privacy-policy.ts) because the page map, in every page's code, needs only these.

/**
 * The current version: the consent boxes show it and every new consultation request records it. An identifier is
 * the effective date, with "-2" (and so on) for a second edition taking effect the same day.
 */
export const CONSENT_VERSION = "2026-11-27-2";

/** Add the new identifier at the front when a new version is published (see privacy-policy.ts). */
export const POLICY_VERSION_IDS: readonly string[] = [CONSENT_VERSION, "2026-11-27", "2026-11-26", "2026-11-24"];

/** Whether `version` names a published version (the dated address of the policy accepts only those). */
export function isPolicyVersion(version: string): boolean {
  return POLICY_VERSION_IDS.includes(version);
}
