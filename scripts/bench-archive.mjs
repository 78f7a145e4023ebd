// `npm run bench:archive`: the public site and the back office with a large archive. Builds nothing: run
// `npm run build` first. Starts the production server on loopback with a fresh embedded database, creates
// BENCH_GUIDES guides (default 1,000) through the API as the attorney would, then prints the size (raw and
// brotli) and p50/p95 latency of /board, its page 2, a category, a search, the list API, a search of it, the
// feed, the sitemap and the back office's posts list; the server's memory (RSS) after start, after the guides,
// and after a crawl of every public page; and Lighthouse on /board, the median of three runs (LIGHTHOUSE_RUNS;
// BENCH_LIGHTHOUSE=0 skips it). Exits 1 when a budget is exceeded.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort, startProductionServer } from "./lib/prod-server.mjs";

const GUIDES = Number(process.env.BENCH_GUIDES ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const KB = 1024;
const BUDGETS = {
  pageBytes: 100 * KB, // raw HTML of a board page
  apiBytes: 20 * KB,
  rssBytes: 200 * KB,
  adminBytes: 100 * KB,
  p95Ms: 50,
  // A page or list not asked for before is rendered and compressed once; the back office's list reads the database.
  uncachedPageP95Ms: 150,
  adminP95Ms: 100,
  rssMb: 400,
};

// Bodies of the guides: the seed's own articles (about 19 KB of markdown each), front-matter removed.
const ARTICLES = path.resolve("content/articles");
const bodies = readdirSync(ARTICLES)
  .filter((f) => f.endsWith(".md"))
  .map((f) => readFileSync(path.join(ARTICLES, f), "utf8").replace(/^---[\s\S]*?\n---\n/, ""));

/** Resident memory of a process in MB (Linux). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** One GET on a connection of its own: status, body bytes as sent with `encoding`, and the time it took. */
function get(url, { encoding = "br", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    http
      .get(url, { agent: false, headers: { "accept-encoding": encoding, ...headers } }, (res) => {
        let bytes = 0;
        const chunks = [];
        res.on("data", (chunk) => {
          bytes += chunk.length;
          chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({ status: res.statusCode, headers: res.headers, bytes, body: Buffer.concat(chunks), ms: performance.now() - start }),
        );
      })
      .on("error", reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function createGuides(base, cookie) {
  const started = performance.now();
  for (let i = 1; i <= GUIDES; i++) {
    const res = await fetch(`${base}/api/posts`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify({
        title: `형사 절차 안내 ${i}`,
        content: `${bodies[i % bodies.length]}\n\n안내 번호 ${i}.`,
        categoryId: 1 + (i % 6),
        slug: `archive-guide-${i}`,
        publishDate: new Date(Date.now() - (GUIDES - i + 1) * 3600_000).toISOString(),
      }),
    });
    if (res.status !== 201) throw new Error(`creating guide ${i}: ${res.status} ${await res.text()}`);
    if (i % 100 === 0) process.stdout.write(`\r  ${i} guides (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  process.stdout.write("\n");
  return (performance.now() - started) / 1000;
}

/** Every public page a crawler reaches: each board and category page, each article, the feeds. */
async function crawl(base) {
  const urls = ["/", "/rss.xml", "/sitemap.xml"];
  for (const path of [
    "/board",
    ...["sex-offend", "defamation", "fraud", "traffic-accident", "suspended-indictment", "police-investigation"].map((c) => `/board/${c}`),
  ]) {
    const first = await fetch(`${base}/api/board-posts?limit=1${path === "/board" ? "" : `&category=${path.slice(7)}`}`);
    const pages = Math.max(1, Math.ceil(Number(first.headers.get("x-total-count")) / 11));
    for (let p = 1; p <= pages; p++) urls.push(p === 1 ? path : `${path}?page=${p}`);
  }
  for (let p = 1; ; p++) {
    const list = await (await fetch(`${base}/api/board-posts?limit=50&page=${p}`)).json();
    if (list.length === 0) break;
    for (const post of list) urls.push(`/board/${post.category}/${post.slug}`);
  }
  let bytes = 0;
  for (const url of urls) {
    const res = await get(base + url);
    if (res.status !== 200) throw new Error(`crawl: ${url} answered ${res.status}`);
    bytes += res.bytes;
  }
  return { pages: urls.length, bytes };
}

function lighthouseBoard(base) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/lighthouse.mjs"], {
      stdio: "inherit",
      env: { ...process.env, LIGHTHOUSE_URL: base, LIGHTHOUSE_PAGES: "/board", LIGHTHOUSE_RUNS: process.env.LIGHTHOUSE_RUNS ?? "3" },
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

let failed = false;
const over = (what, value, budget, unit) => {
  if (value > budget) {
    failed = true;
    console.log(`  OVER BUDGET: ${what} ${value} ${unit} > ${budget} ${unit}`);
  }
};

// One server from its first start: it creates the database (initdb, in a process of its own whose memory goes
// with it; docs/performance.md), as a new install does, then takes the guides and the crawl.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-archive-"));
// BENCH_METRICS=1: also read the server's own memory figures (V8 heap, memory outside it such as the embedded
// database's WebAssembly memory) from its metrics port. Metrics turn off the cached fast path, so the
// latencies of such a run are not the production figures.
const metricsPort = process.env.BENCH_METRICS === "1" ? await freePort() : undefined;
// The memory settings pass through, to try others: PAGE_CACHE_MB=8 PGLITE_SHARED_BUFFERS_MB=16 npm run bench:archive.
const passed = Object.fromEntries(
  ["PAGE_CACHE_MB", "JSON_CACHE_MB", "PGLITE_SHARED_BUFFERS_MB"].filter((k) => process.env[k]).map((k) => [k, process.env[k]]),
);
const server = await startProductionServer({
  quiet: true,
  dataDir,
  env: { ...passed, ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}) },
});
async function memoryDetail() {
  if (!metricsPort) return "";
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const mb = (name) =>
    Math.round(
      Number(
        /^(\S+) (\S+)$/m.exec(
          text
            .split("\n")
            .filter((l) => l.startsWith(name + " "))
            .join("\n"),
        )?.[2] ?? NaN,
      ) / 1048576,
    );
  return ` (V8 heap ${mb("nodejs_heap_size_used_bytes")} MB used of ${mb("nodejs_heap_size_total_bytes")} MB, outside the heap ${mb("nodejs_external_memory_bytes")} MB)`;
}
try {
  const base = server.url;
  const rssStart = rssMb(server.pid);
  console.log(`server memory (RSS): ${rssStart} MB after the first start (creating the database)${await memoryDetail()}`);
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(server.admin),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers.get("set-cookie").split(";")[0];
  console.log(`creating ${GUIDES} guides through POST /api/posts …`);
  const seconds = await createGuides(base, cookie);
  const rssAfterGuides = rssMb(server.pid);
  const total = Number((await fetch(`${base}/api/board-posts`)).headers.get("x-total-count"));
  console.log(`created in ${seconds.toFixed(1)} s; ${total} public guides`);

  // Each search a term not asked before, so that no answer comes from a cache.
  let n = 0;
  const term = () => encodeURIComponent(`안내 번호 ${1 + ((n++ * 7919) % GUIDES)}.`);
  const cases = [
    ["/board", () => "/board", BUDGETS.pageBytes],
    ["/board?page=2", () => "/board?page=2", BUDGETS.pageBytes],
    ["/board/fraud (a category)", () => "/board/fraud", BUDGETS.pageBytes],
    ["/board?q= (search, uncached page)", () => `/board?q=${term()}`, BUDGETS.pageBytes, undefined, BUDGETS.uncachedPageP95Ms],
    ["/api/board-posts", () => "/api/board-posts", BUDGETS.apiBytes],
    ["/api/board-posts?q= (uncached search)", () => `/api/board-posts?q=${term()}`, BUDGETS.apiBytes],
    ["/rss.xml", () => "/rss.xml", BUDGETS.rssBytes],
    ["/sitemap.xml", () => "/sitemap.xml", undefined],
    ["admin GET /api/posts (first page)", () => "/api/posts", BUDGETS.adminBytes, { cookie }, BUDGETS.adminP95Ms],
  ];
  console.log("\nwhat                                   raw KB   br KB    p50 ms   p95 ms");
  for (const [name, url, bytesBudget, headers, p95Budget = BUDGETS.p95Ms] of cases) {
    const raw = await get(base + url(), { encoding: "identity", headers });
    if (raw.status !== 200) throw new Error(`${name}: ${raw.status}`);
    const br = await get(base + url(), { headers });
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push((await get(base + url(), { headers })).ms);
    times.sort((a, b) => a - b);
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    console.log(
      `${name.padEnd(38)} ${(raw.bytes / KB).toFixed(1).padStart(7)} ${(br.bytes / KB).toFixed(1).padStart(7)} ${p50.toFixed(1).padStart(9)} ${p95.toFixed(1).padStart(8)}`,
    );
    if (bytesBudget) over(`${name} raw size`, Math.round(raw.bytes / KB), Math.round(bytesBudget / KB), "KB");
    over(`${name} p95`, Math.round(p95), p95Budget, "ms");
  }
  const rss = await get(`${base}/rss.xml`, { encoding: "identity" });
  console.log(`\nrss.xml items: ${(rss.body.toString().match(/<item>/g) ?? []).length}`);

  const crawled = await crawl(base);
  const rssAfterCrawl = rssMb(server.pid);
  console.log(`crawl: ${crawled.pages} pages, ${(crawled.bytes / KB / KB).toFixed(1)} MB brotli`);
  console.log(
    `server memory (RSS): ${rssStart} MB after the start, ${rssAfterGuides} MB after ${GUIDES} guides, ${rssAfterCrawl} MB right after the crawl${await memoryDetail()}`,
  );
  // Five quiet seconds after the crawl the server collects its garbage and gives the room back
  // (server/lib/idle-collector.ts); the budget applies to the memory the server keeps, both figures are printed.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const rssSettled = rssMb(server.pid);
  console.log(`server memory (RSS): ${rssSettled} MB 15 s after the crawl${await memoryDetail()}`);
  over("RSS 15 s after the crawl", rssSettled, BUDGETS.rssMb, "MB");

  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    console.log("\nLighthouse on /board with the full archive:");
    if ((await lighthouseBoard(base)) !== 0) {
      failed = true;
      console.log("  Lighthouse on /board failed or scored below 100");
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? "\nbench:archive: over budget" : "\nbench:archive: every budget held");
process.exit(failed ? 1 : 0);
