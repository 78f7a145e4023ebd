// The attorney writes in the back office: a post with an uploaded thumbnail is created, published, edited, an
// earlier version restored, deleted and taken back out of the trash; Korean IME input and a reload mid-edit.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import type { AdminPostListItem, AdminPostListPage } from "@shared/content/admin-posts";
import { pngImage } from "../tests/helpers/images";
import { VIEWPORTS } from "./fixtures/browser";
import { openSection } from "./fixtures/admin-nav";
import { E2E_ADMIN, signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

async function openPostsTab(page: Page): Promise<void> {
  await signIn(page, suite.server.url);
  await openSection(page, "법률 가이드");
  await page.waitForURL(/tab=posts/);
  await page.getByRole("button", { name: "새 게시글" }).waitFor();
}

const editor = (page: Page) => page.getByRole("dialog", { name: /게시글/ });

async function postNamed(page: Page, title: string): Promise<AdminPostListItem> {
  // The search text never goes in a URL (the API refuses it there): read the whole list and pick by title.
  const res = await page.request.get(`${suite.server.url}/api/posts?limit=100`);
  const list = ((await res.json()) as AdminPostListPage).items;
  const post = list.find((p) => p.title === title);
  if (!post) throw new Error(`no post titled ${title}`);
  return post;
}

async function publicTitle(post: AdminPostListItem): Promise<string> {
  // A visitor: a page of its own, not signed in.
  const viewer = await suite.browser.newPage();
  const res = await viewer.goto(suite.server.url + paths.article({ category: post.categorySlug, slug: post.slug }));
  expect(res?.status()).toBe(200);
  const text = (await viewer.locator("h1").first().textContent()) ?? "";
  await viewer.close();
  return text.trim();
}

describe("posts in the back office", () => {
  it("analyses a draft: one score in three parts, checks, and a '전문' warning for '형사전문'", async () => {
    const { page } = await suite.open("/auth", VIEWPORTS.desktop);
    await openPostsTab(page);
    await page.getByRole("button", { name: "새 게시글" }).click();
    const dialog = editor(page);
    await dialog.getByRole("textbox", { name: /^제목/ }).fill("음주운전 처벌 기준");
    await dialog
      .getByRole("textbox", { name: /^내용/ })
      .fill("## 음주운전은 어떻게 처벌되나\n\n저희는 형사전문 변호사입니다. 도로교통법 제148조의2를 설명합니다.");
    await dialog.getByRole("textbox", { name: /^핵심 검색어/ }).fill("음주운전");
    // One SEO score, in three parts, as it is typed.
    expect(await dialog.getByTestId("seo-score").textContent()).toMatch(/^\d+점$/);
    for (const label of ["검색어", "내용", "구성"]) expect(await dialog.getByText(label, { exact: true }).count()).toBe(1);
    await dialog.getByRole("button", { name: "자세히 분석" }).click();
    const result = dialog.getByTestId("seo-analysis");
    await result.waitFor();
    expect(await result.textContent()).toContain("AI 모델의 의견은 없습니다");
    expect(await result.getByRole("alert").textContent()).toContain("등록하지 않은 '전문' 표현: “저희는 형사전문 변호사입니다.”");
    expect(await result.getByText("개선 필요").count()).toBeGreaterThan(0);
    await page.close();
  });

  it("keeps a heading started with the H2 button or typed as '## ', and shows it in the outline", async () => {
    const { page } = await suite.open("/auth", VIEWPORTS.mobile);
    await openPostsTab(page);
    await page.getByRole("button", { name: "새 게시글" }).click();
    const dialog = editor(page);
    const content = dialog.getByRole("textbox", { name: /^내용/ });
    await content.click();
    await page.keyboard.type("첫 문단입니다.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    // On an empty line: click H2 first, then type.
    await dialog.getByRole("button", { name: "H2 제목" }).click();
    await page.keyboard.type("소제목A");
    expect(await content.inputValue()).toBe("첫 문단입니다.\n\n## 소제목A");
    // Typing the marker at a line start works as well.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("### 소제목B");
    expect(await content.inputValue()).toBe("첫 문단입니다.\n\n## 소제목A\n\n### 소제목B");
    const outline = dialog.getByRole("list", { name: "글의 목차" });
    await expect
      .poll(async () => (await outline.getByRole("listitem").allTextContents()).map((t) => t.trim()))
      .toEqual(["소제목A", "소제목B"]);
    // The title is the page's only H1: the body toolbar offers H2 and below.
    expect(await dialog.getByRole("button", { name: "H1 제목" }).count()).toBe(0);
    await page.close();
  });

  it("creates a post with a thumbnail, edits it, restores a version, deletes and restores it", async () => {
    const { page } = await suite.open("/auth", VIEWPORTS.desktop);
    await openPostsTab(page);
    // Filters live in the address, and stay with their tab.
    await page.getByRole("combobox", { name: "정렬" }).selectOption("consultations");
    await page.waitForURL(/tab=posts&sort=consultations/);
    await openSection(page, "신청");
    await page.waitForURL((url) => url.search === "");
    await openSection(page, "법률 가이드");
    await page.waitForURL((url) => url.search === "?tab=posts");

    await page.getByRole("button", { name: "새 게시글" }).click();
    const dialog = editor(page);
    await dialog.getByRole("textbox", { name: /^제목/ }).fill("음주운전 첫 조사 대응 방법");
    await dialog.getByRole("textbox", { name: /^내용/ }).fill("## 첫 조사\n\n음주운전 조사에서 알아야 할 점을 정리했습니다.");
    await dialog.getByRole("combobox", { name: /^카테고리/ }).selectOption({ label: "교통사고" });
    await dialog
      .getByLabel("이미지 파일 올리기")
      .setInputFiles({ name: "thumb.png", mimeType: "image/png", buffer: await pngImage(800, 500) });
    await page.getByText("썸네일 업로드 완료").first().waitFor();
    expect(await dialog.getByRole("textbox", { name: /^또는 이미지 주소/ }).inputValue()).toMatch(/^\/uploads\/.+\.webp$/);
    await dialog.getByRole("textbox", { name: /^대체 텍스트/ }).fill("음주 측정기 사진");
    await dialog.getByRole("radio", { name: "바로 게시" }).check();
    await dialog.getByRole("button", { name: "게시", exact: true }).click();
    await page.getByRole("dialog", { name: "게시 전 확인" }).getByRole("button", { name: "이대로 게시" }).click();
    await page.getByText("게시되었습니다").first().waitFor();
    await dialog.waitFor({ state: "detached" });

    const card = page.getByRole("article", { name: "음주운전 첫 조사 대응 방법" });
    await card.getByText("게시됨").waitFor();
    const created = await postNamed(page, "음주운전 첫 조사 대응 방법");
    expect(created.thumbnailImage).toMatch(/^\/uploads\//);
    expect(await publicTitle(created)).toBe("음주운전 첫 조사 대응 방법");

    // Edit the title: the public page follows at once.
    const edit = async (name: string) => {
      const row = page.getByRole("article", { name });
      await row.getByLabel(`${name} 메뉴`).click();
      await row.getByRole("button", { name: "수정" }).click();
    };
    await edit("음주운전 첫 조사 대응 방법");
    const title = dialog.getByRole("textbox", { name: /^제목/ });
    await title.waitFor();
    await title.fill("음주운전 조사 대응 가이드");
    await dialog.getByRole("button", { name: "저장", exact: true }).click();
    await page.getByText("게시글이 성공적으로 수정되었습니다.").first().waitFor();
    await dialog.waitFor({ state: "detached" });
    const edited = await postNamed(page, "음주운전 조사 대응 가이드");
    expect(await publicTitle(edited)).toBe("음주운전 조사 대응 가이드");

    // The version it replaced is listed and can be made current again.
    await edit("음주운전 조사 대응 가이드");
    await dialog.getByRole("button", { name: "이전 버전" }).click();
    const versions = page.getByRole("dialog", { name: "이전 버전" });
    await versions.getByText("음주운전 첫 조사 대응 방법").waitFor();
    await versions
      .getByRole("button", { name: /이 버전으로 되돌리기/ })
      .first()
      .click();
    await page.getByText("이전 버전으로 되돌렸습니다.").first().waitFor();
    await versions.waitFor({ state: "detached" });
    await expect.poll(() => dialog.getByRole("textbox", { name: /^제목/ }).inputValue()).toBe("음주운전 첫 조사 대응 방법");
    await dialog.getByRole("button", { name: "취소" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await publicTitle(created)).toBe("음주운전 첫 조사 대응 방법");

    // Move it to the trash from its ⋯ menu (the toast offers 되돌리기), then restore it from the trash.
    const restoredCard = page.getByRole("article", { name: "음주운전 첫 조사 대응 방법" });
    await restoredCard.getByLabel("음주운전 첫 조사 대응 방법 메뉴").click();
    await restoredCard.getByRole("button", { name: "휴지통으로 이동" }).click();
    await page.getByText("휴지통으로 옮겼습니다").first().waitFor();
    await restoredCard.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "휴지통" }).click();
    await page.getByRole("article", { name: "음주운전 첫 조사 대응 방법" }).getByRole("button", { name: /복원$/ }).click();
    await page.getByText("게시글을 복원했습니다.").first().waitFor();
    await page.getByRole("button", { name: "게시글 목록" }).click();
    await page.getByRole("article", { name: "음주운전 첫 조사 대응 방법" }).waitFor();
    await page.close();
  });

  it("keeps every syllable of Korean IME input and ignores Ctrl+B while composing", async () => {
    const { page } = await suite.open("/auth", VIEWPORTS.desktop);
    await openPostsTab(page);
    await page.getByRole("button", { name: "새 게시글" }).click();
    const content = editor(page).getByRole("textbox", { name: /^내용/ });
    await content.focus();
    // What an IME sends for 한글: composition updates as input events, a Ctrl+B in the middle, then the commit.
    await content.evaluate((el: HTMLTextAreaElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
      const compose = (before: string, steps: string[], ctrlB: boolean) => {
        el.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true, data: "" }));
        for (const step of steps) {
          setValue.call(el, before + step);
          el.setSelectionRange(before.length + step.length, before.length + step.length);
          el.dispatchEvent(new CompositionEvent("compositionupdate", { bubbles: true, data: step }));
          el.dispatchEvent(new InputEvent("input", { bubbles: true, isComposing: true, inputType: "insertCompositionText", data: step }));
          if (ctrlB)
            el.dispatchEvent(
              new KeyboardEvent("keydown", { bubbles: true, cancelable: true, key: "b", ctrlKey: true, isComposing: true, keyCode: 229 }),
            );
        }
        el.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true, data: steps.at(-1) }));
      };
      compose("", ["ㅎ", "하", "한"], true);
      compose("한", ["ㄱ", "그", "글"], true);
    });
    expect(await content.inputValue()).toBe("한글");

    // The same through Chromium's own IME path (DevTools protocol): composition updates, then the commit.
    await content.fill("");
    await content.focus();
    const cdp = await page.context().newCDPSession(page);
    for (const syllable of [
      ["ㅎ", "하", "한"],
      ["ㄱ", "그", "글"],
    ]) {
      for (const step of syllable) await cdp.send("Input.imeSetComposition", { text: step, selectionStart: 1, selectionEnd: 1 });
      await cdp.send("Input.insertText", { text: syllable.at(-1)! });
    }
    expect(await content.inputValue()).toBe("한글");
    // Outside a composition the shortcut works.
    await content.press("Control+a");
    await content.press("Control+b");
    expect(await content.inputValue()).toBe("**한글**");
    await page.close();
  });

  it("offers the text back after a reload in the middle of writing", async () => {
    const { page } = await suite.open("/auth", VIEWPORTS.desktop);
    await openPostsTab(page);
    await page.getByRole("button", { name: "새 게시글" }).click();
    await editor(page).getByRole("textbox", { name: /^제목/ }).fill("새로고침 전에 쓰던 제목");
    await editor(page).getByRole("textbox", { name: /^내용/ }).fill("새로고침 전에 쓰던 본문");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("admin-post-draft:new") ?? "")).toContain("새로고침 전에 쓰던 본문");

    // Escape with changes asks first; declining keeps the editor open.
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.keyboard.press("Escape");
    await expect.poll(() => asked).toEqual(["저장하지 않은 변경 사항이 있습니다. 닫을까요?"]);
    await editor(page).getByRole("textbox", { name: /^제목/ }).waitFor();

    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(dialogs).toEqual(["beforeunload"]);
    await page.getByRole("button", { name: "새 게시글" }).click();
    await page.getByText("저장하지 않은 내용이 있습니다. 불러올까요?").waitFor();
    await page.getByRole("button", { name: "불러오기" }).click();
    expect(await editor(page).getByRole("textbox", { name: /^제목/ }).inputValue()).toBe("새로고침 전에 쓰던 제목");
    expect(await editor(page).getByRole("textbox", { name: /^내용/ }).inputValue()).toBe("새로고침 전에 쓰던 본문");
    await page.close();
  });

  it("signs in again inside the editor when the session has ended, and saves what was written", async () => {
    const { page } = await suite.open("/auth", VIEWPORTS.mobile);
    await openPostsTab(page);
    await page.getByRole("button", { name: "새 게시글" }).click();
    await editor(page).getByRole("textbox", { name: /^제목/ }).fill("세션이 끝나도 남는 글");
    await editor(page).getByRole("textbox", { name: /^내용/ }).fill("세션이 끝나도 남는 본문");
    await editor(page)
      .getByRole("combobox", { name: /^카테고리/ })
      .selectOption({ label: "사기" });
    await page.context().clearCookies();
    await editor(page).getByRole("button", { name: "저장", exact: true }).click();

    const signInAgain = page.getByRole("dialog", { name: "다시 로그인" });
    await signInAgain.getByLabel("사용자명").fill(E2E_ADMIN.username);
    await signInAgain.getByLabel("비밀번호").fill(E2E_ADMIN.password);
    await signInAgain.getByRole("button", { name: "로그인하고 저장" }).click();
    await page.getByText("임시저장했습니다").first().waitFor();
    await page.getByRole("article", { name: "세션이 끝나도 남는 글" }).waitFor();
    expect(page.url()).toMatch(/\/admin\?tab=posts/);
    await page.close();
  });
});
