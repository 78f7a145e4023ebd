// A person calls and asks what the office keeps about them, to correct their name, then to delete it all: the
// attorney finds the requests by phone — two, one of them the caller's son's from the same family phone — ticks
// the caller's, downloads the file for them, corrects it and destroys it on a ground from the list; the son's
// request stays, and the destruction shows in the records.
import { describe, expect, it } from "vitest";
import { VIEWPORTS } from "./fixtures/browser";
import { openSection } from "./fixtures/admin-nav";
import { signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

async function submitConsultation(phone: string, name: string) {
  const res = await fetch(`${suite.server.url}/api/consultations`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: suite.server.url },
    body: JSON.stringify({
      name,
      phone,
      caseType: "other",
      currentStatus: "suspect",
      urgency: "normal",
      content: "온라인 댓글로 명예훼손 고소를 당했습니다.",
      privacyAgreed: true,
      sensitiveAgreed: true,
      ageConfirmed: true,
    }),
  });
  expect(res.status).toBe(201);
}

describe("the 개인정보 요청 tool", () => {
  it("finds a person's request by phone, exports it, corrects it and destroys it", async () => {
    await submitConsultation("010-4321-8765", "최유진");
    await submitConsultation("010-4321-8765", "최아들");
    const { page, errors } = await suite.open("/auth", VIEWPORTS.mobile);
    await signIn(page, suite.server.url);
    await openSection(page, "개인정보 요청");
    await page.waitForURL(/tab=privacy/);
    await page.getByRole("textbox", { name: /^전화번호/ }).fill("01043218765");
    await page.getByRole("button", { name: "기록 찾기" }).click();
    await page.getByRole("heading", { name: "찾은 상담 신청 2건" }).waitFor();
    // Nothing leaves before the office confirms which records are the caller's.
    expect(await page.getByRole("button", { name: /열람 자료 내려받기$/ }).isDisabled()).toBe(true);
    await page.getByRole("checkbox", { name: /최유진: 요청한 본인의 기록$/ }).check();
    await page.screenshot({ path: ".tmp/screenshots/subject-requests-390.png", fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "선택한 1건 열람 자료 내려받기" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
    expect(text).toContain("이름: 최유진");
    expect(text).toContain("보관 중인 상담 신청: 1건");
    expect(text).not.toContain("최아들");
    expect(text).not.toContain("검토 후 포함");
    // A withheld part goes in only when the office ticks it after review.
    const notes = page.getByRole("checkbox", { name: "사무소 메모" });
    expect(await notes.isChecked()).toBe(false);
    await notes.check();
    const [reviewed] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "선택한 1건 열람 자료 내려받기" }).click(),
    ]);
    const reviewedText = Buffer.concat(await (await reviewed.createReadStream()).toArray()).toString("utf8");
    expect(reviewedText).toContain("사무소가 검토한 뒤 포함한 항목: 사무소 메모.");
    expect(reviewedText).toContain("사무소 메모(사무소 검토 후 포함):");

    await page.getByRole("button", { name: /최유진 정정$/ }).click();
    const dialog = page.getByRole("dialog", { name: /정정$/ });
    await dialog.getByRole("textbox", { name: /^이름/ }).fill("최유나");
    await dialog.getByRole("textbox", { name: /^정정 사유/ }).fill("전화로 본인 확인 후 개명 반영");
    await dialog.getByRole("button", { name: "정정 저장" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("#1 · 최유나").waitFor();

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole("button", { name: "선택한 1건 파기" }).click();
    const destroy = page.getByRole("dialog", { name: "지금 파기" });
    await destroy.getByRole("button", { name: "1건 파기" }).click();
    await destroy.getByText("파기 근거를 선택해주세요").waitFor();
    await destroy.getByRole("combobox", { name: /^파기 근거/ }).selectOption({ label: "정보주체의 삭제 요구(개인정보 보호법 제36조)" });
    await destroy.getByRole("button", { name: "1건 파기" }).click();
    await destroy.waitFor({ state: "detached" });
    // The son's request stays.
    await page.getByRole("heading", { name: "찾은 상담 신청 1건" }).waitFor();
    await page.getByText("#2 · 최아들").waitFor();
    await page.getByText("정보주체 요청 · 1건").waitFor();
    await page.getByText("정보주체의 삭제 요구(개인정보 보호법 제36조)").first().waitFor();
    await page.screenshot({ path: ".tmp/screenshots/subject-requests-1280.png", fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The access log shows each step, without the phone number.
    await openSection(page, "접근 기록");
    await page.getByRole("main").getByText("요청에 따른 파기").filter({ visible: true }).first().waitFor();
    expect(await page.getByText("01043218765").count()).toBe(0);
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
});
