// What a save changed: equality of two settings documents whatever their keys' order (the database's jsonb
// reorders them), and the changed fields as lines the versions list shows ("대표 전화번호 010-… → 02-…").

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Deep equality of two JSON values; object keys in any order. */
export function sameDocument(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameDocument(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameDocument(a[k], b[k]));
  }
  return false;
}

/** One changed field: its label, and the values before and after (undefined when too long to show or secret). */
export interface SettingsChange {
  label: string;
  before?: string;
  after?: string;
}

const SHOWN_MAX = 40;

const shown = (v: Json): string | undefined => {
  if (typeof v === "boolean") return v ? "켬" : "끔";
  if (typeof v === "number") return String(v);
  if (typeof v !== "string") return undefined;
  if (v === "") return "(없음)";
  return v.length > SHOWN_MAX ? `${v.slice(0, SHOWN_MAX - 1)}…` : v;
};

/**
 * The fields that differ between `before` and `after`, labelled with `labels` (path → label, "a.b" for nested
 * fields; the longest labelled prefix names an unlabelled deeper change). A path in `secret` says only that it changed.
 */
export function settingsChanges(
  before: Json,
  after: Json,
  labels: Readonly<Record<string, string>>,
  secret: ReadonlySet<string> = new Set(),
): SettingsChange[] {
  const out = new Map<string, SettingsChange>();
  const walk = (a: Json, b: Json, path: string) => {
    if (sameDocument(a, b)) return;
    if (!isObject(a) || !isObject(b)) {
      const label = labels[path];
      if (label) {
        out.set(label, secret.has(path) ? { label } : { label, before: shown(a), after: shown(b) });
        return;
      }
      const prefix = path
        .split(".")
        .map((_, i, parts) => parts.slice(0, parts.length - i).join("."))
        .find((p) => labels[p]);
      const name = prefix ? labels[prefix] : path;
      if (!out.has(name)) out.set(name, { label: name });
      return;
    }
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[key], b[key], path ? `${path}.${key}` : key);
  };
  walk(before, after, "");
  return [...out.values()];
}

/** "대표 전화번호 010-1234-5678 → 02-6951-3300", or the label alone when the values are not shown. */
export function changeLine(change: SettingsChange): string {
  return change.before !== undefined && change.after !== undefined
    ? `${change.label} ${change.before} → ${change.after}`
    : `${change.label} 변경`;
}
