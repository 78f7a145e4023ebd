/** The Korean label of an option value; an unknown value is shown as it is. */
export function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return "";
  return labels[value] ?? value;
}
