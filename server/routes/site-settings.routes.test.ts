// The office's facts as the attorney keeps them: validation with a Korean message for every field, the advertising
// refusals, permissions, versions and restore, and every public page kind, its structured data, the privacy policy
// and the feed showing what was saved.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { SAMPLE_SITE_SETTINGS } from "@shared/office/site-settings";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { OWN_OFFICE as OWN } from "../../tests/helpers/office";
import { contentSeeder } from "../services/content-seed.service";
import { siteSettingsSeeder } from "../services/site-settings-seed.service";

const app = setupAdminApp({ seeders: [contentSeeder, siteSettingsSeeder] });
const origin = () => app.t.env.PUBLIC_SITE_URL;
const put = (body: object) => app.admin.put("/api/site-settings").set("Origin", origin()).send(body);
const html = async (path: string) => (await request(app.t.app).get(path)).text;
const jsonLdOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json" data-head="">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("permissions", () => {
  it("answers 401 without a session and 403 without the same-origin header", async () => {
    const anonymous = request(app.t.app);
    expect((await anonymous.get("/api/site-settings")).status).toBe(401);
    expect((await anonymous.put("/api/site-settings").set("Origin", origin()).send(OWN)).status).toBe(401);
    expect((await anonymous.get("/api/site-settings/versions")).status).toBe(401);
    // A browser page of another site: its Origin, or (without one) Sec-Fetch-Site says so.
    expect((await app.admin.put("/api/site-settings").set("Origin", "https://evil.example").send(OWN)).status).toBe(403);
    expect((await app.admin.put("/api/site-settings").set("Sec-Fetch-Site", "cross-site").send(OWN)).status).toBe(403);
    expect((await app.admin.post("/api/site-settings/versions/1/restore").set("Origin", "https://evil.example")).status).toBe(403);
    expect((await app.admin.get("/api/site-settings/versions")).body).toHaveLength(1);
  });
});

