// The holiday calendar: what the deadline calculator counts on, the attorney's own rows, and the pull from
// 한국천문연구원 특일정보 (a diff first; the same call with apply writes it, manual rows always win).
import {
  HOLIDAY_KINDS,
  HOLIDAY_KIND_LABELS,
  daysInMonth,
  holidayMap,
  parseIsoDate,
  type Holiday,
  type HolidayKind,
} from "@shared/holidays/calendar";
import { SEED_HOLIDAYS, SEED_YEARS } from "@shared/holidays/seed-holidays";
import { seoulDate } from "@shared/lib/dates";
import type { HolidayRow } from "@shared/schema";
import type { Db } from "../db";
import type { Clock } from "../lib/clock";
import { systemClock } from "../lib/clock";
import { AppError, NotFoundError, ValidationError } from "../lib/errors";
import { fetchRestDays, KasiError, type KasiClientOptions, type KasiHoliday } from "../lib/kasi-holidays";
import { createHolidaysStorage, type HolidaysStorage } from "../storage/holidays.storage";

export interface Calendar {
  holidays: Map<string, Holiday>;
  years: Set<number>;
  /** Changes whenever a row changes: the number of rows and the newest write. */
  version: string;
}

export interface HolidayDiff {
  year: number;
  month: number | null;
  add: KasiHoliday[];
  change: Array<{ date: string; from: { name: string; kind: HolidayKind }; to: { name: string; kind: HolidayKind } }>;
  remove: Array<{ date: string; name: string }>;
  /** Days the API names differently (or not at all) that the attorney entered by hand: kept as entered. */
  manualKept: Array<{ date: string; name: string; api: string | null }>;
}

/** Seeds a year's shipped holidays when that year has no row at all (a deleted day is not brought back). */
export async function seedHolidays(db: Db): Promise<void> {
  const storage = createHolidaysStorage(db);
  const years = new Set(await storage.years());
  const missing = SEED_HOLIDAYS.filter(
    (h) => (SEED_YEARS as readonly number[]).includes(Number(h.date.slice(0, 4))) && !years.has(Number(h.date.slice(0, 4))),
  );
  await storage.insertMissing(missing.map((h) => ({ ...h, source: "seed" as const })));
}

const toHoliday = (r: HolidayRow): Holiday => ({ date: r.date, name: r.name, kind: r.kind as HolidayKind });

class HolidayApiError extends AppError {
  constructor(message: string) {
    super(502, "HOLIDAY_API_FAILED", `공휴일 정보를 가져오지 못했습니다. 기존 달력은 그대로입니다. (${message})`);
  }
}

/** The API answered a whole year without one holiday: not published yet, or not read; never "no holidays". */
class HolidayYearEmptyError extends HolidayApiError {}

