// What happens after a request is stored, as the attorney sets it: defaults on a new install, a save with its
// version, a refusal in Korean, and the change in the access log.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import { accessLogs } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { siteSettingsSeeder } from "../services/site-settings-seed.service";

const app = setupAdminApp({ seeders: [siteSettingsSeeder] });
const put = (body: object) => app.admin.put("/api/intake-settings").set("Origin", app.t.env.PUBLIC_SITE_URL).send(body);

describe("intake settings", () => {
  it("is for administrators only", async () => {
    expect((await request(app.t.app).get("/api/intake-settings")).status).toBe(401);
  });

  it("starts from the defaults, saves a change as a new version and logs it", async () => {
    expect((await app.admin.get("/api/intake-settings")).body).toEqual(DEFAULT_INTAKE_SETTINGS);
    const res = await put({ ...DEFAULT_INTAKE_SETTINGS, alertPhone: "010 9876 5432", digest: { enabled: true, time: "07:30" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ alertPhone: "01098765432", digest: { time: "07:30" } });
    expect((await app.admin.get("/api/intake-settings")).body.alertPhone).toBe("01098765432");
    expect((await app.admin.get("/api/intake-settings/versions")).body).toHaveLength(2);
    const logged = await app.t.database.db.select().from(accessLogs);
    expect(logged.some((l) => l.action === "settings-change" && l.detail?.includes("/intake-settings"))).toBe(true);
  });

  it("refuses a template with a placeholder it does not know, with the field's Korean message", async () => {
    const res = await put({ ...DEFAULT_INTAKE_SETTINGS, ackSmsBody: "{이름}님, {사건}이 접수되었습니다" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("쓸 수 없는 치환 문구입니다: {이름}, {사건}");
    expect((await app.admin.get("/api/intake-settings/versions")).body).toHaveLength(2);
  });

  it("refuses a template that breaks the advertising rules or promises the reply time, and stores nothing", async () => {
    const res = await put({
      ...DEFAULT_INTAKE_SETTINGS,
      ackSmsBody: "[{사무소}] 접수되었습니다. {답변시간} 이내에 연락드립니다. 상담료 무료",
    });
    expect(res.status).toBe(400);
    const body = JSON.stringify(res.body);
    expect(body).toContain("원칙으로");
    expect(body).toContain("무료");
    expect((await app.admin.get("/api/intake-settings/versions")).body).toHaveLength(2);
  });
});
