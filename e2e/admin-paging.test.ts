// The dashboard pages through more requests than fit on one page (30): scrolling loads the rest.
import { describe, expect, it } from "vitest";
import { VIEWPORTS } from "./fixtures/browser";
import { inboxRow } from "./fixtures/admin-nav";
import { raiseIntakeBudgets, signIn } from "./fixtures/sign-in";
import { setupSuite } from "./fixtures/suite";

// Behind a trusted proxy the client address comes from X-Forwarded-For, so 35 "visitors" can each
// submit once without meeting the per-address submission limit.
const suite = setupSuite({ TRUST_PROXY: "loopback" });
const TOTAL = 35;

describe("consultation list paging", () => {
  it("shows 30 requests, then the rest on scrolling, with the total counted", async () => {
    // More requests than the site-wide ceiling lets through in 10 minutes by default (30).
    await raiseIntakeBudgets(suite.server.url);
    for (let i = 0; i < TOTAL; i++) {
      const res = await fetch(suite.server.url + "/api/consultations", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.1.0.${i + 1}` },
        body: JSON.stringify({
          name: `의뢰인${String(i).padStart(2, "0")}`,
          phone: `010-5555-${String(1000 + i)}`,
          caseType: "traffic",
          currentStatus: "suspect",
          urgency: "normal",
          content: "페이지 넘김 확인용 상담 신청",
          privacyAgreed: true,
          sensitiveAgreed: true,
          ageConfirmed: true,
        }),
      });
      expect(res.status).toBe(201);
    }
    const { page } = await suite.open("/auth", VIEWPORTS.mobile);
    await signIn(page, suite.server.url);
    // Newest first, so the pages split at a known name.
    await page.goto(suite.server.url + "/admin?sort=newest");
    const rows = page.locator("[data-inbox-row]");
    await inboxRow(page, "의뢰인34").waitFor();
    expect(await rows.count()).toBe(30);
    await page.getByRole("button", { name: /^필터/ }).click();
    await page.getByRole("button", { name: /전체\s*35/ }).waitFor();
    await page.getByRole("button", { name: /^필터/ }).click();

    await inboxRow(page, "의뢰인05").scrollIntoViewIfNeeded();
    await inboxRow(page, "의뢰인00").waitFor();
    expect(await rows.count()).toBe(TOTAL);
    const names = await rows.locator("[data-inbox-name]").allTextContents();
    expect(names[0]).toBe("의뢰인34");
    expect(names[TOTAL - 1]).toBe("의뢰인00");
    expect(new Set(names).size).toBe(TOTAL);
    expect(await page.getByRole("button", { name: "더 보기" }).count()).toBe(0);
    await page.close();
  });
});
