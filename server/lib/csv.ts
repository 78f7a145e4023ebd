// CSV for spreadsheet programs: RFC 4180 quoting, CRLF lines, a UTF-8 byte-order mark so Excel reads
// Korean correctly, and cells that would start a formula neutralised (CSV injection, OWASP).

export const UTF8_BOM = "\uFEFF";

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: text that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}
