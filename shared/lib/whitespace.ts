/** Runs of whitespace as one space, the ends trimmed: how headings and plain text are compared and shown. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
