// Toolbar edits of the markdown editor as pure functions: the new text and the selection after it.

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Wraps the selection (or a placeholder) in `before`/`after`: **굵게**, *기울임*, [링크](https://). */
export function wrapSelection(value: string, start: number, end: number, before: string, after: string, placeholder: string): TextEdit {
  const selected = value.slice(start, end) || placeholder;
  const next = value.slice(0, start) + before + selected + after + value.slice(end);
  return { value: next, selectionStart: start + before.length, selectionEnd: start + before.length + selected.length };
}

/**
 * Puts `prefix` (or `1. `, `2. ` … when numbered) before every line the selection touches, and leaves a
 * collapsed caret at the end of those lines: what is typed next goes after the marker instead of replacing it.
 */
export function prefixLines(value: string, start: number, end: number, prefix: string, numbered = false): TextEdit {
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const nextBreak = value.indexOf("\n", end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split("\n");
  // A heading replaces any heading marker the line had.
  const changed = lines
    .map((line, i) => (numbered ? `${i + 1}. ` : prefix) + (prefix.startsWith("#") ? line.replace(/^#{1,6}\s*/, "") : line))
    .join("\n");
  const next = value.slice(0, lineStart) + changed + value.slice(lineEnd);
  const caret = lineStart + changed.length;
  return { value: next, selectionStart: caret, selectionEnd: caret };
}

/** Inserts a block (a table, a paragraph break, an image) at the cursor, on its own lines. */
export function insertBlock(value: string, start: number, end: number, block: string): TextEdit {
  const before = value.slice(0, start);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const text = lead + block + "\n\n";
  const next = before + text + value.slice(end);
  const caret = start + text.length;
  return { value: next, selectionStart: caret, selectionEnd: caret };
}

/** Inserts inline text at the cursor, replacing the selection. */
export function insertInline(value: string, start: number, end: number, text: string): TextEdit {
  const caret = start + text.length;
  return { value: value.slice(0, start) + text + value.slice(end), selectionStart: caret, selectionEnd: caret };
}

/** `![alt](url "title")`, quotes in the title and brackets in the alt escaped. */
export function imageMarkdown(url: string, alt: string, title = ""): string {
  const safeAlt = alt.replace(/[[\]]/g, "\\$&");
  const safeTitle = title.trim().replace(/"/g, "'");
  return safeTitle ? `![${safeAlt}](${url} "${safeTitle}")` : `![${safeAlt}](${url})`;
}

export const TABLE_TEMPLATE = "| 항목 | 내용 |\n| --- | --- |\n| 항목 1 | 내용 1 |";
