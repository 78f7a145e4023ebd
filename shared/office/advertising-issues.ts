// The advertising rules (변호사법 §23 and the bar's 광고규정) as refusals on the attorney's own forms: site
// settings, the profile, the home texts and testimonials each run their visible text fields through here.
import { AD_RULE_LABELS, checkAdvertising, type AdWarning } from "../content/advertising-rules";

/** Advertising rules a field of the attorney's own texts may never break (the editor's softer rules stay warnings). */
const REFUSED_RULES = new Set(["specialty", "superlative", "promised-result", "fee-inducement", "former-office"]);

/** Whether a warning is about a '전문' claim the attorney may make: with a registered specialty named in the sentence. */
function allowedSpecialty(w: AdWarning, specialties: readonly string[]): boolean {
  return w.rule === "specialty" && specialties.some((field) => w.sentence.includes(field));
}

/**
 * Each prohibited claim in the given fields, with the rule quoted: '전문' without a registered specialty,
 * superlatives, promised results, a 'free' lure, former posts. Used by every form of the attorney's own site.
 */
export function advertisingIssues(
  fields: Array<{ path: Array<string | number>; value: string }>,
  specialties: readonly string[],
): Array<{ path: Array<string | number>; message: string }> {
  const out: Array<{ path: Array<string | number>; message: string }> = [];
  for (const { path, value } of fields) {
    const refused = checkAdvertising(value, { registeredSpecialties: specialties }).filter(
      (w) => REFUSED_RULES.has(w.rule) && !allowedSpecialty(w, specialties),
    );
    for (const w of refused) out.push({ path, message: `'${w.match}': ${AD_RULE_LABELS[w.rule]}. ${w.reason}` });
  }
  return out;
}
