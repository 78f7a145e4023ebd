// `npm run bench:admin`: the back office's API with 10,000 consultation requests and 1,000 posts stored. Builds
// nothing: run `npm run build` first. Starts the production server on loopback with a fresh embedded database
// (or the Postgres of DATABASE_URL), fills it, signs in, and prints p50/p95 latency of each call the dashboard
// makes, sequentially (one administrator clicking). Budgets: p95 ≤ 150 ms each, the posts list ≤ 100 ms;
// exit 1 when over.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProductionServer } from "./lib/prod-server.mjs";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const BUDGET_P95_MS = 150;
const POSTS_BUDGET_P95_MS = 100;

const FILL_SQL = `
insert into consultations (name, phone, email, case_type, current_status, urgency, content, privacy_agreed,
  consultation_status, assigned_to, admin_notes, landing_page, created_at, last_updated)
select (array['김','이','박','최','정','강','조','윤'])[1 + i % 8] || (array['민수','서연','지훈','하은','도윤','예린','준호'])[1 + (i / 8) % 7],
  '010' || lpad(((i * 7919) % 100000000)::text, 8, '0'),
  case when i % 3 = 0 then null else 'client' || i || '@example.com' end,
  (array['assault','fraud','traffic','economic','theft','sexual','drug','other'])[1 + i % 8],
  (array['suspect','defendant','victim','preparation'])[1 + i % 4],
  (array['emergency','urgent','normal','flexible'])[1 + (i / 3) % 4],
  repeat('경찰 출석 요구를 받았고 진술 전에 상담을 받고 싶습니다. ', 12),
  true,
  (array['new','in_progress','completed'])[1 + (i / 5) % 3],
  case when i % 4 = 0 then '홍길동' end,
  case when i % 6 = 0 then '통화 완료, 자료 요청' end,
  '/board/traffic-accident/drunk-driving-penalties-comprehensive-guide',
  now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
from generate_series(1, ${ROWS}) as i`;

// 1,000 posts of about 6,000 characters over the six categories, a tenth of them drafts; then a quarter of
// the consultation requests attributed to one of the posts.
const POSTS_SQL = `
insert into posts (title, content, excerpt, category_id, author_id, status, slug, views, seo_score, reading_time, published_at, created_at, updated_at)
select '음주운전 처벌 기준 안내 ' || i,
  repeat('## 처벌 기준\n\n혈중알코올농도 0.03% 이상이면 도로교통법에 따라 처벌됩니다. 단속 직후의 대응이 중요합니다.\n\n', 60),
  '음주운전 처벌 기준과 단속 이후 대응 방법을 정리했습니다. ' || i,
  1 + i % 6, (select min(id) from users), case when i % 10 = 0 then 'draft' else 'published' end,
  'bench-post-' || i, i * 3, 60 + i % 40, 8,
  now() - (i || ' hours')::interval, now() - (i || ' hours')::interval, now() - (i || ' hours')::interval
from generate_series(1, ${POSTS}) as i;
update consultations set source_post_id = (select min(id) from posts) + (id % ${POSTS}) where id % 4 = 0;`;

