import { describe, expect, it } from "vitest";
import { arrivedText, clockLines, dueText, formatSpan, responseClock, type ClockRequest } from "./response-clock";

// 2026-11-26 09:00 in Seoul.
const ARRIVED = "2026-11-26T00:00:00Z";
const open: ClockRequest = { createdAt: ARRIVED, firstContactAt: null, nextContactAt: null, consultationStatus: "new", outcome: null };
const at = (iso: string) => new Date(iso);

describe("response clock", () => {
  it("before a first contact, is due at arrival + the reply window", () => {
    const c = responseClock(open, at("2026-11-26T03:00:00Z"), 24);
    expect(c.closed).toBe(false);
    expect(c.dueKind).toBe("first_contact");
    expect(c.dueAt?.toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(c.ageMs).toBe(3 * 3_600_000);
    expect(c.remainingMs).toBe(21 * 3_600_000);
    expect(c.overdue).toBe(false);
    expect(clockLines(c)).toEqual({ arrived: "3시간 전 접수", due: "남은 시간 21시간", owed: "첫 연락 기한 11월 27일 오전 9:00" });
  });

  it("is overdue once the window has passed, not at its last instant", () => {
    expect(responseClock(open, at("2026-11-27T00:00:00Z"), 24).overdue).toBe(false);
    const late = responseClock(open, at("2026-11-27T02:00:30Z"), 24);
    expect(late.overdue).toBe(true);
    expect(dueText(late)).toBe("기한 2시간 초과");
  });

  it("follows the office's own window", () => {
    const c = responseClock(open, at("2026-11-26T03:40:00Z"), 4);
    expect(dueText(c)).toBe("남은 시간 20분");
    expect(responseClock(open, at("2026-11-26T04:00:01Z"), 4).overdue).toBe(true);
  });

  it("after a first contact, owes the next planned contact", () => {
    const contacted = {
      ...open,
      consultationStatus: "in_progress",
      firstContactAt: "2026-11-26T01:00:00Z",
      nextContactAt: "2026-11-28T06:00:00Z",
    };
    const c = responseClock(contacted, at("2026-11-28T00:40:00Z"), 24);
    expect(c.dueKind).toBe("next_contact");
    expect(dueText(c)).toBe("남은 시간 5시간 20분");
    expect(clockLines(c).owed).toBe("다음 연락 예정 11월 28일 오후 3:00");
    expect(responseClock(contacted, at("2026-11-28T08:00:00Z"), 24).overdue).toBe(true);
  });

  it("after a first contact with no next contact planned, owes nothing (the window no longer applies)", () => {
    const c = responseClock({ ...open, firstContactAt: "2026-11-26T01:00:00Z" }, at("2026-12-10T00:00:00Z"), 24);
    expect(c).toMatchObject({ closed: false, dueKind: null, dueAt: null, remainingMs: null, overdue: false });
    expect(clockLines(c)).toEqual({ arrived: "14일 전 접수", due: null, owed: null });
  });

  it("closes on the completed status and on 수임, 미수임 and 연락 두절", () => {
    const now = at("2026-12-10T00:00:00Z");
    expect(responseClock({ ...open, consultationStatus: "completed" }, now, 24)).toMatchObject({
      closed: true,
      overdue: false,
      dueAt: null,
    });
    for (const outcome of ["retained", "not_retained", "unreachable"]) {
      expect(responseClock({ ...open, outcome, nextContactAt: "2026-12-01T00:00:00Z" }, now, 24), outcome).toMatchObject({
        closed: true,
        overdue: false,
      });
    }
  });

  it("상담 완료 keeps a planned next contact, and counts as the first contact", () => {
    const now = at("2026-12-10T00:00:00Z");
    const consulted = { ...open, outcome: "consulted" };
    expect(responseClock(consulted, now, 24)).toMatchObject({ closed: false, dueKind: null, overdue: false });
    expect(responseClock({ ...consulted, nextContactAt: "2026-12-09T00:00:00Z" }, now, 24)).toMatchObject({
      dueKind: "next_contact",
      overdue: true,
    });
  });
});

describe("clock words", () => {
  it("says how long ago a request arrived", () => {
    expect(arrivedText(20_000)).toBe("방금 접수");
    expect(arrivedText(15 * 60_000)).toBe("15분 전 접수");
    expect(arrivedText(3 * 3_600_000 + 59 * 60_000)).toBe("3시간 전 접수");
    expect(arrivedText(49 * 3_600_000)).toBe("2일 전 접수");
  });

  it("writes spans to the minute, in days and hours past a day", () => {
    expect(formatSpan(30_000)).toBe("1분 미만");
    expect(formatSpan(45 * 60_000)).toBe("45분");
    expect(formatSpan(-(5 * 60 + 20) * 60_000)).toBe("5시간 20분");
    expect(formatSpan(2 * 3_600_000)).toBe("2시간");
    expect(formatSpan((51 * 60 + 10) * 60_000)).toBe("2일 3시간");
    expect(formatSpan(48 * 3_600_000)).toBe("2일");
  });
});

describe("response clock with the deadlines by urgency", () => {
  const rules = { replyWithinHours: 24, emergencyHours: 2, urgentSameDay: true, quiet: { enabled: true, start: "22:00", end: "08:00" } };
  it("gives 매우 긴급 hours and 긴급 the day, and closes on an ending stage", () => {
    // Arrived 11월 26일 09:00 in Korea.
    const now = at("2026-11-26T01:00:00Z");
    expect(clockLines(responseClock({ ...open, urgency: "emergency" }, now, rules))).toMatchObject({
      due: "남은 시간 1시간",
      owed: "첫 연락 기한 11월 26일 오전 11:00",
    });
    expect(clockLines(responseClock({ ...open, urgency: "urgent" }, now, rules)).owed).toBe("첫 연락 기한 11월 26일 오후 11:59");
    expect(responseClock({ ...open, urgency: "normal" }, now, rules).dueAt?.toISOString()).toBe("2026-11-27T00:00:00.000Z");
    for (const stage of ["retained", "declined", "unreachable"]) {
      expect(responseClock({ ...open, stage, nextContactAt: "2026-11-28T00:00:00Z" }, now, rules).closed, stage).toBe(true);
    }
    expect(responseClock({ ...open, stage: "consulted" }, now, rules).closed).toBe(false);
  });
});
