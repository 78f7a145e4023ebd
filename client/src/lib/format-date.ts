/** Korean long date, e.g. "2025년 8월 18일" (Korea time). */
export function formatKoreanDate(iso: string): string {
  return new Date(iso).toLocaleDateString("ko-KR", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Seoul" });
}

/** Korean date with hour and minute, e.g. "2025년 8월 18일 오후 3:05". */
export function formatKoreanDateTime(iso: string): string {
  return new Date(iso).toLocaleString("ko-KR", { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Seoul" });
}
