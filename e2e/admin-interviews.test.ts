// The attorney publishes a client interview in the back office and a visitor opens it at its Korean address,
// on a phone and on a desktop; axe checks the interviews tab and the editor. Screenshots of both screens are
// written to E2E_SCREENSHOTS when it is set.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { slugify } from "@shared/content/slug";
import { violations } from "./fixtures/axe";
import { VIEWPORTS } from "./fixtures/browser";
import { openSection } from "./fixtures/admin-nav";
import { signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

describe("interviews in the back office", () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`creates and publishes an interview, which opens at its Hangul address (${label})`, async () => {
      const title = `형사조정으로 마무리된 사건 이야기 ${viewport.width}`;
      const { page, errors } = await suite.open("/auth", viewport);
      await signIn(page, suite.server.url);
      await openSection(page, "인터뷰");
      await page.waitForURL(/tab=interviews/);
      await page.getByRole("heading", { name: "고객 인터뷰", level: 2 }).waitFor();
      // The content files' interviews are listed; nothing is loading any more.
      await page.getByRole("article").first().waitFor();
      const report = (await violations(page)).map((v) => `list ${viewport.width}: ${v}`);
      await shot(page, `interviews-list-${viewport.width}`);

      await page.getByRole("button", { name: "새 인터뷰" }).click();
      const dialog = page.getByRole("dialog", { name: "새 인터뷰" });
      await dialog.getByRole("textbox", { name: /^제목/ }).fill(title);
      await dialog
        .getByRole("textbox", { name: /^내용/ })
        .fill("## 처음 상담했을 때\n\n고소장을 받은 뒤 어떻게 해야 할지 몰라 상담을 요청했습니다.");
      await dialog.getByRole("textbox", { name: /^사건 유형/ }).fill("폭행");
      await dialog.getByRole("textbox", { name: /^의뢰인 이름/ }).fill("이○○");
      // Published only with the client's consent on record.
      await dialog.getByRole("radio", { name: "바로 게시" }).check();
      const consent = dialog.getByRole("group", { name: "의뢰인 동의 기록" });
      await consent.getByLabel(/^동의받은 날짜/).fill("2026-11-10");
      await consent.getByRole("textbox", { name: /^동의 방법/ }).fill("서면 동의서");
      await consent.getByRole("textbox", { name: /^기록한 사람/ }).fill("홍길동");
      expect(await dialog.getByText(new RegExp(`/interview/${slugify(title)}$`)).count()).toBeGreaterThan(0);
      report.push(...(await violations(page)).map((v) => `editor ${viewport.width}: ${v}`));
      await shot(page, `interview-editor-${viewport.width}`);
      // Unmasked names are refused before anything is sent.
      await dialog.getByRole("textbox", { name: /^의뢰인 이름/ }).fill("이영희");
      await dialog.getByRole("button", { name: "게시", exact: true }).click();
      await dialog.getByText("의뢰인 이름은 성만 남기고 가려서 입력해주세요 (예: 김○○)").waitFor();
      report.push(...(await violations(page)).map((v) => `editor with errors ${viewport.width}: ${v}`));
      await dialog.getByRole("textbox", { name: /^의뢰인 이름/ }).fill("이○○");
      await dialog.getByRole("button", { name: "게시", exact: true }).click();
      await page.getByRole("dialog", { name: "게시 전 확인" }).getByRole("button", { name: "이대로 게시" }).click();
      await page.getByText("게시되었습니다").first().waitFor();
      await dialog.waitFor({ state: "detached" });
      const card = page.getByRole("article", { name: title });
      await card.waitFor();
      expect(await card.textContent()).toContain("게시됨");
      report.push(...(await violations(page)).map((v) => `list after save ${viewport.width}: ${v}`));
      expect(report).toEqual([]);

      // A visitor, not signed in, opens it at its Hangul address and finds it in the list.
      const visitor = await suite.browser.newPage({ viewport });
      const res = await visitor.goto(suite.server.url + paths.interview({ slug: slugify(title) }));
      expect(res?.status()).toBe(200);
      expect(decodeURI(new URL(visitor.url()).pathname)).toBe(`/interview/${slugify(title)}`);
      expect((await visitor.locator("h1").first().textContent())?.trim()).toBe(title);
      await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await shot(visitor, `interview-public-${viewport.width}`);
      await visitor.goto(suite.server.url + paths.interviewList());
      expect(await visitor.getByText(title).count()).toBeGreaterThan(0);
      await visitor.close();
      // The one 401 is /api/user on /auth saying "not signed in".
      expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
      await page.close();
    });
  }
});
