// The morning digest with a real SMTP server and a moved clock: sent at the set time (Korea time) and not
// before, once a day across two instances, retried after a mail failure, skipped when disabled or when nothing
// is open; its text holds numbers, times and links and no personal data.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS, type IntakeSettings } from "@shared/intake/intake-settings";
import { composeDigest } from "@shared/intake/morning-digest";
import { consultations, digestRuns } from "@shared/schema";
import type { Database } from "../db";
import { createMailer } from "../lib/mailer";
import { setLogLevel } from "../lib/logger";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { insertConsultation } from "../../tests/helpers/consultations";
import { decodeMail, startSmtp, type TestSmtp } from "../../tests/helpers/smtp";
import { createMorningDigest, type MorningDigest } from "./morning-digest.service";

const SITE = "https://law.example.kr";
let database: Database;
let smtp: TestSmtp;
let now: Date;
let settings: IntakeSettings;
const instances: MorningDigest[] = [];

function instance(): MorningDigest {
  const digest = createMorningDigest({
    db: database.db,
    mailer: createMailer(smtp.url, "site@law.example.kr"),
    notifyEmail: "office@law.example.kr",
    siteUrl: SITE,
    clock: () => now,
    intake: async () => settings,
    office: async () => ({ officeName: "정의로 법률사무소", replyWithinHours: 24 }),
    sweepMs: 0,
  });
  instances.push(digest);
  return digest;
}

/** 2026-11-26 at hh:mm in Korea. */
const seoul = (hhmm: string, day = "2026-11-26") => new Date(`${day}T${hhmm}:00+09:00`);
const hoursBefore = (d: Date, h: number) => new Date(d.getTime() - h * 3_600_000);

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  smtp = await startSmtp();
});
afterAll(async () => {
  for (const d of instances) await d.stop();
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(consultations);
  await database.db.delete(digestRuns);
  smtp.messages.length = 0;
  settings = { ...DEFAULT_INTAKE_SETTINGS, digest: { enabled: true, time: "08:00" } };
});

async function seedRequests() {
  const morning = seoul("08:00");
  const late = await insertConsultation(database.db, {
    name: "김민수",
    phone: "01012345678",
    email: "minsu@example.com",
    urgency: "emergency",
    caseType: "sexual",
    content: "비밀스러운 사건 내용",
    createdAt: hoursBefore(morning, 30),
  });
  const inTime = await insertConsultation(database.db, {
    name: "이서연",
    phone: "01098765432",
    urgency: "normal",
    createdAt: hoursBefore(morning, 10),
  });
  const done = await insertConsultation(database.db, {
    name: "박지훈",
    phone: "0212345678",
    consultationStatus: "completed",
    createdAt: hoursBefore(morning, 50),
  });
  return { late, inTime, done };
}

