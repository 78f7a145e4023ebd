// The attorney's day: a request arrives through /contact, is found, handled, exported and deleted in /admin.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { VIEWPORTS, watchErrors } from "./fixtures/browser";
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

const card = (page: Page, name: string) => page.getByRole("article", { name });

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
    await page.getByRole("tab", { name: "상담 관리", selected: true }).waitFor();

    // The request from /contact, newest first, with its details.
    const jiwoo = card(page, "한지우");
    await jiwoo.waitFor();
    const names = await page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toEqual(["오세훈", "한지우"]);
    await jiwoo.getByText("010-4444-5555").waitFor();
    await jiwoo.getByText("jiwoo@example.com").waitFor();
    await jiwoo.getByText("매우 긴급").waitFor();
    await jiwoo.getByText("신규").waitFor();
    await jiwoo.getByText("성범죄").waitFor();
    await jiwoo.getByText(/접수 \d{4}년 \d{1,2}월 \d{1,2}일 (오전|오후) \d{1,2}:\d{2}/).waitFor();
    await jiwoo.getByText("내일 경찰 출석 요구를 받았습니다").waitFor();

    // Inline edit: status and memo; one card at a time.
    await jiwoo.getByRole("button", { name: /수정$/ }).click();
    await card(page, "오세훈").getByRole("button", { name: /수정$/ }).click();
    expect(await jiwoo.getByLabel("상담 상태").count()).toBe(0);
    await card(page, "오세훈").getByRole("button", { name: "취소" }).click();
    await jiwoo.getByRole("button", { name: /수정$/ }).click();
    await jiwoo.getByLabel("상담 상태").selectOption("in_progress");
    await jiwoo.getByLabel("담당자").fill("정의로 변호사");
    await jiwoo.getByLabel("관리자 메모").fill("오늘 오후 4시 통화, 출석 동행 예정");
    await jiwoo.getByRole("button", { name: "저장", exact: true }).click();
    await page.getByText("상담 신청이 업데이트되었습니다.").first().waitFor();
    await jiwoo.getByText("진행중").waitFor();
    await jiwoo.getByText("오늘 오후 4시 통화, 출석 동행 예정").waitFor();
    expect(await jiwoo.getByLabel("상담 상태").count()).toBe(0);
    await page.getByRole("button", { name: /진행중\s*1/ }).waitFor();

    // The history of the change.
    await jiwoo.getByRole("button", { name: /이력$/ }).click();
    const history = page.getByRole("dialog");
    await history.getByText("신규").first().waitFor();
    await history.getByText("진행중").first().waitFor();
    await history.getByText("오늘 오후 4시 통화, 출석 동행 예정").waitFor();
    await page.keyboard.press("Escape");
    await history.waitFor({ state: "detached" });

    // Filter by urgency on the server; the filter is in the address.
    await page.getByLabel("긴급도").selectOption("flexible");
    await page.waitForURL(/urgency=flexible/);
    await card(page, "한지우").waitFor({ state: "detached" });
    await card(page, "오세훈").waitFor();
    await page.getByLabel("긴급도").selectOption("emergency");
    await card(page, "오세훈").waitFor({ state: "detached" });
    await card(page, "한지우").waitFor();
    await page.getByLabel("긴급도").selectOption({ label: "전체" });
    await card(page, "오세훈").waitFor();

    // Search by a Korean name.
    await page.getByLabel("검색").fill("지우");
    await card(page, "오세훈").waitFor({ state: "detached" });
    await page.getByLabel("검색").fill("");
    await card(page, "오세훈").waitFor();

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

    // Delete: a dismissed confirmation keeps the request; an accepted one removes it.
    const prompts: string[] = [];
    page.once("dialog", (d) => {
      prompts.push(d.message());
      void d.dismiss();
    });
    await jiwoo.getByRole("button", { name: /삭제$/ }).click();
    await page.waitForTimeout(300);
    await jiwoo.waitFor();
    page.once("dialog", (d) => {
      prompts.push(d.message());
      void d.accept();
    });
    await jiwoo.getByRole("button", { name: /삭제$/ }).click();
    await page.getByText("상담 신청이 삭제되었습니다.").first().waitFor();
    await jiwoo.waitFor({ state: "detached" });
    expect(prompts).toEqual(["정말 이 상담 신청을 삭제하시겠습니까?", "정말 이 상담 신청을 삭제하시겠습니까?"]);

    // Tabs work from the keyboard (arrow keys), and the choice is kept in the address.
    await page.getByRole("tab", { name: "상담 관리" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.getByRole("tab", { name: "게시글 관리", selected: true }).waitFor();
    await page.waitForURL(/tab=posts/);
    await page.getByRole("button", { name: "새 게시글" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("게시글 관리");

    // The access log shows what was done (never the content).
    await page.getByRole("tab", { name: "접근 기록" }).click();
    await page.waitForURL(/tab=access-log/);
    const log = page.getByRole("tabpanel");
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
