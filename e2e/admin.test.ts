// The attorney's day: a request arrives through /contact, is found, handled, exported and deleted in /admin.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { VIEWPORTS, watchErrors } from "./fixtures/browser";
import { inboxRow, openRequest, openSection, sectionLink } from "./fixtures/admin-nav";
import { fillConsultationForm } from "./fixtures/consultation-form";
import { E2E_ADMIN, signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

/** Console errors other than the 401 the browser logs when /api/user says "not signed in". */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

async function submitThroughContactPage(page: Page): Promise<void> {
  await page.goto(suite.server.url + "/contact");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await fillConsultationForm(page, {
    name: "한지우",
    phone: "010-4444-5555",
    email: "jiwoo@example.com",
    caseType: "sexual",
    currentStatus: "suspect",
    urgency: "emergency",
    content: "내일 경찰 출석 요구를 받았습니다. 진술 전에 상담을 받고 싶습니다.",
  });
  await page.getByRole("button", { name: "상담 신청하기" }).click();
  await page.getByRole("heading", { name: "상담 신청이 접수되었습니다" }).waitFor();
}

describe("back office", () => {
  it("sends a visitor of /admin to /auth and checks the sign-in form", async () => {
    const { page, errors } = await suite.open("/admin", VIEWPORTS.mobile);
    await page.waitForURL(suite.server.url + "/auth");
    await page.getByRole("heading", { name: "관리자 로그인" }).waitFor();
    await page.getByRole("button", { name: "로그인" }).click();
    await page.getByText("사용자명을 입력해주세요").waitFor();
    await page.getByText("비밀번호를 입력해주세요").waitFor();
    await page.getByLabel("사용자명").fill(E2E_ADMIN.username);
    await page.getByLabel("비밀번호").fill("wrong-password-1");
    await page.getByRole("button", { name: "로그인" }).click();
    await page.getByText("로그인 실패").first().waitFor();
    await page.getByText("사용자명 또는 비밀번호가 올바르지 않습니다").first().waitFor();
    expect(page.url()).toBe(suite.server.url + "/auth");
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it("handles a request from /contact: sign in, edit with a memo, filter, history, export, delete, sign out", async () => {
    const page = await suite.browser.newPage({ viewport: VIEWPORTS.desktop, acceptDownloads: true });
    const errors = watchErrors(page);
    await submitThroughContactPage(page);
    // A second, less urgent request, straight to the API.
    const second = await page.request.post(suite.server.url + "/api/consultations", {
      data: {
        name: "오세훈",
        phone: "010-7777-8888",
        caseType: "fraud",
        currentStatus: "victim",
        urgency: "flexible",
        content: "중고거래 사기 피해 상담",
        privacyAgreed: true,
        sensitiveAgreed: true,
        ageConfirmed: true,
      },
    });
    expect(second.status()).toBe(201);

    await signIn(page, suite.server.url);
    await page.getByText("로그인 성공").first().waitFor();
    await page.getByText(`${E2E_ADMIN.username} 님`).waitFor();
    await sectionLink(page, "신청").and(page.locator("[aria-current=page]")).waitFor();

    // The inbox: one row per request, today's work first (매우 긴급 before 여유 있음, although it came first); the
    // request from /contact opens beside the list.
    await inboxRow(page, "한지우").waitFor();
    expect(await page.locator("[data-inbox-name]").allTextContents()).toEqual(["한지우", "오세훈"]);
    const jiwoo = await openRequest(page, "한지우");
    await page.waitForURL(/request=\d+/);
    await jiwoo.getByText("010-4444-5555").waitFor();
    await jiwoo.getByText("jiwoo@example.com").waitFor();
    await jiwoo.getByText("매우 긴급").waitFor();
    await jiwoo.getByText("단계: 신규 · 충돌 확인 기록 없음").waitFor();
    await jiwoo.getByText("성범죄").waitFor();
    await jiwoo.getByText("내일 경찰 출석 요구를 받았습니다").waitFor();
    await jiwoo.getByText("세부 정보", { exact: true }).click();
    await jiwoo.getByText(/접수 \d{4}년 \d{1,2}월 \d{1,2}일 (오전|오후) \d{1,2}:\d{2}/).waitFor();

    // Edit from the ⋯ menu: assignee and memo (the stage has its own control).
    await jiwoo.getByRole("button", { name: /더 보기$/ }).click();
    await jiwoo.getByRole("button", { name: "수정", exact: true }).click();
    await jiwoo.getByLabel("담당자").fill("정의로 변호사");
    await jiwoo.getByLabel("관리자 메모").fill("오늘 오후 4시 통화, 출석 동행 예정");
    await jiwoo.getByRole("button", { name: "저장", exact: true }).click();
    await page.getByText("상담 신청이 업데이트되었습니다.").first().waitFor();
    await jiwoo.getByText("오늘 오후 4시 통화, 출석 동행 예정").waitFor();
    expect(await jiwoo.getByLabel("관리자 메모").count()).toBe(0);

    // The stage, one control: 연락됨 makes the request 진행중.
    await jiwoo.getByRole("button", { name: "진행 단계와 충돌 확인 열기" }).click();
    await jiwoo.getByRole("combobox", { name: /^진행 단계/ }).selectOption("reached");
    await jiwoo.getByRole("button", { name: "단계 저장" }).click();
    await jiwoo
      .getByText(/^단계 /)
      .filter({ hasNotText: "신규" })
      .waitFor();

    // The history of the change.
    await jiwoo.getByRole("button", { name: "변경 이력" }).click();
    const history = page.getByRole("dialog");
    await history.getByText("신규").first().waitFor();
    await history.getByText("연락됨").first().waitFor();
    await history.getByText("오늘 오후 4시 통화, 출석 동행 예정").waitFor();
    // Escape closes the topmost layer: a toast of the save that appeared after the dialog opened goes first.
    for (let i = 0; i < 3 && (await history.count()) > 0; i++) {
      await page.keyboard.press("Escape");
      await history.waitFor({ state: "detached", timeout: 3_000 }).catch(() => undefined);
    }
    await history.waitFor({ state: "detached" });

    // The browser's back button closes the request.
    await page.goBack();
    await jiwoo.waitFor({ state: "detached" });
    expect(page.url()).not.toMatch(/request=/);

    // Filter by urgency on the server (behind 필터); the filter is in the address.
    await page.getByRole("button", { name: /^필터/ }).click();
    await page.getByRole("button", { name: /진행중\s*1/ }).waitFor();
    await page.getByLabel("긴급도").selectOption("flexible");
    await page.waitForURL(/urgency=flexible/);
    await inboxRow(page, "한지우").waitFor({ state: "detached" });
    await inboxRow(page, "오세훈").waitFor();
    await page.getByLabel("긴급도").selectOption("emergency");
    await inboxRow(page, "오세훈").waitFor({ state: "detached" });
    await inboxRow(page, "한지우").waitFor();
    await page.getByLabel("긴급도").selectOption({ label: "전체" });
    await inboxRow(page, "오세훈").waitFor();

    // Search by a Korean name.
    await page.getByLabel("검색").fill("지우");
    await inboxRow(page, "오세훈").waitFor({ state: "detached" });
    await page.getByLabel("검색").fill("");
    await inboxRow(page, "오세훈").waitFor();

    // Export with a reason: a UTF-8 CSV with BOM.
    await page.getByRole("button", { name: "CSV 내보내기" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "내보내기" }).click();
    await page.getByText("내보내기 사유를 입력해주세요").first().waitFor();
    await page.getByLabel("내보내기 사유").fill("주간 상담 일정 정리");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("dialog").getByRole("button", { name: "내보내기" }).click(),
    ]);
    const csv = readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString("utf8")).toContain("한지우");
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    // Delete from the ⋯ menu: a dismissed confirmation keeps the request; an accepted one removes it.
    const detail = await openRequest(page, "한지우");
    const prompts: string[] = [];
    page.once("dialog", (d) => {
      prompts.push(d.message());
      void d.dismiss();
    });
    await detail.getByRole("button", { name: /더 보기$/ }).click();
    await detail.getByRole("button", { name: "삭제", exact: true }).click();
    await page.waitForTimeout(300);
    await detail.waitFor();
    page.once("dialog", (d) => {
      prompts.push(d.message());
      void d.accept();
    });
    await detail.getByRole("button", { name: /더 보기$/ }).click();
    await detail.getByRole("button", { name: "삭제", exact: true }).click();
    await page.getByText("상담 신청이 삭제되었습니다.").first().waitFor();
    await detail.waitFor({ state: "detached" });
    await inboxRow(page, "한지우").waitFor({ state: "detached" });
    expect(prompts).toEqual(["정말 이 상담 신청을 삭제하시겠습니까?", "정말 이 상담 신청을 삭제하시겠습니까?"]);

    // The sections work from the keyboard, and the choice is kept in the address.
    await sectionLink(page, "법률 가이드").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/tab=posts/);
    await sectionLink(page, "법률 가이드").and(page.locator("[aria-current=page]")).waitFor();
    await page.getByRole("button", { name: "새 게시글" }).waitFor();

    // The access log shows what was done (never the content).
    await openSection(page, "접근 기록");
    const log = page.getByRole("main");
    await log.getByText("내보내기").first().waitFor();
    await log.getByText("삭제").first().waitFor();
    await log.getByText("수정").first().waitFor();
    await log
      .getByText(/사유: 주간 상담 일정 정리/)
      .first()
      .waitFor();
    expect(await log.getByText("출석 동행").count()).toBe(0);

    // /auth sends a signed-in administrator on to /admin.
    await page.goto(suite.server.url + "/auth");
    await page.waitForURL(suite.server.url + "/admin");

    // Sign out: back to /auth, and /admin no longer opens.
    await page.getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL(suite.server.url + "/auth");
    await page.getByText("로그아웃 완료").first().waitFor();
    await page.goto(suite.server.url + "/admin");
    await page.waitForURL(suite.server.url + "/auth");
    expect((await page.request.get(suite.server.url + "/api/consultations")).status()).toBe(401);
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it("sends the dashboard shell and the sign-in form from the server, marked noindex", async () => {
    const admin = await fetch(suite.server.url + "/admin");
    expect(admin.status).toBe(200);
    expect(admin.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(admin.headers.get("cache-control")).toBe("no-store");
    const html = await admin.text();
    expect(html).toContain("데이터를 불러오는 중...");
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"');
    const auth = await (await fetch(suite.server.url + "/auth")).text();
    expect(auth).toContain("관리자 로그인");
    expect(auth).toMatch(/autocomplete="current-password"/i);
  });
});
