// `npm run check:bundle` (CI, after the build): on a production server with the seeded content, the
// JavaScript a first visit to each kind of public page downloads (the files its HTML names), against the
// budget, and proof that none of it is back-office code (admin and sign-in pages, their features); then the
// HTML of every published guide, as the server sends it, against the compressed budget (brotli at the
// quality the server's cache keeps). Prints the figures; exit 1 when a page is over a budget or pulls in
// admin code.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { firstVisitJs, JS_BUDGET } from "./lib/bundle.mjs";
import { startProductionServer } from "./lib/prod-server.mjs";

// 16 KB since the second legal pass (2026-11-26): the guides state the rule in force and the rule that still
// governs past acts, and every page embeds the office's saved facts (0.25 KB); the fraud guide is 15.7 KB with its 양형기준 table.
const HTML_BROTLI_BUDGET = 17 * 1024;
// Not met (docs/performance.md): a guide is 57-67 KB, its body, questions, head tags and inline CSS most of it.
const HTML_RAW_TARGET = 45 * 1024;

const ADMIN_CODE = /src\/(pages\/(admin|auth)-page|features\/(admin-[^/]+|auth)\/|components\/admin\/)/;
// Shared chunks are named by hash, not by source file: look for text only the back office contains (not
// "관리자 로그인", which the privacy policy names among its safeguards).
const ADMIN_TEXT = ["정말 이 상담 신청을 삭제하시겠습니까", "관리자 대시보드", "인증 앱에 표시된 6자리 코드", "/api/access-logs"];
const distClient = path.resolve(import.meta.dirname, "../dist/client");

let failed = false;
const server = await startProductionServer({ freshDatabase: true, quiet: true });
try {
  const page = async (pagePath) => {
    const res = await fetch(server.url + pagePath, { headers: { "accept-encoding": "identity" } });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  };
  /** The first-visit JavaScript of the page at `pagePath`, which must answer `status`. */
  const js = async (pagePath, status = 200) => {
    const res = await page(pagePath);
    if (res.status !== status) throw new Error(`${pagePath} answered ${res.status}, not ${status}`);
    return firstVisitJs(res.body.toString("utf8"));
  };
  // Every published guide: the list API answers a page at a time (50 at most).
  const posts = [];
  for (let page = 1; ; page++) {
    const batch = await (await fetch(`${server.url}/api/board-posts?limit=50&page=${page}`)).json();
    if (!Array.isArray(batch)) break;
    posts.push(...batch);
    if (batch.length < 50) break;
  }
  const interviews = await (await fetch(`${server.url}/api/interviews`)).json();
  if (!Array.isArray(posts) || posts.length === 0 || !Array.isArray(interviews) || interviews.length === 0) {
    throw new Error("no published guide or interview to measure");
  }

  const publicPages = [
    ["home", "/"],
    ["about", "/about"],
    ["contact", "/contact"],
    ["board", "/board"],
    ["category", `/board/${posts[0].category}`],
    ["article", `/board/${posts[0].category}/${posts[0].slug}`],
    ["interview list", "/interview"],
    ["interview", `/interview/${interviews[0].slug}`],
    ["privacy", "/privacy"],
    ["deadline tool", "/tools/criminal-deadline"],
    ["deadline result", "/tools/criminal-deadline?kind=appeal&start=2026-12-18"],
    ["drunk driving", "/tools/drunk-driving?bac=0.085"],
    ["booking", "/booking"],
    ["404", "/no-such-page"],
  ];
  for (const [name, pagePath] of publicPages) {
    const { total, files } = await js(pagePath, name === "404" ? 404 : 200);
    const admin = files.filter((f) => ADMIN_CODE.test(f.source)).map((f) => f.source);
    for (const { file } of files) {
      const code = readFileSync(path.join(distClient, file), "utf8");
      for (const text of ADMIN_TEXT) if (code.includes(text)) admin.push(`${file} contains "${text}"`);
    }
    const over = total > JS_BUDGET;
    failed ||= over || admin.length > 0;
    console.log(
      `${name.padEnd(16)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip in ${files.length} files (budget ${JS_BUDGET / 1024} KB)` +
        `${over ? "  OVER BUDGET" : ""}${admin.length ? `  ADMIN CODE: ${admin.join(", ")}` : ""}`,
    );
  }
  for (const [name, pagePath] of Object.entries({ "sign-in": "/auth", "back office": "/admin" })) {
    const { total, files } = await js(pagePath);
    console.log(`${name.padEnd(16)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip in ${files.length} files (back office, no budget)`);
  }

  for (const post of posts) {
    const { status, body } = await page(`/board/${post.category}/${post.slug}`);
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const over = status !== 200 || br > HTML_BROTLI_BUDGET;
    failed ||= over;
    console.log(
      `guide ${post.slug.slice(0, 48).padEnd(48)} ${(br / 1024).toFixed(1).padStart(5)} KB brotli (budget ${HTML_BROTLI_BUDGET / 1024} KB), ` +
        `${(body.length / 1024).toFixed(1)} KB raw (target ${HTML_RAW_TARGET / 1024} KB${body.length > HTML_RAW_TARGET ? ", not met" : ""})` +
        `${status !== 200 ? `  HTTP ${status}` : over ? "  OVER BUDGET" : ""}`,
    );
  }
} finally {
  await server.stop();
}
console.log(
  failed ? "bundle check: FAILED" : "bundle check: every kind of public page and every guide within its budget, no back-office code",
);
process.exitCode = failed ? 1 : 0;
