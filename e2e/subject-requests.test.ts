// A person calls and asks what the office keeps about them, to correct their name, then to delete it all: the
// attorney finds the request by phone, downloads the file for them, corrects it and destroys it, and the
// destruction shows in the records.
import { describe, expect, it } from "vitest";
import { VIEWPORTS } from "./fixtures/browser";
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
    const { page, errors } = await suite.open("/auth", VIEWPORTS.mobile);
    await signIn(page, suite.server.url);
    await page.getByRole("tab", { name: "개인정보 요청" }).click();
    await page.waitForURL(/tab=privacy/);
    await page.getByRole("textbox", { name: /^전화번호/ }).fill("01043218765");
    await page.getByRole("button", { name: "기록 찾기" }).click();
    await page.getByRole("heading", { name: "찾은 상담 신청 1건" }).waitFor();
    await page.screenshot({ path: ".tmp/screenshots/subject-requests-390.png", fullPage: true });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "열람 자료 내려받기" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(text).toString("utf8")).toContain("이름: 최유진");

    await page.getByRole("button", { name: /최유진 정정$/ }).click();
    const dialog = page.getByRole("dialog", { name: /정정$/ });
    await dialog.getByRole("textbox", { name: /^이름/ }).fill("최유나");
    await dialog.getByRole("textbox", { name: /^정정 사유/ }).fill("전화로 본인 확인 후 개명 반영");
    await dialog.getByRole("button", { name: "정정 저장" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("#1 · 최유나").waitFor();

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole("button", { name: "모두 파기" }).click();
    const destroy = page.getByRole("dialog", { name: "지금 파기" });
    await destroy.getByRole("button", { name: "1건 파기" }).click();
    await destroy.getByText("파기 사유를 입력해주세요").waitFor();
    await destroy.getByRole("textbox", { name: /^파기 사유/ }).fill("정보주체 삭제 요구 (전화 접수)");
    await destroy.getByRole("button", { name: "1건 파기" }).click();
    await destroy.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "찾은 상담 신청 0건" }).waitFor();
    await page.getByText("정보주체 요청 · 1건").waitFor();
    await page.screenshot({ path: ".tmp/screenshots/subject-requests-1280.png", fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The access log shows each step, without the phone number.
    await page.getByRole("tab", { name: "접근 기록" }).click();
    await page.getByText("요청에 따른 파기").first().waitFor();
    expect(await page.getByText("01043218765").count()).toBe(0);
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
});
