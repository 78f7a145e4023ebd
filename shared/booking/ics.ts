// The busy times of an iCalendar feed (RFC 5545), as the attorney's calendar publishes it: each VEVENT's
// DTSTART/DTEND (or DURATION) as instants. Times with TZID=Asia/Seoul or no zone at all (floating) are Korea
// wall-clock times (+09:00, no daylight saving); a trailing Z is UTC; VALUE=DATE is a whole Korea day (DTEND the
// day after, exclusive; one day when it is missing). Skipped: events marked free (TRANSP:TRANSPARENT) and cancelled
// ones (STATUS:CANCELLED). Long lines folded onto the next (a leading space or tab) are joined first.
// Not expanded: recurrence (RRULE, RDATE, EXDATE) — a repeating event counts only as its first occurrence, and a
// moved occurrence (RECURRENCE-ID) as an event of its own; calendars that publish busy times for sharing usually
// write each occurrence out. A zone other than Asia/Seoul, UTC or floating is read as Korea time and counted in
// `otherZones` so the back office can say so.

interface BusyTime {
  uid: string;
  start: number;
  end: number;
  summary: string;
}

export interface ParsedFeed {
  busy: BusyTime[];
  /** Repeating events counted only once (their RRULE is not expanded). */
  recurring: number;
  /** Times in a zone this parser does not know, read as Korea time. */
  otherZones: number;
}

export class IcsParseError extends Error {}

const KOREA_OFFSET = "+09:00";
const KOREA_ZONES = new Set(["asia/seoul", "korea standard time", "kst"]);

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Joins folded lines and splits each into name, parameters and value. */
function properties(text: string): Property[] {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/\n[ \t]/g, "")
    .split("\n");
  const out: Property[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon < 0) continue;
    const [name, ...rawParams] = line.slice(0, colon).split(";");
    const params: Record<string, string> = {};
    for (const p of rawParams) {
      const eq = p.indexOf("=");
      if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, "");
    }
    out.push({ name: name!.toUpperCase(), params, value: line.slice(colon + 1) });
  }
  return out;
}

const unescape = (v: string) => v.replace(/\\n/gi, " ").replace(/\\([,;\\])/g, "$1");

/** An instant of a DATE-TIME or DATE value; null when it cannot be read. */
function instant(p: Property, counts: { otherZones: number }): { at: number; allDay: boolean } | null {
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(p.value);
  if (date || p.params.VALUE === "DATE") {
    if (!date) return null;
    const at = Date.parse(`${date[1]}-${date[2]}-${date[3]}T00:00:00${KOREA_OFFSET}`);
    return Number.isNaN(at) ? null : { at, allDay: true };
  }
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(p.value);
  if (!m) return null;
  let offset = KOREA_OFFSET;
  if (m[7]) offset = "Z";
  else if (p.params.TZID && !KOREA_ZONES.has(p.params.TZID.toLowerCase())) counts.otherZones++;
  const at = Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${offset}`);
  return Number.isNaN(at) ? null : { at, allDay: false };
}

/** A DURATION value (RFC 5545 3.3.6) in milliseconds; null when it cannot be read. */
function duration(value: string): number | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value);
  if (!m || value.endsWith("P") || value.endsWith("T")) return null;
  const [, sign, w, d, h, min, s] = m;
  const ms = ((+(w ?? 0) * 7 + +(d ?? 0)) * 86_400 + +(h ?? 0) * 3600 + +(min ?? 0) * 60 + +(s ?? 0)) * 1000;
  return sign === "-" ? -ms : ms;
}

/** The feed's busy times; throws IcsParseError when the text is not a calendar or an event cannot be read. */
export function parseIcs(text: string): ParsedFeed {
  const props = properties(text);
  if (props[0]?.name !== "BEGIN" || props[0].value.toUpperCase() !== "VCALENDAR")
    throw new IcsParseError("달력 파일(BEGIN:VCALENDAR)이 아닙니다");
  if (!props.some((p) => p.name === "END" && p.value.toUpperCase() === "VCALENDAR"))
    throw new IcsParseError("달력 파일이 끝까지 오지 않았습니다(END:VCALENDAR 없음)");
  const feed: ParsedFeed = { busy: [], recurring: 0, otherZones: 0 };
  let event: Property[] | null = null;
  let depth = 0;
  for (const p of props) {
    if (p.name === "BEGIN" && p.value.toUpperCase() === "VEVENT") {
      event = [];
      depth = 0;
      continue;
    }
    if (!event) continue;
    if (p.name === "BEGIN") depth++;
    else if (p.name === "END" && p.value.toUpperCase() === "VEVENT" && depth === 0) {
      const busy = busyTime(event, feed, feed.busy.length);
      if (busy) feed.busy.push(busy);
      event = null;
    } else if (p.name === "END") depth--;
    else if (depth === 0) event.push(p);
  }
  if (event) throw new IcsParseError("끝나지 않은 일정(END:VEVENT 없음)이 있습니다");
  return feed;
}

function busyTime(event: Property[], feed: ParsedFeed, index: number): BusyTime | null {
  const get = (name: string) => event.find((p) => p.name === name);
  if (get("TRANSP")?.value.toUpperCase() === "TRANSPARENT") return null;
  if (get("STATUS")?.value.toUpperCase() === "CANCELLED") return null;
  const startProp = get("DTSTART");
  if (!startProp) throw new IcsParseError("시작 시각(DTSTART)이 없는 일정이 있습니다");
  const start = instant(startProp, feed);
  if (!start) throw new IcsParseError(`일정의 시작 시각을 읽을 수 없습니다: ${startProp.value.slice(0, 40)}`);
  let end: number;
  const endProp = get("DTEND");
  const durationProp = get("DURATION");
  if (endProp) {
    const read = instant(endProp, feed);
    if (!read) throw new IcsParseError(`일정의 끝 시각을 읽을 수 없습니다: ${endProp.value.slice(0, 40)}`);
    end = read.at;
  } else if (durationProp) {
    const ms = duration(durationProp.value);
    if (ms === null) throw new IcsParseError(`일정의 길이를 읽을 수 없습니다: ${durationProp.value.slice(0, 40)}`);
    end = start.at + ms;
  } else end = start.allDay ? start.at + 86_400_000 : start.at;
  if (get("RRULE") || get("RDATE")) feed.recurring++;
  // An event of no length (a reminder, a deadline marker) takes no time.
  if (end <= start.at) return null;
  const uid = get("UID")?.value || `no-uid-${index}`;
  const recurrence = get("RECURRENCE-ID")?.value;
  return {
    uid: recurrence ? `${uid}#${recurrence}` : uid,
    start: start.at,
    end,
    summary: unescape(get("SUMMARY")?.value ?? ""),
  };
}
