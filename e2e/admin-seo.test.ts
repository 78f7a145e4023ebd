// The attorney tunes how pages appear in search: the home title changed in the SEO tab is what the server
// sends crawlers, and structured data that is not valid JSON cannot be saved.
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { VIEWPORTS } from "./fixtures/browser";
import { openSection } from "./fixtures/admin-nav";
import { signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

const serverTitle = async () => {
  const html = await (await fetch(suite.server.url + paths.home())).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
};

describe("SEO settings in the back office", () => {
  it("changes the home page's title, which the server-rendered HTML then carries", async () => {
    const { page } = await suite.open("/auth", VIEWPORTS.desktop);
    await signIn(page, suite.server.url);
    await openSection(page, "검색 설정");
    await page.waitForURL(/tab=seo/);
    expect(await serverTitle()).not.toBe("형사사건 상담 안내 | 정의 형사법률사무소");

    await page.getByRole("button", { name: "SEO 설정 추가" }).click();
    const dialog = page.getByRole("dialog", { name: "SEO 설정 추가" });
    await dialog.getByRole("combobox", { name: /페이지 유형/ }).selectOption("home");
    await dialog.getByRole("textbox", { name: /^제목/ }).fill("형사사건 상담 안내 | 정의 형사법률사무소");
    await dialog.getByRole("textbox", { name: /^설명/ }).fill("경찰 조사와 재판을 앞둔 분께 절차와 대응을 안내합니다.");
    await dialog.getByRole("button", { name: "저장" }).click();
    await page.getByText("저장 완료").first().waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("형사사건 상담 안내 | 정의 형사법률사무소").waitFor();
    expect(await serverTitle()).toBe("형사사건 상담 안내 | 정의 형사법률사무소");

    // Edit it again: the new title replaces the old in the HTML.
    await page.getByRole("button", { name: "홈 SEO 설정 수정" }).click();
    const edit = page.getByRole("dialog", { name: "SEO 설정 수정" });
    await edit.getByRole("textbox", { name: /^제목/ }).fill("형사사건 변호사 상담 | 정의 형사법률사무소");
    await edit.getByRole("button", { name: "저장" }).click();
    await edit.waitFor({ state: "detached" });
    expect(await serverTitle()).toBe("형사사건 변호사 상담 | 정의 형사법률사무소");
    await page.close();
  });

  it("keeps save disabled while the JSON-LD is invalid and shows the parse error with its line", async () => {
    const { page } = await suite.open("/auth", VIEWPORTS.mobile);
    await signIn(page, suite.server.url);
    await openSection(page, "검색 설정");
    await page.getByRole("button", { name: "구조화 데이터 편집" }).click();
    const dialog = page.getByRole("dialog", { name: "구조화 데이터(JSON-LD) 편집" });
    await dialog.getByText("올바른 JSON입니다.").waitFor();
    const save = dialog.getByRole("button", { name: "저장", exact: true });
    expect(await save.isEnabled()).toBe(true);
    const editor = dialog.getByRole("textbox", { name: "JSON-LD", exact: true });
    await editor.fill('{\n  "@context": "https://schema.org",\n  "@type": "LegalService",\n}');
    const error = dialog.getByRole("alert").filter({ hasText: "JSON 형식이 올바르지 않습니다" });
    expect(await error.textContent()).toContain("3번째 줄");
    expect(await dialog.getByTestId("json-line-numbers").locator("[data-error-line]").textContent()).toBe("3");
    expect(await save.isDisabled()).toBe(true);
    await editor.fill('{\n  "@context": "https://schema.org",\n  "@type": "LegalService",\n  "name": "정의 형사법률사무소"\n}');
    await dialog.getByText("올바른 JSON입니다.").waitFor();
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await dialog.waitFor({ state: "detached" });
    const html = await (await fetch(suite.server.url + paths.home())).text();
    expect(html).toContain('"name":"정의 형사법률사무소"');
    expect(html).not.toContain('"@type":"WebSite"');
    await page.close();
  });
});
