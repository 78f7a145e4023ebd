// The privacy policy as a visitor and a crawler get it: the whole text in the server HTML with its head tags,
// each version at its dated address, and the link to it in bold in the footer of every page.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_VERSION } from "@shared/privacy/consent";
import { paths } from "@shared/pages/page-map";
import { currentPolicy } from "@shared/privacy/privacy-policy";
import { BAR_ASSOCIATION } from "@shared/office/site-facts";
import { SAMPLE_SITE_SETTINGS as SITE } from "@shared/office/site-settings";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { contentSeeder } from "../services/content-seed.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder] });
});
afterAll(async () => {
  await t?.close();
});

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("/privacy", () => {
  it("is server-rendered in full, with its head tags", async () => {
    const res = await request(t.app).get(paths.privacy()).expect(200);
    expect(res.text).toContain("<title>개인정보처리방침 | 정의 형사법률사무소</title>");
    expect(res.text).toContain(`<link rel="canonical" href="${t.env.PUBLIC_SITE_URL}${paths.privacy()}"`);
    expect(res.text).toMatch(/<meta name="description" content="[^"]+개인정보[^"]*"/);
    expect(res.text).not.toMatch(/noindex/);
    const body = text(res.text);
    // The test app sends no texts (no SMS_*): the policy lists no SMS provider.
    expect(text(res.text)).not.toContain("SOLAPI");
    for (const section of currentPolicy({
      analytics: false,
      sms: false,
      office: { name: SITE.officeName, officer: SITE.privacyOfficer, processors: SITE.processors },
    }).sections) {
      expect(body).toContain(section.title);
      for (const paragraph of section.paragraphs) expect(body).toContain(paragraph);
      for (const item of section.items ?? []) expect(body).toContain(item);
    }
    expect(body).toContain(`버전 ${CONSENT_VERSION}`);
    expect(body).not.toContain("대검찰청");
    expect(res.text).toMatch(
      new RegExp(`<a[^>]*href="${paths.privacyVersion({ version: "2026-11-24" })}"[^>]*>2026년 11월 24일<!-- --> 시행본</a>`),
    );
  });

  it("keeps the 2026-11-24 edition readable as published, pointing to the current one", async () => {
    const res = await request(t.app)
      .get(paths.privacyVersion({ version: "2026-11-24" }))
      .expect(200);
    const body = text(res.text);
    expect(res.text).toContain("<title>개인정보처리방침 (2026-11-24 시행본) | 정의 형사법률사무소</title>");
    expect(body).toContain("버전 2026-11-24");
    expect(body).toContain("이전 버전입니다.");
    expect(body).toContain("접속 경로(유입 페이지·참조 주소)");
    expect(res.text).toMatch(new RegExp(`<a[^>]*href="${paths.privacy()}"[^>]*>현재 방침 보기</a>`));
  });

  it("keeps each version at its dated address (not indexed, the current one pointing to /privacy), and 404 for others", async () => {
    const res = await request(t.app)
      .get(paths.privacyVersion({ version: CONSENT_VERSION }))
      .expect(200);
    expect(res.text).toContain(`<link rel="canonical" href="${t.env.PUBLIC_SITE_URL}${paths.privacy()}"`);
    expect(res.text).toContain('<meta name="robots" content="noindex,follow"');
    expect(text(res.text)).toContain("개인정보 보호책임자");
    for (const path of ["/privacy/2001-01-01", "/privacy/..%2F..%2Fetc%2Fpasswd", "/privacy/x/y"]) {
      expect((await request(t.app).get(path)).status, path).toBe(404);
    }
  });

  it("is listed in the sitemap; dated editions are not", async () => {
    const sitemap = (await request(t.app).get("/sitemap.xml")).text;
    expect(sitemap).toContain(`<loc>${t.env.PUBLIC_SITE_URL}${paths.privacy()}</loc>`);
    expect(sitemap).not.toContain(`${paths.privacy()}/`);
  });
});

describe("the footer on every page", () => {
  it.each([paths.home(), paths.about(), paths.contact(), paths.board(), paths.interviewList(), paths.privacy(), "/no-such-page"])(
    "%s links to the policy in bold and names the advertising lawyer, the registration and the privacy officer",
    async (path) => {
      const res = await request(t.app).get(path);
      expect(res.text).toMatch(new RegExp(`<a[^>]*href="${paths.privacy()}"[^>]*class="[^"]*font-bold[^"]*"[^>]*>개인정보처리방침</a>`));
      const footer = text(res.text.slice(res.text.indexOf("<footer")));
      expect(footer).toContain(`광고책임변호사 ${SITE.advertisingLawyer}`);
      expect(footer).toContain(`${BAR_ASSOCIATION} 등록번호 ${SITE.barNumber}`);
      expect(footer).toContain(`사업자등록번호 ${SITE.businessNumber}`);
      expect(footer).toContain(`개인정보 보호책임자 ${SITE.privacyOfficer.name}`);
    },
  );
});

describe("/api/site/privacy", () => {
  it("answers the current version, a dated one and 404 for one never published, with the office's own facts", async () => {
    const current = await request(t.app).get("/api/site/privacy").expect(200);
    expect(current.body.shown.version).toBe(CONSENT_VERSION);
    expect(current.body.currentVersion).toBe(CONSENT_VERSION);
    expect(current.body.earlier.map((v: { version: string }) => v.version)).toContain("2026-11-24");
    expect(JSON.stringify(current.body.shown.sections)).toContain(SITE.privacyOfficer.name);
    const dated = await request(t.app).get("/api/site/privacy/2026-11-24").expect(200);
    expect(dated.body.shown.version).toBe("2026-11-24");
    expect(dated.body.earlier.map((v: { version: string }) => v.version)).toContain(CONSENT_VERSION);
    const missing = await request(t.app).get("/api/site/privacy/2020-01-01").expect(404);
    expect(missing.body.message).toBe("해당 버전의 개인정보처리방침이 없습니다.");
  });

  it("carries the policy in the page's hydration data, for the browser to render without code of its own", async () => {
    const res = await request(t.app).get(paths.privacy()).expect(200);
    expect(res.text).toContain('"site","privacy",""');
  });
});
