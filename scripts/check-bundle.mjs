// `npm run check:bundle` (CI, after the build): the JavaScript a first visit to each public page downloads,
// against the budget, and proof that no back-office code (admin and sign-in pages, their features) is
// part of it. Prints the figures; exit 1 when a page is over budget or pulls in admin code.
import { readFileSync } from "node:fs";
import path from "node:path";
import { firstVisitJs, JS_BUDGET } from "./lib/bundle.mjs";

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
console.log(failed ? "bundle check: FAILED" : "bundle check: every public page within its budget, no back-office code");
process.exitCode = failed ? 1 : 0;
