// `npm run bench:booking`: the public free-slot answer with a full calendar. Builds nothing: run `npm run build`
// first. Starts the production server on loopback with a fresh embedded database (or the Postgres of
// DATABASE_URL), stores 200 bookings and 50 availability blocks over the next 21 days, and prints the p50/p95 of
// GET /api/booking/slots for the whole 21-day horizon, sequentially. Budget: p95 ≤ 50 ms; exit 1 when over.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProductionServer } from "./lib/prod-server.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const BUDGET_P95_MS = 50;
const BOOKINGS = 200;
const BLOCKS = 50;

/** Today in Korea and the date `days` later, as YYYY-MM-DD. */
const koreaDate = (days = 0) => new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

// Booking rules with room for ten bookings a day (hours 09:00–18:00 on weekdays, at most 12 a day); 200 requests,
// each with a 30-minute booking: ten a day over 20 days from tomorrow, 100 minutes apart from 08:00 Korea time
// (pending and confirmed alternating, so every one holds its time); then 50 one-hour blocks.
const FILL_SQL = `
insert into settings_versions (kind, data, saved_by_name)
values ('booking', '${JSON.stringify({ weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges: [["09:00", "18:00"]] })), maxPerDay: 12 })}'::jsonb, 'bench');
insert into consultations (name, phone, case_type, current_status, urgency, content, privacy_agreed)
select '예약자' || i, '010' || lpad((i * 7919 % 100000000)::text, 8, '0'), 'traffic', 'suspect', 'normal', '예약 상담', true
from generate_series(1, ${BOOKINGS}) as i;
insert into bookings (consultation_id, type_slug, type_label, kind, start_at, end_at, status, situation, reminder_channel)
select c.id, 'phone-30', '전화 상담 30분', 'phone',
  ('${koreaDate(1)}T08:00:00+09:00'::timestamptz + ((n - 1) / 10) * interval '1 day' + ((n - 1) % 10) * interval '100 minutes'),
  ('${koreaDate(1)}T08:30:00+09:00'::timestamptz + ((n - 1) / 10) * interval '1 day' + ((n - 1) % 10) * interval '100 minutes'),
  case when n % 2 = 0 then 'confirmed' else 'pending' end, 'general', 'sms'
from (select id, row_number() over (order by id) as n from consultations where name like '예약자%') c;
insert into availability_blocks (start_at, end_at, label)
select '${koreaDate(1)}T09:00:00+09:00'::timestamptz + (i % 21) * interval '1 day' + (i / 21) * interval '3 hours',
  '${koreaDate(1)}T10:00:00+09:00'::timestamptz + (i % 21) * interval '1 day' + (i / 21) * interval '3 hours', '재판'
from generate_series(0, ${BLOCKS - 1}) as i;`;

async function fill(dataDir) {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query("delete from availability_blocks; delete from consultations where name like '예약자%'");
    await client.query(FILL_SQL);
    await client.end();
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(dataDir, "pglite"));
  await db.exec(FILL_SQL);
  await db.exec("analyze bookings; analyze availability_blocks");
  await db.close();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-booking-"));
let failed = false;
try {
  // The first start creates the schema; the embedded database allows one process, so the rows go in while it is stopped.
  let server = await startProductionServer({ dataDir, quiet: true });
  const admin = server.admin;
  await server.stop();
  await fill(dataDir);
  server = await startProductionServer({ dataDir, adminPassword: admin.password, quiet: true });
  try {
    const url = `${server.url}/api/booking/slots?type=phone-30&from=${koreaDate(0)}&to=${koreaDate(21)}`;
    const first = await (await fetch(url)).json();
    const open = first.days.reduce((n, d) => n + d.slots.length, 0);
    console.log(`${BOOKINGS} bookings, ${BLOCKS} blocks; ${first.days.length} days, ${open} free slots in the answer`);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(performance.now() - start);
      if (!res.ok) throw new Error(`slots: ${res.status}`);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    failed = p95 > BUDGET_P95_MS;
    console.log(
      `GET /api/booking/slots (22 days)  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (budget ${BUDGET_P95_MS})${failed ? "  OVER BUDGET" : ""}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