describe("morning digest", () => {
  it("is sent at the set Korea time, not before, to the office address, with numbers, times and links only", async () => {
    const { late, inTime, done } = await seedRequests();
    const digest = instance();
    now = seoul("07:59");
    await digest.sweep();
    expect(smtp.messages).toHaveLength(0);
    expect(await database.db.select().from(digestRuns)).toEqual([]);

    now = seoul("08:00");
    await digest.sweep();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to).toEqual(["office@law.example.kr"]);
    const { subject, text } = decodeMail(smtp.messages[0].raw);
    expect(subject).toBe("[아침 요약] 기한 초과 1건 · 진행 중 2건 (11월 26일)");
    // 매우 긴급, arrived in the quiet hours (22:00–08:00): due 2 hours after they ended, and listed first.
    expect(text).toContain(
      `■ 매우 긴급·긴급 먼저 (긴급도, 기한 가까운 순) (1건)\n- #${late.id} [매우 긴급] 11월 25일 오전 2:00 접수 · 첫 연락 기한 11월 25일 오전 10:00 · 기한 22시간 초과`,
    );
    expect(text).toContain(`${SITE}/admin?search=%23${late.id}`);
    expect(text).toContain(`#${inTime.id} [보통] 11월 25일 오후 10:00 접수 · 첫 연락 기한 11월 26일 오후 10:00 · 남은 시간 14시간`);
    expect(text).toContain(`${SITE}/admin?sort=overdue`);
    expect(text).not.toContain(`#${done.id} `);
    // Overdue first.
    expect(text.indexOf(`#${late.id} `)).toBeLessThan(text.indexOf(`#${inTime.id} `));
    for (const personal of [
      "김민수",
      "이서연",
      "박지훈",
      "01012345678",
      "010-1234-5678",
      "minsu@example.com",
      "성범죄",
      "비밀스러운 사건 내용",
      "피의자",
    ]) {
      expect(`${subject}\n${text}`, personal).not.toContain(personal);
    }
    const [run] = await database.db.select().from(digestRuns);
    expect(run).toMatchObject({ day: "2026-11-26", status: "sent", attempts: 1, openCount: 2, overdueCount: 1 });
  });

  it("goes out once a day, across two instances and a restart, and again the next morning", async () => {
    await seedRequests();
    now = seoul("08:30");
    const [a, b] = [instance(), instance()];
    await Promise.all([a.sweep(), b.sweep(), a.sweep()]);
    expect(smtp.messages).toHaveLength(1);
    now = seoul("21:00");
    await instance().sweep(); // a restarted instance, later the same day
    expect(smtp.messages).toHaveLength(1);

    now = seoul("07:00", "2026-11-27");
    await a.sweep();
    expect(smtp.messages).toHaveLength(1);
    now = seoul("08:01", "2026-11-27");
    await Promise.all([a.sweep(), b.sweep()]);
    expect(smtp.messages).toHaveLength(2);
    expect((await database.db.select().from(digestRuns)).map((r) => [r.day, r.status])).toEqual([
      ["2026-11-26", "sent"],
      ["2026-11-27", "sent"],
    ]);
  });

  it("is retried after a mail failure, 1 then 2 minutes later, and sent once", async () => {
    await seedRequests();
    const digest = instance();
    smtp.failNext(2);
    now = seoul("08:00");
    await digest.sweep();
    expect(smtp.messages).toHaveLength(0);
    const [failed] = await database.db.select().from(digestRuns);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.lastError).toMatch(/451|temporarily/);

    now = new Date(seoul("08:00").getTime() + 30_000);
    await digest.sweep(); // before the retry is due
    expect((await database.db.select().from(digestRuns))[0].attempts).toBe(1);
    now = new Date(seoul("08:00").getTime() + 60_000);
    await digest.sweep(); // second attempt fails too
    expect((await database.db.select().from(digestRuns))[0].attempts).toBe(2);
    now = new Date(seoul("08:00").getTime() + 3 * 60_000);
    await digest.sweep();
    expect(smtp.messages).toHaveLength(1);
    expect((await database.db.select().from(digestRuns))[0]).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    now = new Date(seoul("08:00").getTime() + 30 * 60_000);
    await digest.sweep();
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends nothing when disabled", async () => {
    await seedRequests();
    settings = { ...settings, digest: { enabled: false, time: "08:00" } };
    now = seoul("09:00");
    await instance().sweep();
    expect(smtp.messages).toHaveLength(0);
    expect(await database.db.select().from(digestRuns)).toEqual([]);
  });

  it("sends nothing when nothing is open, and records the day as skipped (a later request waits for tomorrow)", async () => {
    await insertConsultation(database.db, { consultationStatus: "completed", createdAt: seoul("07:00", "2026-11-20") });
    await insertConsultation(database.db, { outcome: "retained", createdAt: seoul("07:00", "2026-11-21") });
    const digest = instance();
    now = seoul("08:00");
    await digest.sweep();
    expect(smtp.messages).toHaveLength(0);
    expect((await database.db.select().from(digestRuns))[0]).toMatchObject({ day: "2026-11-26", status: "skipped", openCount: 0 });
    await insertConsultation(database.db, { createdAt: seoul("09:00") });
    now = seoul("09:30");
    await digest.sweep();
    expect(smtp.messages).toHaveLength(0);
  });

  it("follows the time set in the settings", async () => {
    await seedRequests();
    settings = { ...settings, digest: { enabled: true, time: "06:30" } };
    now = seoul("06:29");
    await instance().sweep();
    expect(smtp.messages).toHaveLength(0);
    now = seoul("06:30");
    await instance().sweep();
    expect(smtp.messages).toHaveLength(1);
  });
});

describe("digest text", () => {
  it("lists at most 50 per section and counts the rest", () => {
    const at = seoul("08:00");
    const many = Array.from({ length: 53 }, (_, i) => ({
      id: i + 1,
      urgency: "normal",
      createdAt: hoursBefore(at, 30 + i),
      firstContactAt: null,
      nextContactAt: null,
      consultationStatus: "new",
      outcome: null,
    }));
    const digest = composeDigest(many, at, 24, SITE, "사무소")!;
    expect(digest.overdueCount).toBe(53);
    expect(digest.text.match(/^- #/gm)).toHaveLength(50);
    expect(digest.text).toContain("외 3건은 관리자 화면에서 확인해주세요.");
    // The latest first: #53 arrived first.
    expect(digest.text.indexOf("#53 ")).toBeLessThan(digest.text.indexOf("#52 "));
  });

  it("shows a planned next contact and a request with none owed", () => {
    const at = seoul("08:00");
    const digest = composeDigest(
      [
        {
          id: 4,
          urgency: "urgent",
          createdAt: hoursBefore(at, 40),
          firstContactAt: hoursBefore(at, 39),
          nextContactAt: new Date(at.getTime() + 5 * 3_600_000),
          consultationStatus: "in_progress",
          outcome: null,
        },
        {
          id: 5,
          urgency: "urgent",
          createdAt: hoursBefore(at, 40),
          firstContactAt: hoursBefore(at, 39),
          nextContactAt: null,
          consultationStatus: "in_progress",
          outcome: null,
        },
      ],
      at,
      24,
      SITE,
      "사무소",
    )!;
    expect(digest.text).toContain("#4 [긴급] 11월 24일 오후 4:00 접수 · 다음 연락 예정 11월 26일 오후 1:00 · 남은 시간 5시간");
    expect(digest.text).toContain("■ 연락 후 다음 연락 예정 없음 (1건)\n- #5 [긴급] 11월 24일 오후 4:00 접수 · 연락 예정 없음");
  });
});
