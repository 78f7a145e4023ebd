// `npm run check:bundle` (CI, after the build): the JavaScript a first visit to each public page downloads,
// against the budget, and proof that no back-office code (admin and sign-in pages, their features) is
// part of it; then the HTML of every published guide, as the production server sends it, against the
// compressed budget (brotli at the quality the server's cache keeps). Prints the figures; exit 1 when a page
// is over a budget or pulls in admin code.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { firstVisitJs, JS_BUDGET } from "./lib/bundle.mjs";
import { startProductionServer } from "./lib/prod-server.mjs";

const HTML_BROTLI_BUDGET = 15 * 1024;
// Not met (docs/performance.md): a guide is 57-68 KB, its body, questions, head tags and inline CSS most of it.
const HTML_RAW_TARGET = 45 * 1024;

const PUBLIC_PAGES = ["home-page", "about-page", "contact-page", "board-page", "article-page", "interview-list-page", "interview-detail-page"];
const ADMIN_CODE = /src\/(pages\/(admin|auth)-page|features\/(admin-[^/]+|auth)\/|components\/admin\/)/;
// Shared chunks are named by hash, not by source file: look for text only the back office contains.
const ADMIN_TEXT = ["정말 이 상담 신청을 삭제하시겠습니까", "관리자 대시보드", "관리자 로그인", "/api/access-logs"];
const distClient = path.resolve(import.meta.dirname, "../dist/client");

let failed = false;
for (const page of PUBLIC_PAGES) {
  const { total, keys, files } = firstVisitJs(`src/pages/${page}.tsx`);
  const admin = [...keys].filter((k) => ADMIN_CODE.test(k));
  for (const { file } of files) {
    const code = readFileSync(path.join(distClient, file), "utf8");
    for (const text of ADMIN_TEXT) if (code.includes(text)) admin.push(`${file} contains "${text}"`);
  }
  const budget = JS_BUDGET;
  const over = total > budget;
  failed ||= over || admin.length > 0;
  console.log(
    `${page.padEnd(24)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip (budget ${budget / 1024} KB)${over ? "  OVER BUDGET" : ""}${admin.length ? `  ADMIN CODE: ${admin.join(", ")}` : ""}`,
  );
}
for (const page of ["admin-page", "auth-page"]) {
  const { total } = firstVisitJs(`src/pages/${page}.tsx`);
  console.log(`${page.padEnd(24)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip (back office, no budget)`);
}

// The guides' HTML, from a production server on a fresh embedded database (the seeded guides).
const server = await startProductionServer({ freshDatabase: true, quiet: true });
try {
  const posts = await (await fetch(`${server.url}/api/board-posts`)).json();
  if (!Array.isArray(posts) || posts.length === 0) throw new Error("no published guide to measure");
  for (const post of posts) {
    const res = await fetch(`${server.url}/board/${post.category}/${post.slug}`, { headers: { "accept-encoding": "identity" } });
    const html = Buffer.from(await res.arrayBuffer());
    const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const over = res.status !== 200 || br > HTML_BROTLI_BUDGET;
    failed ||= over;
    console.log(
      `guide ${post.slug.slice(0, 48).padEnd(48)} ${(br / 1024).toFixed(1).padStart(5)} KB brotli (budget ${HTML_BROTLI_BUDGET / 1024} KB), ` +
        `${(html.length / 1024).toFixed(1)} KB raw (target ${HTML_RAW_TARGET / 1024} KB${html.length > HTML_RAW_TARGET ? ", not met" : ""})` +
        `${res.status !== 200 ? `  HTTP ${res.status}` : over ? "  OVER BUDGET" : ""}`,
    );
  }
} finally {
  await server.stop();
}
console.log(failed ? "bundle check: FAILED" : "bundle check: every public page and guide within its budget, no back-office code");
process.exitCode = failed ? 1 : 0;
