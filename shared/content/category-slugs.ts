/** The six category slugs in tab order (the full records, with names and texts, are in categories.ts). */
export const CATEGORY_SLUGS = [
  "sex-offend",
  "defamation",
  "fraud",
  "traffic-accident",
  "suspended-indictment",
  "police-investigation",
] as const;

export function isCategorySlug(segment: string): boolean {
  return (CATEGORY_SLUGS as readonly string[]).includes(segment);
}
