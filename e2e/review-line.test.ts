// A reader on a phone sees, right under an article's title, when the attorney last reviewed it and on which
// law, and can follow the attorney's name to the profile.
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { VIEWPORTS } from "./fixtures/browser";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

describe("the review line", () => {
  it("is visible under the title at 390 px and links to the attorney's profile", async () => {
    const { page, errors } = await suite.open(
      paths.article({ category: "traffic-accident", slug: "drunk-driving-penalties-comprehensive-guide" }),
      VIEWPORTS.mobile,
    );
    const line = page.getByTestId("review-line");
    expect(await line.isVisible()).toBe(true);
    expect((await line.textContent())?.replace(/\s+/g, " ")).toBe(
      "최종 검토일 2026년 11월 27일 · 법령 기준일 2026년 11월 27일 · 검토 홍길동 변호사",
    );
    const [title, review, body] = await Promise.all([
      page.locator("h1").first().boundingBox(),
      line.boundingBox(),
      page.locator("article figure").first().boundingBox(),
    ]);
    expect(review!.y).toBeGreaterThan(title!.y + title!.height - 1);
    expect(review!.y + review!.height).toBeLessThanOrEqual(body!.y);
    expect(review!.x).toBeGreaterThanOrEqual(0);
    expect(review!.x + review!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    // Within the first screen of a phone.
    expect(review!.y + review!.height).toBeLessThan(VIEWPORTS.mobile.height);
    await page.screenshot({ path: "/tmp/review-line-390.png" });
    await line.getByRole("link", { name: "홍길동 변호사" }).click();
    await page.waitForURL(`${suite.server.url}${paths.about()}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
