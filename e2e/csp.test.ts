// The Content-Security-Policy holds on every kind of page: each public page and each back-office screen is
// loaded in Chromium (lazy chunks included: the editor's preview, the SEO dialogs, the consent boxes, the
// two-factor QR code), and any violation the browser reports fails the test. The header itself is checked too,
// and markup in a visitor's name shows as text in the admin list.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { POLICY_VERSION_IDS } from "@shared/privacy/policy-versions";
import { VIEWPORTS } from "./fixtures/browser";
import { openSection } from "./fixtures/admin-nav";
import { signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

/** Collects the browser's CSP violation reports (events and console lines) of a page, from its first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on("console", (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) consoleReports.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [...consoleReports, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

const NAME = '<img src=x onerror="document.title=1">';

describe("Content-Security-Policy", () => {
  it("sends a strict policy on pages and API answers", async () => {
    for (const path of [paths.home(), "/api/health", paths.admin()]) {
      const csp = (await fetch(suite.server.url + path)).headers.get("content-security-policy") ?? "";
      expect(csp, path).toMatch(/default-src 'self'/);
      expect(csp, path).toMatch(/script-src 'self'( [^;]*)?;/);
      expect(csp.match(/script-src[^;]*/)?.[0], path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(csp, path).toMatch(/object-src 'none'/);
      expect(csp, path).toMatch(/base-uri 'self'|base-uri 'none'/);
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(csp, path).toMatch(/form-action 'self'/);
    }
  });

  it("is never violated on a public page", async () => {
    const posts = (await (await fetch(`${suite.server.url}/api/board-posts`)).json()) as { category: string; slug: string }[];
    const interviews = (await (await fetch(`${suite.server.url}/api/interviews`)).json()) as { slug: string }[];
    const PUBLIC = [
      paths.home(),
      paths.about(),
      paths.contact(),
      paths.board(),
      paths.boardCategory({ category: posts[0].category }),
      paths.article({ category: posts[0].category, slug: posts[0].slug }),
      paths.interviewList(),
      paths.interview({ slug: interviews[0].slug }),
      paths.privacy(),
      paths.privacyVersion({ version: POLICY_VERSION_IDS[0] }),
      "/no-such-page",
    ];
    const { page } = await suite.open(paths.home(), VIEWPORTS.mobile);
    const violations = await watchCsp(page);
    for (const path of PUBLIC) {
      await page.goto(suite.server.url + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      if (path === paths.contact()) await page.getByRole("textbox", { name: "이름" }).fill("김민수"); // loads the validator chunk
      if (path === paths.home()) await page.getByRole("button", { name: "메뉴 열기" }).click(); // loads the side menu
      await page.waitForLoadState("networkidle");
      expect(await violations(), path).toEqual([]);
    }
  });

  it("is never violated in the back office, and a name with markup stays text", async () => {
    const submitted = await fetch(`${suite.server.url}/api/consultations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: suite.server.url },
      body: JSON.stringify({
        name: NAME,
        phone: "010-2345-6789",
        caseType: "other",
        currentStatus: "suspect",
        urgency: "normal",
        content: "점검용 상담 신청입니다.",
        privacyAgreed: true,
        sensitiveAgreed: true,
        ageConfirmed: true,
      }),
    });
    expect(submitted.status).toBe(201);
    const page = await suite.browser.newPage({ viewport: VIEWPORTS.desktop });
    // Closing the editor with unsaved text asks first: yes.
    page.on("dialog", (dialog) => void dialog.accept());
    const violations = await watchCsp(page);
    await page.goto(`${suite.server.url}/auth`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await signIn(page, suite.server.url);
    const check = async (what: string) => {
      await page.waitForLoadState("networkidle");
      expect(await violations(), what).toEqual([]);
    };

    // 상담 관리, with the hostile name shown as text.
    await page.getByText(NAME).first().waitFor();
    expect(await page.locator("main img").count()).toBe(0);
    expect(await page.title()).not.toBe("1");
    await check("consultations");

    await openSection(page, "법률 가이드");
    await page.getByRole("button", { name: "새 게시글" }).click();
    const editor = page.getByRole("dialog", { name: /게시글/ });
    await editor.getByRole("textbox", { name: /^내용/ }).fill("## 제목\n\n본문과 ![사진](/attached_assets/og-default.png)");
    await editor.getByRole("button", { name: "미리보기" }).click();
    await check("post editor preview");
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });

    await openSection(page, "검색 설정");
    await page.getByRole("button", { name: "SEO 설정 추가" }).click();
    await check("SEO setting dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "구조화 데이터 편집" }).first().click();
    await check("JSON-LD editor");
    await page.keyboard.press("Escape");

    for (const tab of ["접근 기록", "개인정보 요청"]) {
      await openSection(page, tab);
      await check(tab);
    }
    await openSection(page, "계정 보안");
    await page.getByRole("button", { name: "2단계 인증 설정 시작" }).click();
    await page.getByRole("img", { name: "인증 앱에 등록할 QR 코드" }).waitFor();
    await check("two-factor enrolment (QR code as a data: image)");
    await page.close();
  });
});