export function createHolidaysService(db: Db, options: { kasi?: KasiClientOptions; clock?: Clock } = {}) {
  const storage = createHolidaysStorage(db);
  const clock = options.clock ?? systemClock;

  function validateYear(value: unknown): number {
    const year = Number(value);
    if (typeof value !== "string" || !/^\d{4}$/.test(value) || year < 2000 || year > 2100)
      throw new ValidationError({ year: ["연도를 네 자리 숫자로 입력해 주세요. 예: 2027"] });
    return year;
  }

  async function diffFor(year: number, month: number | null, api: KasiHoliday[], on: HolidaysStorage = storage): Promise<HolidayDiff> {
    const from = month ? `${year}-${String(month).padStart(2, "0")}-01` : `${year}-01-01`;
    const to = month ? `${year}-${String(month).padStart(2, "0")}-${daysInMonth(year, month)}` : `${year}-12-31`;
    const current = await on.between(from, to);
    const byDate = new Map(current.map((r) => [r.date, r]));
    const apiByDate = new Map(api.map((h) => [h.date, h]));
    const diff: HolidayDiff = { year, month, add: [], change: [], remove: [], manualKept: [] };
    for (const h of api) {
      const row = byDate.get(h.date);
      if (!row) diff.add.push(h);
      else if (row.source === "manual") {
        if (row.name !== h.name || row.kind !== h.kind) diff.manualKept.push({ date: h.date, name: row.name, api: h.name });
      } else if (row.name !== h.name || row.kind !== h.kind)
        diff.change.push({ date: h.date, from: { name: row.name, kind: row.kind as HolidayKind }, to: { name: h.name, kind: h.kind } });
    }
    for (const row of current) {
      if (apiByDate.has(row.date)) continue;
      if (row.source === "manual") diff.manualKept.push({ date: row.date, name: row.name, api: null });
      else diff.remove.push({ date: row.date, name: row.name });
    }
    return diff;
  }

  async function read(year: number, month: number | null): Promise<KasiHoliday[]> {
    let api: KasiHoliday[];
    try {
      api = await fetchRestDays(options.kasi!, year, month ?? undefined);
    } catch (error) {
      if (error instanceof KasiError) throw new HolidayApiError(error.message);
      throw error;
    }
    const outside = api.filter((h) => Number(h.date.slice(0, 4)) !== year || (month !== null && Number(h.date.slice(5, 7)) !== month));
    if (outside.length > 0) throw new HolidayApiError("요청한 기간 밖의 날짜가 왔습니다");
    // A year has holidays: an empty year is an answer that was not read, never "no holidays".
    if (month === null && api.length === 0) throw new HolidayYearEmptyError(`${year}년 공휴일이 API에 아직 없습니다`);
    return api;
  }

  /** Writes the API's rows for the period in one transaction; manual rows are never changed. */
  function write(year: number, month: number | null, api: KasiHoliday[]): Promise<HolidayDiff> {
    return db.transaction(async (tx) => {
      const txStorage = createHolidaysStorage(tx);
      const diff = await diffFor(year, month, api, txStorage);
      await txStorage.remove(diff.remove.map((r) => r.date));
      await txStorage.upsert(
        [...diff.add, ...diff.change.map((c) => ({ date: c.date, ...c.to }))].map((h) => ({
          date: h.date,
          name: h.name,
          kind: h.kind,
          source: "kasi" as const,
        })),
      );
      return diff;
    });
  }

  return {
    async calendar(): Promise<Calendar> {
      const rows = await storage.all();
      const newest = rows.reduce((max, r) => Math.max(max, r.fetchedAt.getTime()), 0);
      return {
        holidays: holidayMap(rows.map(toHoliday)),
        years: new Set(rows.map((r) => Number(r.date.slice(0, 4)))),
        version: `${rows.length}-${newest ? new Date(newest).toISOString() : "0"}`,
      };
    },

    async list(yearParam: unknown) {
      const year = validateYear(yearParam);
      const rows = await storage.between(`${year}-01-01`, `${year}-12-31`);
      return {
        year,
        covered: rows.length > 0,
        holidays: rows.map((r) => ({ ...r, kindLabel: HOLIDAY_KIND_LABELS[r.kind as HolidayKind] })),
      };
    },

    async addManual(body: unknown) {
      const input = (body ?? {}) as Record<string, unknown>;
      const fields: Record<string, string[]> = {};
      const date = typeof input.date === "string" ? input.date : "";
      const name = typeof input.name === "string" ? input.name.trim() : "";
      const kind = input.kind === undefined ? "temporary" : input.kind;
      if (!parseIsoDate(date)) fields.date = ["날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요."];
      if (!name || name.length > 50) fields.name = ["공휴일 이름을 1~50자로 입력해 주세요."];
      if (typeof kind !== "string" || !(HOLIDAY_KINDS as readonly string[]).includes(kind))
        fields.kind = ["종류는 공휴일, 대체공휴일, 임시공휴일, 선거일 중 하나여야 합니다."];
      if (Object.keys(fields).length > 0) throw new ValidationError(fields);
      await storage.upsert([{ date, name, kind: kind as HolidayKind, source: "manual" }]);
      return storage.get(date);
    },

    async remove(date: string) {
      if (!parseIsoDate(date)) throw new ValidationError({ date: ["날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요."] });
      if ((await storage.remove([date])) === 0) throw new NotFoundError("그 날짜의 공휴일이 없습니다.");
    },

    /** Reads the API for a year (or month) and answers the diff; with `apply`, writes it in one transaction. */
    async sync(yearParam: unknown, monthParam: unknown, apply: boolean) {
      const year = validateYear(yearParam);
      let month: number | null = null;
      if (monthParam !== undefined && monthParam !== "") {
        month = Number(monthParam);
        if (!/^\d{1,2}$/.test(String(monthParam)) || month < 1 || month > 12)
          throw new ValidationError({ month: ["월을 1부터 12 사이의 숫자로 입력해 주세요."] });
      }
      if (!options.kasi)
        throw new AppError(
          503,
          "HOLIDAY_API_NOT_CONFIGURED",
          "HOLIDAY_API_KEY가 설정되지 않아 공휴일 정보를 가져올 수 없습니다. 공휴일은 직접 추가할 수 있습니다.",
        );
      const api = await read(year, month);
      if (!apply) return { applied: false, diff: await diffFor(year, month, api) };
      return { applied: true, diff: await write(year, month, api) };
    },

    /**
     * The scheduled pull of one whole year: writes the API's year (manual rows win) and answers the diff. A year
     * the API has no holiday for is never written as "no holidays": with `required` it is a failure, otherwise
     * (next year before it is published) it is skipped and answers null.
     */
    async pullYear(year: number, required: boolean): Promise<HolidayDiff | null> {
      if (!options.kasi) throw new AppError(503, "HOLIDAY_API_NOT_CONFIGURED", "HOLIDAY_API_KEY가 설정되지 않았습니다.");
      try {
        return await write(year, null, await read(year, null));
      } catch (error) {
        if (!required && error instanceof HolidayYearEmptyError) return null;
        throw error;
      }
    },

    /** Next year when it has no holiday and today (Korea time) is on or after 1 November; otherwise null. */
    async missingNextYear(): Promise<number | null> {
      const today = seoulDate(clock());
      const year = Number(today.slice(0, 4));
      if (today.slice(5) < "11-01") return null;
      const years = await storage.years();
      return years.includes(year + 1) ? null : year + 1;
    },
  };
}
export type HolidaysService = ReturnType<typeof createHolidaysService>;
