// Changes to site settings, SEO settings and two-factor state are written to the access log (who, from where,
// which route), and a failed or read-only request is not.
import { describe, expect, it } from "vitest";
import { accessLogs } from "@shared/schema";
import { SAMPLE_SITE_SETTINGS, type SiteSettings } from "@shared/site-settings";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { siteSettingsSeeder } from "../services/site-settings-seed.service";

const app = setupAdminApp({ seeders: [siteSettingsSeeder] });
const origin = () => app.t.env.PUBLIC_SITE_URL;
const OWN: SiteSettings = {
  ...SAMPLE_SITE_SETTINGS,
  officeName: "바른길 형사법률사무소",
  officeShortName: "바른길 법률사무소",
  attorneyName: "김바른",
  phone: "02-555-1234",
  email: "office@barungil.example",
  address: { street: "법원로 11, 5층", locality: "서초구", region: "서울특별시", postalCode: "06595" },
  barNumber: "제23456호",
  businessNumber: "220-81-62517",
  advertisingLawyer: "김바른",
  privacyOfficer: { name: "이보호", position: "사무장", phone: "02-555-1235", email: "privacy@barungil.example" },
  replyWithinHours: 48,
  social: { youtube: "", blog: "https://blog.naver.com/barungil", instagram: "", linkedin: "", kakaoChannel: "https://pf.kakao.com/_barungil" },
};
const entries = async () => (await app.t.database.db.select().from(accessLogs)).map(({ action, detail, username, ip }) => ({ action, detail, username, ip }));

describe("the access log of administrative changes", () => {
  it("records a saved site setting, an SEO setting and a two-factor change, not reads or refusals", async () => {
    expect((await app.admin.get("/api/site-settings")).status).toBe(200);
    expect((await app.admin.put("/api/site-settings").set("Origin", origin()).send(OWN)).status).toBe(200);
    expect((await app.admin.put("/api/site-settings").set("Origin", origin()).send({ phone: "x" })).status).toBe(400);
    expect((await app.admin.post("/api/seo-settings").set("Origin", origin()).send({ pageType: "contact", title: "형사 변호 상담 안내", description: "형사 사건 상담 절차를 안내합니다." })).status).toBeLessThan(300);
    expect((await app.admin.post("/api/account/two-factor/setup").set("Origin", origin())).status).toBe(200);
    await expect.poll(entries).toEqual([
      { action: "settings-change", detail: "PUT /api/site-settings", username: "admin", ip: expect.stringMatching(/127\.0\.0\.1|::1/) },
      { action: "seo-change", detail: "POST /api/seo-settings", username: "admin", ip: expect.any(String) },
      { action: "two-factor-change", detail: "POST /api/account/two-factor/setup", username: "admin", ip: expect.any(String) },
    ]);
  });
});
