// axe-core (WCAG 2.1 A and AA rules) on every kind of page, public and back office, at phone and desktop
// widths: labels, names, contrast, landmarks, ARIA use. A failure lists each violation and where it is.
import { describe, expect, it } from "vitest";
import { violations } from "./fixtures/axe";
import { VIEWPORTS } from "./fixtures/browser";
import { inboxRow, openRequest, openSection } from "./fixtures/admin-nav";
import { signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();
const PUBLIC_PATHS = [
  "/",
  "/about",
  "/contact",
  "/board",
  "/board/traffic-accident/drunk-driving-penalties-comprehensive-guide",
  "/interview",
  "/interview/maternity-criminal-case-acquittal-process",
  "/privacy",
  "/no-such-page",
];

describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`public pages have no violations (${label})`, async () => {
      const report: string[] = [];
      for (const path of PUBLIC_PATHS) {
        const { page } = await suite.open(path, viewport);
        report.push(...(await violations(page)).map((v) => `${path}: ${v}`));
        await page.close();
      }
      expect(report).toEqual([]);
    });
  }

  it("the sign-in page and the dashboard have no violations, also with a card in edit mode", async () => {
    const seed = await fetch(suite.server.url + "/api/consultations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "접근성",
        phone: "010-1111-2222",
        email: "a11y@example.com",
        caseType: "assault",
        currentStatus: "suspect",
        urgency: "urgent",
        content: "검사용 상담 신청",
        privacyAgreed: true,
        sensitiveAgreed: true,
        ageConfirmed: true,
        sourceAgreed: true,
        source: { landingPage: "/board?utm_source=naver", utmSource: "naver" },
      }),
    });
    expect(seed.status).toBe(201);
    const report: string[] = [];
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page } = await suite.open("/auth", viewport);
      report.push(...(await violations(page)).map((v) => `/auth ${viewport.width}: ${v}`));
      await signIn(page, suite.server.url);
      await inboxRow(page, "접근성").waitFor();
      report.push(...(await violations(page)).map((v) => `/admin ${viewport.width}: ${v}`));
      const card = await openRequest(page, "접근성");
      report.push(...(await violations(page)).map((v) => `/admin?request ${viewport.width}: ${v}`));
      await card.getByRole("button", { name: /더 보기$/ }).click();
      await card.getByRole("button", { name: "수정", exact: true }).click();
      report.push(...(await violations(page)).map((v) => `/admin editing ${viewport.width}: ${v}`));
      await card.getByRole("button", { name: "진행 단계와 충돌 확인 열기" }).click();
      await card.getByRole("combobox", { name: /^진행 단계/ }).selectOption("declined");
      await card.getByRole("combobox", { name: /^미수임 사유/ }).waitFor();
      await card.getByRole("button", { name: "충돌 확인", exact: true }).click();
      await card.getByText(/다른 상담 신청이 없습니다|확인이 필요한 상담 신청/).waitFor();
      report.push(...(await violations(page)).map((v) => `/admin outcome and conflict check ${viewport.width}: ${v}`));
      await openSection(page, "보고서");
      await page.getByRole("table", { name: "유입 경로별", exact: true }).waitFor();
      report.push(...(await violations(page)).map((v) => `/admin?tab=reports ${viewport.width}: ${v}`));
      await openSection(page, "접근 기록");
      await page.getByRole("main").getByText("목록 조회").filter({ visible: true }).first().waitFor();
      report.push(...(await violations(page)).map((v) => `/admin?tab=access-log ${viewport.width}: ${v}`));
      await openSection(page, "법률 가이드");
      await page.getByRole("main").getByRole("article").first().waitFor();
      report.push(...(await violations(page)).map((v) => `/admin?tab=posts ${viewport.width}: ${v}`));
      const firstPost = page.getByRole("main").getByRole("article").first();
      await firstPost.getByLabel(/ 메뉴$/).click();
      await firstPost.getByRole("button", { name: "수정", exact: true }).click();
      await page.getByRole("dialog").getByRole("textbox", { name: /^제목/ }).waitFor();
      report.push(...(await violations(page)).map((v) => `/admin?tab=posts editor ${viewport.width}: ${v}`));
      await page.getByRole("dialog").getByRole("button", { name: "미리보기" }).click();
      report.push(...(await violations(page)).map((v) => `/admin?tab=posts editor preview ${viewport.width}: ${v}`));
      await page.getByRole("dialog").getByRole("button", { name: "편집" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "이미지", exact: true }).click();
      await page.getByRole("dialog", { name: "이미지 넣기" }).waitFor();
      report.push(...(await violations(page)).map((v) => `/admin?tab=posts image dialog ${viewport.width}: ${v}`));
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: "이미지 넣기" }).waitFor({ state: "detached" });
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await page.getByRole("button", { name: "휴지통" }).click();
      await page.getByText("휴지통이 비어 있습니다.").waitFor();
      report.push(...(await violations(page)).map((v) => `/admin?tab=posts&view=trash ${viewport.width}: ${v}`));
      await openSection(page, "검색 설정");
      await page.getByRole("button", { name: "SEO 설정 추가" }).waitFor();
      report.push(...(await violations(page)).map((v) => `/admin?tab=seo ${viewport.width}: ${v}`));
      await page.getByRole("button", { name: "SEO 설정 추가" }).click();
      await page.getByRole("dialog").getByRole("textbox", { name: /^제목/ }).waitFor();
      await page.getByRole("dialog").getByText("OG·트위터·고급 (선택)").click();
      report.push(...(await violations(page)).map((v) => `/admin?tab=seo editor ${viewport.width}: ${v}`));
      await page.getByRole("dialog").getByRole("button", { name: "취소" }).click();
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await page.getByRole("button", { name: "구조화 데이터 편집" }).click();
      await page.getByText("올바른 JSON입니다.").waitFor();
      report.push(...(await violations(page)).map((v) => `/admin?tab=seo JSON-LD editor ${viewport.width}: ${v}`));
      await page.getByRole("dialog").getByRole("button", { name: "닫기" }).last().click();
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await page.request.post(suite.server.url + "/api/logout");
      await page.close();
    }
    expect(report).toEqual([]);
  });
});
