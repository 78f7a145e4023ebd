// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on every kind of public page of the
// production build, three runs each, printing the median of each category score, FCP, LCP, TBT and CLS, and the
// audits that cost points. Lighthouse is fetched on demand (npm exec), so it is not part of every install;
// Chromium comes from CHROME_PATH or /usr/bin/chromium. Target: 100 in every category on every page kind.
// LIGHTHOUSE_RUNS sets the runs per page (default 3); LIGHTHOUSE_PAGES a comma-separated list of paths instead;
// LIGHTHOUSE_URL a running server to measure instead of a fresh one.
// The 404 page: Lighthouse refuses to audit a document answered with an error status, so that page is measured
// through a loopback relay that passes every byte and header of the server's answer on unchanged except the
// status line (404 becomes 200); its SEO score leaves out "is-crawlable", since keeping a not-found page out
// of the index (noindex) is what it must do.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startProductionServer } from "./lib/prod-server.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGET = 100;

/**
 * One request on a connection of its own (each Lighthouse run blocks this process for seconds, long enough for
 * the server to close any idle kept-alive connection a pooled fetch would reuse); resolves with the size of the
 * brotli answer.
 */
const warm = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { "accept-encoding": "br" } }, (res) =>
        res.resume().on("end", () => resolve(res.headers["content-length"])),
      )
      .on("error", reject);
  });

/**
 * Requests the page (the first request of it gets a quick brotli and starts the best one on the server's
 * thread pool), then waits until the brotli size it answers with has stayed the same for three requests 100 ms
 * apart (at most 5 s), so that no compression competes with the browser for this machine's cores while
 * Lighthouse measures.
 */
async function settled(url) {
  let last = await warm(url);
  for (let stable = 0, tries = 0; stable < 3 && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await warm(url);
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
}

/** Runs a command to its end without blocking this process; resolves with its exit code. */
const spawnAndWait = (command, args, options) =>
  new Promise((resolve, reject) =>
    spawn(command, args, options)
      .on("error", reject)
      .on("close", (code) => resolve(code ?? 1)),
  );

const NOT_FOUND_PAGE = "/this-page-does-not-exist";

/** A loopback relay to `target` that answers NOT_FOUND_PAGE's 404 as 200, everything else as the server does. */
function startStatusRelay(target) {
  const relay = http.createServer((req, res) => {
    const upstream = http.request(
      target + req.url,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host }, agent: false },
      (answer) => {
        const status = req.url === NOT_FOUND_PAGE && answer.statusCode === 404 ? 200 : answer.statusCode;
        res.writeHead(status, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    relay.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${relay.address().port}`, close: () => relay.close() })),
  );
}

/** A category's score (0-100); with audits left out, the weighted mean of the others, as Lighthouse scores it. */
function scoreWithout(lhr, category, left) {
  if (left.length === 0) return Math.round((lhr.categories[category]?.score ?? 0) * 100);
  let sum = 0;
  let weights = 0;
  for (const ref of lhr.categories[category].auditRefs) {
    const audit = lhr.audits[ref.id];
    if (left.includes(ref.id) || ref.weight === 0 || audit.score === null) continue;
    sum += audit.score * ref.weight;
    weights += ref.weight;
  }
  return Math.round((sum / weights) * 100);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const out = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
// LIGHTHOUSE_URL measures a server already running (npm run bench:archive, with its full archive) instead.
const server = process.env.LIGHTHOUSE_URL
  ? { url: process.env.LIGHTHOUSE_URL.replace(/\/+$/, ""), stop: async () => {} }
  : await startProductionServer();
const relay = await startStatusRelay(server.url);
let failed = false;
try {
  const [post] = await (await fetch(`${server.url}/api/board-posts`)).json();
  const [interview] = await (await fetch(`${server.url}/api/interviews`)).json();
  const pages = [
    "/",
    "/board",
    `/board/${post.category}`,
    `/board/${post.category}/${post.slug}`,
    "/interview",
    `/interview/${interview.slug}`,
    "/about",
    "/contact",
    "/privacy",
    "/tools/criminal-deadline",
    "/tools/drunk-driving",
    NOT_FOUND_PAGE,
  ];
  const rows = [];
  // LIGHTHOUSE_PAGES=/,/board measures only those.
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  for (const page of only ?? pages) {
    // One request first: the server renders a page once per content version, so every visitor after the first
    // gets the cached page; that is what the runs measure, not the first render.
    const origin = page === NOT_FOUND_PAGE ? relay.url : server.url;
    await settled(origin + page);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const report = path.join(out, "report.json");
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried once more. Spawned
      // without blocking: the relay of the 404 page answers from this process while Lighthouse runs.
      const measure = () =>
        spawnAndWait(
          "npm",
          [
            "exec",
            "--yes",
            `--package=${LIGHTHOUSE}`,
            "--",
            "lighthouse",
            origin + page,
            `--chrome-path=${CHROME}`,
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
            `--only-categories=${CATEGORIES.join(",")}`,
            "--output=json",
            `--output-path=${report}`,
            "--quiet",
          ],
          { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CHROME_PATH: CHROME } },
        );
      if ((await measure()) !== 0 && (await measure()) !== 0) throw new Error(`lighthouse failed twice on ${page}`);
      runs.push(JSON.parse(readFileSync(report, "utf8")));
    }
    const row = { page };
    const notApplicable = (c) => (page === NOT_FOUND_PAGE && c === "seo" ? ["is-crawlable"] : []);
    for (const c of CATEGORIES) {
      const score = median(runs.map((lhr) => scoreWithout(lhr, c, notApplicable(c))));
      row[c] = score;
      if (score < TARGET) failed = true;
    }
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
    row["FCP s"] = Number((metric("first-contentful-paint") / 1000).toFixed(2));
    row["LCP s"] = Number((metric("largest-contentful-paint") / 1000).toFixed(2));
    row["TBT ms"] = Math.round(metric("total-blocking-time"));
    row.CLS = median(runs.map((lhr) => lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0));
    // Lighthouse's own measure of this machine's speed while it ran: the blocking time it reports is the
    // page's long tasks as this CPU ran them, slowed down 4 times, so a slower or busier machine reports more.
    row["CPU index"] = Math.round(median(runs.map((lhr) => lhr.environment?.benchmarkIndex ?? 0)));
    rows.push(row);
    // What cost points, from the median run of performance.
    const lhr = runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(runs.length / 2)];
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c].auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 0.9 && !notApplicable(c).includes(a.id))
          console.log(`  ${page} ${c}: ${a.id} — ${a.title} (${a.displayValue ?? a.score})`);
      }
    }
    for (const id of ["render-blocking-resources", "render-blocking-insight", "lcp-lazy-loaded", "prioritize-lcp-image"]) {
      const a = lhr.audits[id];
      if (a && a.score !== null && a.score < 1) console.log(`  ${page}: ${id} — ${a.title} (${a.displayValue ?? a.score})`);
    }
  }
  console.table(rows);
  console.log(
    failed
      ? `lighthouse: a page kind scored below ${TARGET} (median of ${RUNS})`
      : `lighthouse: every page kind scored ${TARGET} in every category (median of ${RUNS})`,
  );
} finally {
  relay.close();
  await server.stop();
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
