/** A real calendar date written YYYY-MM-DD (rejects 2025-02-30 and 2025-13-01). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

/** Korea time (UTC+9 all year, no daylight saving) as a sortable "YYYY-MM-DD HH:mm", e.g. for files and exports. */
export function seoulDateTime(date: Date): string {
  const k = new Date(date.getTime() + 9 * 3600 * 1000).toISOString();
  return `${k.slice(0, 10)} ${k.slice(11, 16)}`;
}