describe("validation", () => {
  it("starts from the sample values, labelled as such in the history", async () => {
    expect((await app.admin.get("/api/site-settings")).body).toEqual(SAMPLE_SITE_SETTINGS);
    const versions = (await app.admin.get("/api/site-settings/versions")).body;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ savedByName: "샘플 값 (설치 시 기본값)", current: true });
  });

  it("gives every field its Korean message", async () => {
    const res = await put({
      officeName: "",
      officeShortName: "가".repeat(21),
      attorneyName: "김",
      description: "짧음",
      phone: "12345",
      email: "not-mail",
      address: { street: "", locality: "", region: "", postalCode: "1234" },
      hours: "",
      replyWithinHours: 0,
      barNumber: "abc",
      businessNumber: "123-45-67890",
      advertisingLawyer: "",
      privacyOfficer: { name: "", position: "", phone: "010-1234", email: "x@" },
      registeredSpecialties: ["형사법", "가사법", "민사법"],
      languages: [],
      social: {
        youtube: "http://youtube.com/x",
        blog: "blog.naver.com/x",
        instagram: "",
        linkedin: "",
        kakaoChannel: "javascript:alert(1)",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.fields).toEqual({
      officeName: ["사무소 이름을 입력해주세요"],
      officeShortName: ["짧은 사무소 이름은 20자 이내로 입력해주세요"],
      attorneyName: ["변호사 이름은 2자 이상 입력해주세요"],
      description: ["사무소 소개 문구는 10자 이상 입력해주세요"],
      phone: ["전화번호 형식이 올바르지 않습니다 (예: 02-123-4567, 010-1234-5678, 1588-1234)"],
      email: ["올바른 이메일 형식을 입력해주세요"],
      "address.street": ["도로명 주소를 입력해주세요"],
      "address.locality": ["시·군·구를 입력해주세요"],
      "address.region": ["시·도를 입력해주세요"],
      "address.postalCode": ["우편번호는 숫자 5자리로 입력해주세요"],
      hours: ["상담 시간을 입력해주세요"],
      replyWithinHours: ["답변 약속 시간은 1시간에서 168시간 사이로 입력해주세요"],
      barNumber: ["변호사 등록번호는 숫자로 입력해주세요 (예: 제12345호)"],
      businessNumber: ["사업자등록번호가 올바르지 않습니다 (10자리 숫자와 검증 숫자를 확인해주세요)"],
      advertisingLawyer: ["광고책임변호사 이름을 입력해주세요"],
      "privacyOfficer.name": ["개인정보 보호책임자 이름을 입력해주세요"],
      processors: ["개인정보 처리위탁 업체(웹 호스팅, 이메일 발송)를 입력해주세요"],
      "privacyOfficer.position": ["개인정보 보호책임자 직위를 입력해주세요"],
      "privacyOfficer.phone": ["전화번호 형식이 올바르지 않습니다 (예: 02-123-4567, 010-1234-5678, 1588-1234)"],
      "privacyOfficer.email": ["올바른 이메일 형식을 입력해주세요"],
      registeredSpecialties: ["등록 전문분야는 2개까지 입력할 수 있습니다"],
      languages: ["상담 가능 언어를 하나 이상 입력해주세요"],
      "social.youtube": ["유튜브 주소는 https://로 시작하는 전체 주소로 입력해주세요"],
      "social.blog": ["블로그 주소는 https://로 시작하는 전체 주소로 입력해주세요"],
      "social.kakaoChannel": ["카카오톡 채널 주소는 https://로 시작하는 전체 주소로 입력해주세요"],
    });
    expect((await app.admin.get("/api/site-settings/versions")).body).toHaveLength(1);
  });

  it("accepts every kind of Korean office number and normalises the registration numbers", async () => {
    for (const [phone, shown] of [
      ["01012345678", "010-1234-5678"],
      ["02-123-4567", "02-123-4567"],
      ["031-123-4567", "031-123-4567"],
      ["070-1234-5678", "070-1234-5678"],
      ["1588-1234", "1588-1234"],
      ["1644 1234", "1644-1234"],
      ["18001234", "1800-1234"],
    ]) {
      const res = await put({ ...OWN, phone, barNumber: "23456", businessNumber: "2208162517" });
      expect(res.status, phone).toBe(200);
      expect(res.body).toMatchObject({ phone: shown, barNumber: "제23456호", businessNumber: "220-81-62517" });
    }
    expect((await put({ ...OWN, phone: "1700-1234" })).body.fields.phone).toHaveLength(1);
  });

  it("refuses a 사업자등록번호 whose check digit is wrong", async () => {
    const res = await put({ ...OWN, businessNumber: "220-81-62518" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ businessNumber: ["사업자등록번호가 올바르지 않습니다 (10자리 숫자와 검증 숫자를 확인해주세요)"] });
  });

  it("refuses prohibited claims with the rule quoted: '전문' without a registered specialty, superlatives, promised results, a free lure", async () => {
    const res = await put({
      ...OWN,
      officeName: "최고의 형사 법률사무소",
      description: "형사 전문 변호사가 무죄를 보장합니다. 무료 상담을 받아 보세요.",
      hours: "No.1 24시간 상담",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.officeName).toEqual([expect.stringMatching(/^'최고의': 최상급·순위 표현\. .*변호사법 제23조 제2항 제3호/)]);
    expect(res.body.fields.description).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^'형사 전문 변호사': 등록하지 않은 '전문' 표현\. .*전문분야를 등록한 변호사만/),
        expect.stringMatching(/^'무죄를 보장': 결과 보장·승소율\./),
        expect.stringMatching(/^'무료 상담': 무료·염가 유인\./),
      ]),
    );
    expect(res.body.fields.hours).toEqual([expect.stringMatching(/^'No\.1': 최상급/)]);
  });

  it("allows '전문' for a registered specialty", async () => {
    const res = await put({
      ...OWN,
      registeredSpecialties: ["형사법"],
      description: "대한변호사협회에 등록한 형사법 전문 변호사가 상담합니다.",
    });
    expect(res.status).toBe(200);
    expect((await put({ ...OWN, registeredSpecialties: ["형사법"], description: "이혼 전문 변호사가 상담합니다." })).status).toBe(400);
  });
});

