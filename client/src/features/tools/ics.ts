// An all-day calendar event (RFC 5545) for a deadline, made in the browser: nothing is sent anywhere.
const compact = (iso: string) => iso.replace(/-/g, "");
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");

export function deadlineIcs(event: { date: string; title: string; description: string; uid: string }, now = new Date()): string {
  const next = new Date(Date.parse(`${event.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//criminal-deadline//KO",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(event.date)}`,
    `DTEND;VALUE=DATE:${compact(next)}`,
    `SUMMARY:${escape(event.title)}`,
    `DESCRIPTION:${escape(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
