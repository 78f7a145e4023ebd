// `node --import tsx scripts/profile-intake.ts`: the cost of each step of a consultation submission on the
// embedded database, one at a time (no concurrency: what each step costs the server's thread), on a database in
// a temporary folder as in production (each statement outside a transaction is followed by a flush of its files).
// The steps of the write path before it became one statement are timed too, for docs/performance.md.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { attributedArticleSlug } from "@shared/intake/attribution";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import { consultations, outboundMessages } from "@shared/schema";
import { consultationRequestSchema } from "@shared/intake/consultation-input";
import { openDatabase } from "../server/db";
import { createOutboundMessages } from "../server/services/outbound-messages.service";
import { createSubmissionLimiter } from "../server/services/submission-limit.service";
import { createConsultationsStorage } from "../server/storage/consultations.storage";
import { createBatchedIntakeSubmitStorage, createIntakeSubmitStorage } from "../server/storage/intake-submit.storage";
import { createOutboundMessagesStorage } from "../server/storage/outbound-messages.storage";
import { createPostsStorage } from "../server/storage/posts.storage";
import { createRateLimitsStorage } from "../server/storage/rate-limits.storage";
import { createSettingsVersionsStorage } from "../server/storage/settings-versions.storage";

const N = Number(process.env.PROFILE_N ?? 300);
const dir = mkdtempSync(path.join(tmpdir(), "profile-intake-"));
const database = await openDatabase({ dataDir: path.join(dir, "db") });
await database.migrate();
const db = database.db;

const form = (i: number) => ({
  requestId: randomUUID(),
  name: `측정${i}`,
  phone: "010-5555-0000",
  email: `p${i}@example.com`,
  caseType: "other",
  currentStatus: "suspect",
  urgency: "normal",
  content: "경찰에서 내일 출석하라는 연락을 받았습니다. ".repeat(10),
  privacyAgreed: true,
  sensitiveAgreed: true,
  ageConfirmed: true,
  sourceAgreed: true,
  source: { landingPage: "/board/x/some-guide", ctaSource: "board:some-guide" },
});

async function time(label: string, step: (i: number) => unknown): Promise<void> {
  for (let i = 0; i < 20; i++) await step(-1 - i); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await step(i);
  console.log(`${label.padEnd(62)} ${(((performance.now() - t0) / N) * 1000).toFixed(0).padStart(6)} µs`);
}

const outbound = createOutboundMessages(db, {
  mailer: { send: async () => ({ response: "250 OK" }), configured: async () => true, close: () => {} },
  intake: async () => DEFAULT_INTAKE_SETTINGS,
  office: async () => ({ officeName: "사무소", phone: "02-1234-5678", hours: "평일 09:00~18:00", replyWithinHours: 24 }),
});
const plan = await outbound.prepare();
const storage = createConsultationsStorage(db);
const limits = createRateLimitsStorage(db);
const posts = createPostsStorage(db);
const settings = createSettingsVersionsStorage(db);
const queue = createOutboundMessagesStorage(db);
const limiter = createSubmissionLimiter();
const budgets = (i: number) => ({
  address: limiter.counter(`10.0.${(i >> 8) & 255}.${i & 255}`),
  requestsPer10Minutes: 1_000_000,
  ackPerRecipientMs: 86_400_000,
  acksPerHour: 1_000_000,
  budgetReason: "budget",
});
const bodies = Array.from({ length: N + 40 }, (_, i) => form(i));
const body = (i: number) => bodies[(i + 40) % bodies.length];

console.log(`intake steps on the embedded database, ${N} runs each, one at a time (mean per run)`);
await time("validation (zod parse of the form)", (i) => consultationRequestSchema.parse(body(i)));
await time("attribution rule (which guide the visit came from)", (i) => attributedArticleSlug(body(i).source));
await time("settings read, cached per content version (prepare)", () => outbound.prepare());
await time("settings read from the database (one select)", () => settings.latest("intake"));
console.log("-- the write path of d06a529: separate statements");
await time("repeat check (select by requestId)", (i) => storage.findByRequestId(body(i).requestId));
await time("per-address limiter (upsert of its counter)", (i) => limits.hit(`consult-ip:10.1.0.${i & 255}-${i}`, new Date(), 600_000));
await time("attribution lookup (select the guide's id)", () => posts.idBySlug("some-guide"));
await time("transaction: BEGIN, insert request, insert message, COMMIT", async (i) => {
  const f = consultationRequestSchema.parse({ ...body(i), requestId: randomUUID() });
  await db.transaction(async (tx) => {
    const [c] = await tx
      .insert(consultations)
      .values({
        ...f,
        email: f.email ?? null,
        age: null,
        incidentDate: null,
        consultationType: null,
        privacyAgreed: true,
        sensitiveAgreed: true,
        smsConsent: false,
      })
      .returning({ id: consultations.id });
    await tx.insert(outboundMessages).values({
      consultationId: c.id,
      kind: "ack_email",
      channel: "email",
      recipient: f.email!,
      body: "제목\n\n본문",
      nextAttemptAt: new Date(),
    });
  });
});
/** One submission's arguments to the storage, as the service builds them. */
function submitArgs(i: number) {
  const f = consultationRequestSchema.parse({ ...body(i), requestId: randomUUID() });
  return [
    {
      requestId: f.requestId ?? null,
      name: f.name,
      phone: f.phone,
      email: f.email ?? null,
      age: null,
      caseType: f.caseType,
      currentStatus: f.currentStatus,
      urgency: f.urgency,
      incidentDate: null,
      content: f.content,
      consultationType: null,
      at: new Date(),
      consentVersion: "v",
      smsConsent: false,
      contactMethod: null,
      avoidTime: null,
      avoidTimeNote: null,
      noMessages: false,
      landingPage: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      ctaSource: null,
      articleSlug: "some-guide",
    },
    plan.messages({ phone: f.phone, email: `${randomUUID()}@example.com`, urgency: "normal", smsConsent: false }),
    plan.marker,
    budgets(i + 100_000),
  ] as const;
}
console.log("-- now: one call of the intake_submit function (its statements planned once per session)");
await time("the whole write path (repeat, limits, request, guide, message)", (i) => createIntakeSubmitStorage(db).submit(...submitArgs(i)));
{
  // Group commit: 8 submissions arriving together, stored by one statement (intake_submit_many); mean per submission.
  const batched = createBatchedIntakeSubmitStorage(db);
  await time("group commit: 8 arriving together, per submission (÷ 8)", async (i) => {
    if (i % 8 === 0 || i < 0) await Promise.all(Array.from({ length: 8 }, (_, k) => batched.submit(...submitArgs(i * 8 + k + 500_000))));
  });
}
await db.execute(sql`update outbound_messages set status = 'pending', attempts = 0, next_attempt_at = now() - interval '1 minute'`);
console.log("-- the senders' database work per message");
let claimed: Awaited<ReturnType<typeof queue.claimDue>> = [];
await time("claim of 25 due messages (one statement)", async () => {
  claimed = await queue.claimDue(new Date(), 25, 8);
  await new Promise((r) => setImmediate(r));
});
await time("d06a529: mark one message sent (one statement each)", (i) =>
  queue.markSent(claimed[Math.abs(i) % Math.max(1, claimed.length)]?.id ?? 0, new Date(), null),
);
const ids = ((await db.execute(sql`select id from outbound_messages order by id limit 25`)).rows as { id: number }[]).map((r) => ({
  id: Number(r.id),
  providerId: null,
}));
await time("now: mark 25 sent (one statement)", () => queue.markSentMany(ids, new Date()));
await database.close();
rmSync(dir, { recursive: true, force: true });
