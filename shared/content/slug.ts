// The slug rule: lowercase, every run of characters outside
// a-z, 0-9 and Hangul becomes one hyphen, hyphens trimmed at both ends.

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A slug that may appear in a URL path: the output shape of slugify, non-empty. */
const SLUG_PATTERN = /^[a-z0-9\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]+(?:-[a-z0-9\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]+)*$/;

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}