describe("saved facts on every public page", () => {
  it("saves, versions and answers the saved settings", async () => {
    const res = await put(OWN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(OWN);
    expect((await app.admin.get("/api/site-settings")).body).toEqual(OWN);
    const versions = (await app.admin.get("/api/site-settings/versions")).body;
    expect(versions[0]).toMatchObject({ savedByName: "admin", current: true, restoredFrom: null });
    expect(versions.filter((v: { current: boolean }) => v.current)).toHaveLength(1);
  });

  it.each([
    paths.home(),
    paths.about(),
    paths.contact(),
    paths.board(),
    paths.boardCategory({ category: "fraud" }),
    paths.article({ category: "fraud", slug: "fraud-complaint-response-guide" }),
    paths.interviewList(),
    paths.interview({ slug: "maternity-criminal-case-acquittal-process" }),
    paths.privacy(),
    "/no-such-page",
  ])("%s shows the saved office name, phone and registration facts", async (path) => {
    const page = await html(path);
    expect(page).toContain(`<meta property="og:site_name" content="${OWN.officeName}"`);
    expect(page).toContain('href="tel:025551234"');
    const body = text(page);
    expect(body).toContain(OWN.officeName);
    expect(body).toContain(OWN.phone);
    expect(body).toContain("광고책임변호사 김바른");
    expect(body).toContain("등록번호 제23456호");
    expect(body).toContain("사업자등록번호 220-81-62517");
    expect(body).toContain("개인정보 보호책임자 이보호");
    expect(body).toContain("서울특별시 서초구 법원로 11, 5층");
    expect(page).not.toContain(SAMPLE_SITE_SETTINGS.officeName);
    expect(page).not.toContain("010-0000-0000");
  });

  it("puts them in the structured data: LegalService, the attorney, sameAs", async () => {
    const home = jsonLdOf(await html(paths.home()));
    expect(home).toContain(`"name":"${OWN.officeName}"`);
    expect(home).toContain(`"telephone":"${OWN.phone}"`);
    expect(home).toContain(`"postalCode":"06595"`);
    expect(home).toContain(`"sameAs":["https://blog.naver.com/barungil","https://pf.kakao.com/_barungil"]`);
    expect(jsonLdOf(await html(paths.about()))).toContain(`"name":"김바른"`);
    const article = jsonLdOf(await html(paths.article({ category: "fraud", slug: "fraud-complaint-response-guide" })));
    expect(article).toContain(`"name":"${OWN.officeName}"`);
  });

  it("shows the saved officer in the privacy policy, and names the office in the feed", async () => {
    const policy = text(await html(paths.privacy()));
    expect(policy).toContain("성명: 이보호 (사무장)");
    expect(policy).toContain("전화: 02-555-1235");
    expect(policy).toContain("이메일: privacy@barungil.example");
    expect(policy).toContain(`${OWN.officeName}(이하 "사무소")`);
    const rss = await html("/rss.xml");
    expect(rss).toContain(`<title>${OWN.officeName}</title>`);
    expect(await html(paths.home())).toContain(`<link rel="alternate" type="application/rss+xml" title="${OWN.officeName}"`);
  });

  it("takes the reply window and hours from the settings, and shows the KakaoTalk channel beside the phone", async () => {
    const home = text(await html(paths.home()));
    expect(home).toContain("2일 이내 연락드리는 것을 원칙으로 합니다");
    expect(home).not.toContain("24시간 이내");
    expect(home).toContain(OWN.hours);
    for (const path of [paths.home(), paths.contact(), paths.article({ category: "fraud", slug: "fraud-complaint-response-guide" })]) {
      expect(await html(path), path).toMatch(/<a href="https:\/\/pf\.kakao\.com\/_barungil"[^>]*>카카오톡 상담/);
    }
  });

  it("restores an older version as a new version", async () => {
    const versions = (await app.admin.get("/api/site-settings/versions")).body as Array<{ id: number }>;
    const sample = versions[versions.length - 1];
    const res = await app.admin.post(`/api/site-settings/versions/${sample.id}/restore`).set("Origin", origin());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SAMPLE_SITE_SETTINGS);
    const after = (await app.admin.get("/api/site-settings/versions")).body;
    expect(after).toHaveLength(versions.length + 1);
    expect(after[0]).toMatchObject({ restoredFrom: sample.id, current: true, savedByName: "admin" });
    expect(text(await html(paths.contact()))).toContain(SAMPLE_SITE_SETTINGS.phone);
    expect((await app.admin.post("/api/site-settings/versions/999999/restore").set("Origin", origin())).status).toBe(404);
    expect((await app.admin.post("/api/site-settings/versions/abc/restore").set("Origin", origin())).body.message).toBe(
      "잘못된 버전 번호입니다.",
    );
  });
});
