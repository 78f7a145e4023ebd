// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the home page and an article of the
// production build, printing the four category scores. Lighthouse is fetched on demand (npm exec), so it is
// not part of every install; Chromium comes from CHROME_PATH or /usr/bin/chromium. Target: each score ≥ 95.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProductionServer } from "./lib/prod-server.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
// The target applies to the home page and an article; the contact page is measured for information.
const PAGES = [
  { path: "/", target: true },
  { path: "/board/traffic-accident/drunk-driving-penalties-comprehensive-guide", target: true },
  { path: "/contact", target: false },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGET = 95;

const out = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
const server = await startProductionServer();
let failed = false;
try {
  const rows = [];
  for (const { path: page, target } of PAGES) {
    const report = path.join(out, "report.json");
    const res = spawnSync(
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
    if (res.status !== 0) throw new Error(`lighthouse failed on ${page}`);
    const lhr = JSON.parse(readFileSync(report, "utf8"));
    const row = { page: target ? page : `${page} (info)` };
    for (const c of CATEGORIES) {
      const score = Math.round((lhr.categories[c]?.score ?? 0) * 100);
      row[c] = score;
      if (target && score < TARGET) failed = true;
    }
    row.LCP = lhr.audits["largest-contentful-paint"]?.displayValue;
    row.CLS = lhr.audits["cumulative-layout-shift"]?.displayValue;
    rows.push(row);
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c].auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 0.9) console.log(`  ${page} ${c}: ${a.id} — ${a.title} (${a.displayValue ?? a.score})`);
      }
    }
  }
  console.table(rows);
  console.log(failed ? `lighthouse: a target page scored below ${TARGET}` : `lighthouse: every target page scored ≥ ${TARGET}`);
} finally {
  await server.stop();
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
