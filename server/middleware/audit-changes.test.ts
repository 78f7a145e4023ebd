// Changes to site settings, SEO settings and two-factor state are written to the access log (who, from where,
// which route), and a failed or read-only request is not.
import { describe, expect, it } from "vitest";
import { accessLogs } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { OWN_OFFICE as OWN } from "../../tests/helpers/office";
import { siteSettingsSeeder } from "../services/site-settings-seed.service";

const app = setupAdminApp({ seeders: [siteSettingsSeeder] });
const origin = () => app.t.env.PUBLIC_SITE_URL;
const entries = async () =>
  (await app.t.database.db.select().from(accessLogs)).map(({ action, detail, username, ip }) => ({ action, detail, username, ip }));

describe("the access log of administrative changes", () => {
  it("records a saved site setting, an SEO setting and a two-factor change, not reads or refusals", async () => {
    expect((await app.admin.get("/api/site-settings")).status).toBe(200);
    expect((await app.admin.put("/api/site-settings").set("Origin", origin()).send(OWN)).status).toBe(200);
    expect((await app.admin.put("/api/site-settings").set("Origin", origin()).send({ phone: "x" })).status).toBe(400);
    expect(
      (
        await app.admin
          .post("/api/seo-settings")
          .set("Origin", origin())
          .send({ pageType: "contact", title: "형사 변호 상담 안내", description: "형사 사건 상담 절차를 안내합니다." })
      ).status,
    ).toBeLessThan(300);
    expect((await app.admin.post("/api/account/two-factor/setup").set("Origin", origin())).status).toBe(200);
    await expect.poll(entries).toEqual([
      { action: "settings-change", detail: "PUT /api/site-settings", username: "admin", ip: expect.stringMatching(/127\.0\.0\.1|::1/) },
      { action: "seo-change", detail: "POST /api/seo-settings — 상담 신청", username: "admin", ip: expect.any(String) },
      { action: "two-factor-change", detail: "POST /api/account/two-factor/setup", username: "admin", ip: expect.any(String) },
    ]);
  });
});