async function fill(dataDir) {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query("delete from consultations");
    await client.query(FILL_SQL);
    await client.query("delete from posts where slug like 'bench-post-%'");
    await client.query(POSTS_SQL);
    await client.end();
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(dataDir, "pglite"));
  await db.exec(FILL_SQL);
  await db.exec(POSTS_SQL);
  await db.exec("analyze consultations; analyze posts");
  await db.close();
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
let failed = false;
try {
  // First start creates the schema and the administrator; the embedded database allows one process, so
  // the rows go in while the server is stopped.
  let server = await startProductionServer({ dataDir, quiet: true });
  const admin = server.admin;
  await server.stop();
  const t0 = performance.now();
  await fill(dataDir);
  console.log(
    `filled ${ROWS.toLocaleString("en")} consultation requests and ${POSTS.toLocaleString("en")} posts in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  server = await startProductionServer({ dataDir, adminPassword: admin.password, quiet: true });
  try {
    const base = server.url;
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers.get("set-cookie").split(";")[0];
    const get = (url) => fetch(base + url, { headers: { cookie } });
    // Search text travels in the body: the lists' GETs refuse it in the address.
    const search = (url, body) =>
      fetch(base + url, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: base },
        body: JSON.stringify(body),
      });

    // A cursor 50 pages deep (1,500 rows in), to show that late pages cost what early ones do.
    let deep = "";
    for (let i = 0; i < 50; i++) {
      const page = await (await get(`/api/consultations${deep ? `?cursor=${deep}` : ""}`)).json();
      deep = page.nextCursor;
    }
    // The same 50 pages deep in the '기한 초과 먼저' order (most overdue first).
    let deepOverdue = "";
    for (let i = 0; i < 50; i++) {
      const page = await (await get(`/api/consultations?sort=overdue${deepOverdue ? `&cursor=${deepOverdue}` : ""}`)).json();
      deepOverdue = page.nextCursor;
    }
    const first = await (await get("/api/consultations")).json();
    const target = first.items[0];
    const cases = [
      ["first page (30 rows + counts)", () => get("/api/consultations")],
      ["page 51 by cursor", () => get(`/api/consultations?cursor=${deep}`)],
      ["most overdue first (first page)", () => get("/api/consultations?sort=overdue")],
      ["most overdue first, page 51", () => get(`/api/consultations?sort=overdue&cursor=${deepOverdue}`)],
      ["search Korean name '김민수'", () => search("/api/consultations/search", { search: "김민수" })],
      ["search phone '010-1234'", () => search("/api/consultations/search", { search: "010-1234" })],
      ["search e-mail 'client99'", () => search("/api/consultations/search", { search: "client99" })],
      ["status + urgency + type", () => get("/api/consultations?status=new&urgency=emergency&type=traffic")],
      ["history of one request", () => get(`/api/consultations/${target.id}/history`)],
      ["posts list (first page, with counts)", () => get("/api/posts"), POSTS_BUDGET_P95_MS],
      ["posts by consultations", () => get("/api/posts?sort=consultations"), POSTS_BUDGET_P95_MS],
      ["posts search + category", () => search("/api/posts/search", { search: "안내 99", category: "4" }), POSTS_BUDGET_P95_MS],
      [
        "PATCH status + memo",
        () =>
          fetch(`${base}/api/consultations/${target.id}`, {
            method: "PATCH",
            headers: { cookie, "content-type": "application/json" },
            body: JSON.stringify({ consultationStatus: "in_progress", adminNotes: `메모 ${Math.random()}` }),
          }),
      ],
    ];
    console.log(`\n${"call".padEnd(34)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}  bytes`);
    for (const [name, call, budget = BUDGET_P95_MS] of cases) {
      const times = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const res = await call();
        const body = await res.arrayBuffer();
        times.push(performance.now() - start);
        if (!res.ok) throw new Error(`${name}: ${res.status}`);
        bytes = body.byteLength;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const over = p95 > budget;
      failed ||= over;
      console.log(
        `${name.padEnd(34)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ${bytes}${over ? "  OVER BUDGET" : ""}`,
      );
    }
    const exportStart = performance.now();
    const csv = await fetch(`${base}/api/consultations/export`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ reason: "benchmark" }),
    });
    const csvBytes = (await csv.arrayBuffer()).byteLength;
    console.log(
      `\nCSV export of all ${ROWS.toLocaleString("en")} rows: ${(performance.now() - exportStart).toFixed(0)} ms, ${(csvBytes / 1024 / 1024).toFixed(1)} MB (status ${csv.status})`,
    );
    console.log(`budget: p95 ≤ ${BUDGET_P95_MS} ms per call (posts list ${POSTS_BUDGET_P95_MS} ms): ${failed ? "FAILED" : "ok"}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
