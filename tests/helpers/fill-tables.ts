// A row (or more) in every table of the schema, and a snapshot of every table's rows, for the backup round trip.
import { sql } from "drizzle-orm";
import * as schema from "@shared/schema";
import type { Db } from "../../server/db";
import { runSeed } from "../../server/services/seed.service";

/** Every table name of the app's schema (a table added to shared/schema/index.ts is caught by the test's check). */
export async function appTables(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return (result.rows as { table_name: string }[]).map((r) => r.table_name);
}

export async function fillEveryTable(db: Db): Promise<void> {
  await runSeed(db, { adminUsername: "admin", adminPassword: "backup-admin-pass-1" });
  const [user] = await db.select().from(schema.users).limit(1);
  await db.insert(schema.recoveryCodes).values({ userId: user.id, codeHash: "a".repeat(64) });
  const [category] = await db.select().from(schema.categories).limit(1);
  const [post] = await db
    .insert(schema.posts)
    .values({
      title: "백업 확인용 글",
      content: '본문 ✓ "따옴표"와 줄바꿈\n둘째 줄',
      categoryId: category.id,
      authorId: user.id,
      slug: "backup-check",
      faqs: [{ question: "질문?", answer: "답." }],
    })
    .returning();
  await db.insert(schema.postRevisions).values({ postId: post.id, title: "이전 제목", content: "이전 본문" });
  await db.insert(schema.postRedirects).values({ fromPath: "/board/old-backup-check", postId: post.id });
  const [interview] = await db.insert(schema.interviews).values({ title: "인터뷰", slug: "backup-interview", content: "내용" }).returning();
  await db
    .insert(schema.settingsVersions)
    .values({ kind: "site", data: { officeName: "백업 확인 사무소", phone: "02-123-4567" }, savedBy: user.id, savedByName: "admin" });
  await db.insert(schema.testimonials).values({
    quote: "백업 확인용 후기",
    clientName: "김○○",
    caseType: "확인",
    interviewId: interview.id,
    published: true,
    consentDate: "2026-11-20",
    consentMethod: "서면 동의서",
    consentRecordedBy: "admin",
  });
  await db
    .insert(schema.interviewRevisions)
    .values({ interviewId: interview.id, title: "이전 인터뷰 제목", content: "이전 내용", clientName: "김○○" });
  await db.insert(schema.interviewRedirects).values({ fromPath: "/interview/old-backup-interview", interviewId: interview.id });
  await db
    .insert(schema.seoSettings)
    .values({ pageType: "about", title: "소개", description: "설명", structuredData: '{"@type":"Person"}' });
  await db.insert(schema.temporaryImages).values({ filename: "x.png", base64Data: "AAAA", userId: user.id });
  await db.insert(schema.uploads).values({
    filename: `${"b".repeat(64)}.webp`,
    mimeType: "image/webp",
    data: Buffer.from([0, 1, 2, 255]),
    byteSize: 4,
    width: 1,
    height: 1,
  });
  await db.insert(schema.contentTombstones).values({ kind: "post", slug: "gone" });
  await db
    .insert(schema.sessions)
    .values({ sid: "backup-sid", sess: { cookie: {}, passport: { user: user.id } }, expire: new Date("2030-01-01T00:00:00Z") });
  await db.insert(schema.rateLimits).values({ key: "login-ip:192.0.2.1", count: 2 });
  const [consultation] = await db
    .insert(schema.consultations)
    .values({
      name: "백업 확인",
      phone: "01012345678",
      caseType: "fraud",
      currentStatus: "victim",
      urgency: "normal",
      content: "사기 피해 상담",
      privacyAgreed: true,
      incidentDate: "2026-01-02",
    })
    .returning();
  await db
    .insert(schema.consultationHistory)
    .values({ consultationId: consultation.id, field: "adminNotes", newValue: "메모", changedByName: "admin" });
  await db.insert(schema.consultationContacts).values({
    consultationId: consultation.id,
    channel: "phone",
    result: "no_answer",
    note: "오후에 다시",
    nextContactAt: new Date("2026-11-27T05:00:00Z"),
    createdBy: user.id,
    createdByName: "admin",
  });
  await db.insert(schema.outboundMessages).values({
    consultationId: consultation.id,
    kind: "ack_sms",
    channel: "sms",
    recipient: "01012345678",
    body: "접수되었습니다",
    status: "sent",
  });
  await db
    .insert(schema.digestRuns)
    .values({ day: "2026-11-26", status: "sent", attempts: 1, openCount: 3, overdueCount: 1, sentAt: new Date("2026-11-25T23:00:05Z") });
  await db.insert(schema.accessLogs).values({ username: "admin", action: "list", detail: "목록", ip: "127.0.0.1" });
  await db.insert(schema.destructionRecords).values({ rule: "data-subject-request", count: 1, detail: "요청" });
  await db.insert(schema.cacheVersions).values({ scope: "backup-check", version: 7 }).onConflictDoNothing();
  // The holidays are seeded by runSeed; a manual row and a rule review complete the tools' tables.
  await db.insert(schema.holidays).values({ date: "2026-12-31", name: "임시공휴일", kind: "temporary", source: "manual" });
  await db
    .insert(schema.toolRuleReviews)
    .values({ ruleKey: "quasi_appeal", lawAsOf: "2026-11-27", reviewedBy: user.id, reviewedByName: "admin" });
  await db.insert(schema.holidayPullRuns).values({ key: "2027-01", status: "done", attempts: 1, summary: "2027년: 추가 1" });
  await db.insert(schema.pageStructuredData).values({ pageType: "home", patch: '{"alternateName":"백업"}' }).onConflictDoNothing();
  // The law watch: a citation, its law, a change, a run and the notice switch.
  await db
    .insert(schema.postCitations)
    .values({ postKind: "post", postId: post.id, lawId: "001692", jo: "034700", label: "형법 제347조" })
    .onConflictDoNothing();
  await db.insert(schema.watchedLaws).values({ lawId: "001692", name: "형법" }).onConflictDoNothing();
  await db.insert(schema.lawChanges).values({ lawId: "001692", jo: "034700", kind: "article_changed", effectiveOn: "2025-12-23" });
  await db.insert(schema.lawWatchRuns).values({ day: "2026-11-26", status: "succeeded", checkedThrough: "2026-11-25" });
  await db.insert(schema.lawWatchSettings).values({ id: 1, publicNotice: true }).onConflictDoNothing();
  // Booking: a booking of the request above, its manage token (hashed), a reminder, a block.
  const [booking] = await db
    .insert(schema.bookings)
    .values({
      consultationId: consultation.id,
      typeSlug: "phone-30",
      typeLabel: "전화 상담 30분",
      kind: "phone",
      startAt: new Date("2026-12-01T01:00:00Z"),
      endAt: new Date("2026-12-01T01:30:00Z"),
      situation: "general",
      reminderChannel: "sms",
    })
    .returning();
  await db.insert(schema.bookingTokens).values({ tokenHash: "c".repeat(64), bookingId: booking.id });
  await db.insert(schema.outboundMessages).values({
    consultationId: consultation.id,
    bookingId: booking.id,
    kind: "booking_reminder",
    dedupeKey: "2026-12-01T10:00:00+09:00/1440",
    channel: "sms",
    recipient: "01012345678",
    body: "[상담 예약 안내]",
    nextAttemptAt: new Date("2026-11-30T01:00:00Z"),
  });
  await db.insert(schema.availabilityBlocks).values({
    startAt: new Date("2026-12-02T00:00:00Z"),
    endAt: new Date("2026-12-02T09:00:00Z"),
    label: "형사 공판",
  });
  await db.insert(schema.availabilityBlocks).values({
    startAt: new Date("2026-12-03T00:00:00Z"),
    endAt: new Date("2026-12-03T02:00:00Z"),
    label: "캘린더: 회의",
    source: "ics",
    feedUid: "event-1@calendar",
  });
  await db.insert(schema.bookingCalendarFeed).values({ urlSealed: "v1:aaaa:bbbb:cccc", lastStatus: "ok", lastCount: 1 });
}

/** Every row of every table, in a stable order, as JSON text. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await appTables(db)) {
    const result = await db.execute(sql.raw(`select * from "${table}" order by 1`));
    out[table] = JSON.stringify(result.rows, (_k, v) => (v instanceof Uint8Array ? Buffer.from(v).toString("hex") : v));
  }
  return out;
}
