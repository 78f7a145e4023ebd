// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on every kind of public page of the
// production build, three runs each, printing the median of each category score, LCP and CLS, and the
// audits that cost points. Lighthouse is fetched on demand (npm exec), so it is not part of every install;
// Chromium comes from CHROME_PATH or /usr/bin/chromium. Target: 100 in every category on every page kind.
// LIGHTHOUSE_RUNS sets the runs per page (default 3); LIGHTHOUSE_PAGES a comma-separated list of paths instead.
import { spawnSync } from "node:child_process";
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
 * the server to close any idle kept-alive connection a pooled fetch would reuse).
 */
const warm = (url) =>
  new Promise((resolve, reject) => {
    http.get(url, { agent: false, headers: { "accept-encoding": "br" } }, (res) => res.resume().on("end", resolve)).on("error", reject);
  });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const out = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
const server = await startProductionServer();
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
    // The 404 page is not measured: Lighthouse refuses a document answered 404 (e2e tests cover its markup).
  ];
  const rows = [];
  // LIGHTHOUSE_PAGES=/,/board measures only those.
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  for (const page of only ?? pages) {
    // One request first: the server renders a page once per content version, so every visitor after the first
    // gets the cached page; that is what the runs measure, not the first render.
    await warm(server.url + page);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const report = path.join(out, "report.json");
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried once more.
      const measure = () => spawnSync(
        "npm",
        [
          "exec", "--yes", `--package=${LIGHTHOUSE}`, "--", "lighthouse", server.url + page,
          `--chrome-path=${CHROME}`,
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
          `--only-categories=${CATEGORIES.join(",")}`,
          "--output=json", `--output-path=${report}`, "--quiet",
        ],
        { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CHROME_PATH: CHROME } },
      );
      if (measure().status !== 0 && measure().status !== 0) throw new Error(`lighthouse failed twice on ${page}`);
      runs.push(JSON.parse(readFileSync(report, "utf8")));
    }
    const row = { page };
    for (const c of CATEGORIES) {
      const score = median(runs.map((lhr) => Math.round((lhr.categories[c]?.score ?? 0) * 100)));
      row[c] = score;
      if (score < TARGET) failed = true;
    }
    row["LCP s"] = median(runs.map((lhr) => lhr.audits["largest-contentful-paint"]?.numericValue ?? 0)) / 1000;
    row.CLS = median(runs.map((lhr) => lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0));
    rows.push(row);
    // What cost points, from the median run of performance.
    const lhr = runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(runs.length / 2)];
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c].auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 0.9) console.log(`  ${page} ${c}: ${a.id} — ${a.title} (${a.displayValue ?? a.score})`);
      }
    }
    for (const id of ["render-blocking-resources", "render-blocking-insight", "lcp-lazy-loaded", "prioritize-lcp-image"]) {
      const a = lhr.audits[id];
      if (a && a.score !== null && a.score < 1) console.log(`  ${page}: ${id} — ${a.title} (${a.displayValue ?? a.score})`);
    }
  }
  console.table(rows);
  console.log(failed ? `lighthouse: a page kind scored below ${TARGET} (median of ${RUNS})` : `lighthouse: every page kind scored ${TARGET} in every category (median of ${RUNS})`);
} finally {
  await server.stop();
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
