// The morning digest's first section: today's pending and confirmed bookings (Korea date), by start, with times,
// type, status and request number only; a morning with bookings and nothing open still sends the digest.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import { bookings, consultations, digestRuns } from "@shared/schema";
import type { Database } from "../db";
import { createMailer } from "../lib/mailer";
import { setLogLevel } from "../lib/logger";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { insertConsultation } from "../../tests/helpers/consultations";
import { decodeMail, startSmtp, type TestSmtp } from "../../tests/helpers/smtp";
import { createMorningDigest } from "./morning-digest.service";

const SITE = "https://law.example.kr";
let database: Database;
let smtp: TestSmtp;

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(consultations);
  await database.db.delete(digestRuns);
  smtp.messages.length = 0;
});

async function book(start: string, minutes: number, status: string, person: { name: string; phone: string }, closed = true) {
  const request = await insertConsultation(database.db, {
    ...person,
    caseType: "sexual",
    content: "비밀스러운 사건 내용",
    createdAt: new Date("2026-11-20T10:00:00+09:00"),
    ...(closed ? { consultationStatus: "completed" } : {}),
  });
  const startAt = new Date(start);
  await database.db.insert(bookings).values({
    consultationId: request.id,
    typeSlug: "visit",
    typeLabel: "방문 상담",
    kind: "visit",
    startAt,
    endAt: new Date(startAt.getTime() + minutes * 60_000),
    status,
    situation: "deadline",
    deadlineDate: "2026-11-27",
    reminderChannel: "sms",
  });
  return request.id;
}

async function digestAt(now: Date) {
  const digest = createMorningDigest({
    db: database.db,
    mailer: createMailer(smtp.url, "site@law.example.kr"),
    notifyEmail: "office@law.example.kr",
    siteUrl: SITE,
    clock: () => now,
    intake: async () => ({ ...DEFAULT_INTAKE_SETTINGS, digest: { enabled: true, time: "08:00" } }),
    office: async () => ({ officeName: "정의로 법률사무소", replyWithinHours: 24 }),
    sweepMs: 0,
  });
  await digest.sweep();
  await digest.stop();
}

describe("morning digest: today's bookings", () => {
  it("lists today's pending and confirmed bookings first, by start, without names or case details", async () => {
    const afternoon = await book("2026-11-26T14:00:00+09:00", 60, "confirmed", { name: "김민수", phone: "01012345678" });
    const morning = await book("2026-11-26T10:00:00+09:00", 30, "pending", { name: "이서연", phone: "01098765432" });
    const cancelled = await book("2026-11-26T11:00:00+09:00", 30, "cancelled", { name: "박지훈", phone: "01055554444" });
    // 00:30 on the 27th in Korea is still the 26th in UTC: not today's.
    const tomorrow = await book("2026-11-27T00:30:00+09:00", 30, "confirmed", { name: "최유진", phone: "01033332222" });
    const open = await book("2026-11-25T10:00:00+09:00", 30, "completed", { name: "정하늘", phone: "01022221111" }, false);

    await digestAt(new Date("2026-11-26T08:00:00+09:00"));
    expect(smtp.messages).toHaveLength(1);
    const { subject, text } = decodeMail(smtp.messages[0].raw);
    expect(subject).toBe("[아침 요약] 오늘 예약 2건 · 기한 초과 1건 · 진행 중 1건 (11월 26일)");
    expect(text.startsWith("■ 오늘 예약 (2건, 확정대기 1건)\n")).toBe(true);
    expect(text).toContain(
      [
        `- 오전 10:00~오전 10:30 방문 상담 [확정대기] 접수번호 ${morning}`,
        `- 오후 2:00~오후 3:00 방문 상담 [확정] 접수번호 ${afternoon}`,
        `  예약 화면: ${SITE}/admin?tab=bookings`,
      ].join("\n"),
    );
    expect(text).not.toContain(`접수번호 ${cancelled}`);
    expect(text).not.toContain(`접수번호 ${tomorrow}`);
    expect(text).toContain(`- 접수번호 ${open} [긴급]`);
    for (const personal of ["김민수", "이서연", "01012345678", "010-1234-5678", "성범죄", "비밀스러운 사건 내용", "D-"]) {
      expect(`${subject}\n${text}`, personal).not.toContain(personal);
    }
  });

  it("is sent for today's bookings even when no request is open", async () => {
    await book("2026-11-26T10:00:00+09:00", 30, "confirmed", { name: "김민수", phone: "01012345678" });
    await digestAt(new Date("2026-11-26T08:05:00+09:00"));
    expect(smtp.messages).toHaveLength(1);
    expect(decodeMail(smtp.messages[0].raw).subject).toBe("[아침 요약] 오늘 예약 1건 · 기한 초과 0건 · 진행 중 0건 (11월 26일)");
    const [run] = await database.db.select().from(digestRuns);
    expect(run).toMatchObject({ status: "sent", openCount: 0 });
  });
});
