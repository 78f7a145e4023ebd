// A page's structured data (JSON-LD) as the attorney edits it is stored as a patch over the data the site
// generates, and merged again whenever the page is drawn, so the office's facts are never frozen in it:
// - Saving keeps only what differs from the generated data (added keys, changed values, `null` for a removed
//   key or object); a save without a difference stores nothing.
// - Merging walks the generated objects (a list, one <script> each) and lays the patch over them. Wherever the
//   generated value is one of the office's facts (its name, phone, e-mail, address, description, attorney,
//   links), the fact wins: changing the phone in 사무소 정보 changes every page's JSON-LD.
// A patch saved before this rule was a whole document; it merges the same way (its stale facts are ignored).
import type { SiteSettings } from "../office/site-facts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const UNCHANGED = Symbol("unchanged");

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
const asList = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : v === null || v === undefined ? [] : [v as Json]);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every string of the office's facts that the generated JSON-LD may carry. */
export function officeFactValues(site: SiteSettings): ReadonlySet<string> {
  const values = [
    site.officeName,
    site.officeShortName,
    site.attorneyName,
    site.description,
    site.phone,
    site.email,
    ...Object.values(site.address),
    ...Object.values(site.social),
    ...site.languages,
  ];
  return new Set(values.filter((v): v is string => typeof v === "string" && v.trim() !== ""));
}

function diff(generated: Json | undefined, edited: Json): Json | typeof UNCHANGED {
  if (isObject(generated) && isObject(edited)) {
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(edited)) {
      const d = key in generated ? diff(generated[key], value) : value;
      if (d !== UNCHANGED) out[key] = d;
    }
    for (const key of Object.keys(generated)) if (!(key in edited)) out[key] = null;
    return Object.keys(out).length ? out : UNCHANGED;
  }
  return same(generated, edited) ? UNCHANGED : edited;
}

/**
 * What to store for `edited` (the whole document the editor showed, one object or a list) over `generated`:
 * a list with `{}` for an object left as it was, or null when nothing differs.
 */
export function structuredDataPatch(generated: unknown, edited: unknown): Json[] | null {
  const gen = asList(generated);
  const ed = asList(edited);
  const patch: Json[] = [];
  for (let i = 0; i < Math.max(gen.length, ed.length); i++) {
    if (i >= ed.length) patch.push(null);
    else if (i >= gen.length) patch.push(ed[i]);
    else {
      const d = diff(gen[i], ed[i]);
      patch.push(d === UNCHANGED ? {} : d);
    }
  }
  while (patch.length && same(patch.at(-1), {})) patch.pop();
  return patch.length ? patch : null;
}

function isFact(value: Json | undefined, facts: ReadonlySet<string>): boolean {
  if (typeof value === "string") return facts.has(value);
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string" && facts.has(v));
}

function merge(generated: Json | undefined, patch: Json, facts: ReadonlySet<string>): Json {
  if (!isObject(generated) || !isObject(patch)) return patch;
  const out: JsonObject = { ...generated };
  for (const [key, value] of Object.entries(patch)) {
    if (isFact(generated[key], facts)) continue;
    if (value === null) delete out[key];
    else out[key] = key in generated ? merge(generated[key], value, facts) : value;
  }
  return out;
}

/** The page's JSON-LD objects: `generated` with `patch` laid over it, the office's facts kept. */
export function mergeStructuredData(generated: readonly object[], patch: unknown, facts: ReadonlySet<string>): object[] {
  const gen = generated as Json[];
  const list = asList(patch);
  const out: Json[] = [];
  for (let i = 0; i < Math.max(gen.length, list.length); i++) {
    const p = list[i];
    if (p === null) continue;
    if (i >= gen.length) out.push(p);
    else out.push(p === undefined ? gen[i] : merge(gen[i], p, facts));
  }
  return out.filter(isObject);
}
