// A visitor about to send their story checks what happens to it: the footer's bold link opens the privacy
// policy, readable on a phone and a desktop without sideways scrolling.
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { VIEWPORTS } from "./fixtures/browser";
import { setupSuite } from "./fixtures/suite";

const suite = setupSuite();

describe("the privacy policy page", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`opens from the footer and reads well (${name})`, async () => {
      const { page, errors } = await suite.open(paths.home(), viewport);
      await page.getByRole("contentinfo").getByRole("link", { name: "개인정보처리방침" }).click();
      await page.waitForURL(`${suite.server.url}${paths.privacy()}`);
      await page.getByRole("heading", { level: 1, name: "개인정보처리방침" }).waitFor();
      expect(await page.title()).toBe("개인정보처리방침 | 정의 형사법률사무소");
      await page
        .getByRole("navigation", { name: "목차" })
        .getByRole("link", { name: /개인정보 보호책임자/ })
        .click();
      expect(await page.evaluate(() => location.hash)).toBe("#officer");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `.tmp/screenshots/privacy-${viewport.width}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  }
});
