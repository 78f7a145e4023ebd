// `npm run bench`: throughput of the production server next to this machine's ceiling, and the public
// JavaScript budget. Builds nothing: run `npm run build` first. Loopback only; bounded in time.
// For each target, autocannon (10 s, 50 connections) drives the app, then a bare node:http server that
// answers the very same bytes from memory; it prints req/s, p99 and the ratio (target ≥ 60%). Also printed:
// the article's HTML raw and compressed, the server's resident memory after start-up and after the runs, and
// the cold start of a server on an existing embedded database (spawn to the first page served).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { firstVisitJs, JS_BUDGET } from "./lib/bundle.mjs";
import { freePort, startProductionServer, stopChild, waitFor } from "./lib/prod-server.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ARTICLE = "/board/traffic-accident/drunk-driving-penalties-comprehensive-guide";
const TARGETS = [ARTICLE, "/board", "/api/board-posts", "/api/interviews"];
const RATIO_TARGET = 0.6;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Resident memory of a process in MB (Linux /proc; undefined elsewhere). */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]);
    return Math.round(kb / 1024);
  } catch {
    return undefined;
  }
}

const dataRoot = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
// Cold start on an existing embedded database: created by a first start, then timed from spawn to the first page.
await (await startProductionServer({ dataDir: dataRoot, quiet: true })).stop();
const coldStart = performance.now();
const server = await startProductionServer({ dataDir: dataRoot, quiet: true });
await (await fetch(server.url + "/")).arrayBuffer();
const coldMs = Math.round(performance.now() - coldStart);
const rssStarted = rssMb(server.pid);
const appUrl = server.url;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-bodies-"));
const children = [];
let failed = false;
try {
  const rows = [];
  let articleHtml;
  for (const target of TARGETS) {
    const res = await fetch(appUrl + target, { headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await res.arrayBuffer());
    if (target === ARTICLE) articleHtml = body;
    const contentType = res.headers.get("content-type");
    const bodyFile = path.join(dataDir, "body.bin");
    writeFileSync(bodyFile, body);
    const barePort = await freePort();
    const bare = spawn(
      process.execPath,
      [
        "-e",
        `const b=require("fs").readFileSync(${JSON.stringify(bodyFile)});require("http").createServer((q,s)=>{s.writeHead(200,{"content-type":${JSON.stringify(contentType)},"content-length":b.length});s.end(b)}).listen(${barePort},"127.0.0.1")`,
      ],
      { stdio: "ignore" },
    );
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/`, bare);
    const a = await load(appUrl + target);
    const c = await load(`http://127.0.0.1:${barePort}/`);
    await stopChild(bare);
    const ratio = a.requests.average / c.requests.average;
    if (ratio < RATIO_TARGET || a.non2xx > 0 || a.errors > 0) failed = true;
    rows.push({
      target,
      bytes: body.length,
      "app req/s": Math.round(a.requests.average),
      "app p99 ms": a.latency.p99,
      "bare req/s": Math.round(c.requests.average),
      "bare p99 ms": c.latency.p99,
      ratio: `${(ratio * 100).toFixed(1)}%`,
      "non-2xx": a.non2xx + a.errors,
    });
  }
  console.table(rows);
  console.log(
    `article HTML: ${(articleHtml.length / 1024).toFixed(1)} KB raw, ${(brotliCompressSync(articleHtml).length / 1024).toFixed(1)} KB brotli, ${(gzipSync(articleHtml).length / 1024).toFixed(1)} KB gzip (targets 45 KB raw, 15 KB brotli)`,
  );
  console.log(`cold start on an existing embedded database, spawn to the first page: ${coldMs} ms`);
  console.log(`server memory (RSS): ${rssStarted ?? "?"} MB after start-up, ${rssMb(server.pid) ?? "?"} MB after the runs`);
  const js = firstVisitJs(articleHtml.toString("utf8"));
  console.log(`public JavaScript for a first visit to an article: ${(js.total / 1024).toFixed(1)} KB gzip (budget ${JS_BUDGET / 1024} KB)`);
  for (const f of js.files) console.log(`  ${f.file} ${(f.size / 1024).toFixed(1)} KB`);
  if (js.total > JS_BUDGET) failed = true;
  const home = firstVisitJs(await (await fetch(appUrl + "/")).text());
  console.log(`public JavaScript for a first visit to the home page: ${(home.total / 1024).toFixed(1)} KB gzip`);
  console.log(failed ? "bench: BELOW TARGET" : "bench: all targets met");
} finally {
  for (const c of children) await stopChild(c);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataRoot, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
