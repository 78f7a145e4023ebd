// The attorney's profile, the home page's texts, the testimonials with their consent rule, and the launch checklist,
// through the real app: validation, permissions, and what the about and home pages then show.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { SAMPLE_PROFILE } from "@shared/office/attorney-profile";
import { SAMPLE_HOME_TEXTS } from "@shared/office/practice-profile";
import { interviews, testimonials } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { contentSeeder } from "../services/content-seed.service";
import { siteSettingsSeeder } from "../services/site-settings-seed.service";

const app = setupAdminApp({ seeders: [contentSeeder, siteSettingsSeeder] });
const origin = () => app.t.env.PUBLIC_SITE_URL;
const send = (method: "put" | "post" | "delete", path: string, body?: object) => app.admin[method](path).set("Origin", origin()).send(body);
const html = async (path: string) => (await request(app.t.app).get(path)).text;
const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const interviewIds = async () =>
  new Map((await app.t.database.db.select({ id: interviews.id, slug: interviews.slug }).from(interviews)).map((r) => [r.slug, r.id]));

describe("the attorney's profile", () => {
  it("is seeded from the sample, linking the sample interviews, and rendered on /about with its Person data", async () => {
    const ids = await interviewIds();
    const profile = (await app.admin.get("/api/site-profile")).body;
    expect(profile.interviewIds).toEqual([
      ids.get("maternity-criminal-case-acquittal-process"),
      ids.get("family-financial-fraud-legal-consultation-courage"),
    ]);
    const page = await html(paths.about());
    expect(text(page)).toContain(SAMPLE_PROFILE.headline);
    expect(page).toContain(`href="${paths.interview({ slug: "maternity-criminal-case-acquittal-process" })}"`);
    // No award in the sample: no heading that says 수상.
    expect(text(page)).not.toContain("수상");
  });

  it("refuses bad lines, typed addresses and prohibited claims with Korean field messages", async () => {
    const res = await send("put", "/api/site-profile", {
      ...SAMPLE_PROFILE,
      headline: "",
      education: ["", "가".repeat(81)],
      awards: ["국내 유일한 변호사 선정"],
      photo: { url: "https://evil.example/me.webp", width: 10, height: 10, alt: "" },
      interviewIds: ["/interview/x"],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      headline: ["제목을 입력해주세요"],
      "education.0": ["학력 항목이 비어 있습니다. 내용을 입력하거나 항목을 지워주세요"],
      "education.1": ["학력 항목은 80자 이내로 입력해주세요"],
      "photo.url": ["프로필 사진은 사진 올리기로 업로드한 이미지만 쓸 수 있습니다"],
      "photo.alt": ["사진 설명(대체 텍스트)을 입력해주세요"],
      "interviewIds.0": ["인터뷰를 목록에서 골라주세요"],
    });
    const ad = await send("put", "/api/site-profile", { ...SAMPLE_PROFILE, awards: ["국내 유일한 변호사 선정"] });
    expect(ad.status).toBe(400);
    expect(ad.body.fields["awards.0"]).toEqual([expect.stringMatching(/^'국내 유일': 최상급·순위 표현/)]);
  });

  it("saves a new version and /about shows it: the photo, the awards heading, the story's Markdown, only published interviews", async () => {
    const ids = await interviewIds();
    const saved = await send("put", "/api/site-profile", {
      ...SAMPLE_PROFILE,
      photo: { url: "/uploads/" + "a".repeat(64) + ".webp", width: 600, height: 750, alt: "김바른 변호사 사진" },
      education: ["서울대학교 법학전문대학원 졸업"],
      awards: ["○○지방변호사회 공로상"],
      story: "첫 문단입니다.\n\n**굵은 글씨**가 있는 둘째 문단.",
      interviewIds: [ids.get("family-financial-fraud-legal-consultation-courage"), 999999],
    });
    expect(saved.status).toBe(200);
    const page = await html(paths.about());
    const body = text(page);
    expect(body).toContain("서울대학교 법학전문대학원 졸업");
    expect(body).toContain("수상");
    expect(page).toContain("<strong>굵은 글씨</strong>");
    expect(page).toContain(`alt="김바른 변호사 사진"`);
    expect(page).toContain(`href="${paths.interview({ slug: "family-financial-fraud-legal-consultation-courage" })}"`);
    expect(page).not.toContain(`href="${paths.interview({ slug: "maternity-criminal-case-acquittal-process" })}"`);
    expect(page).toMatch(/"alumniOf":\[\{"@type":"EducationalOrganization","name":"서울대학교 법학전문대학원 졸업"\}\]/);
    expect(page).toContain(`"image":"${origin()}/uploads/${"a".repeat(64)}.webp"`);
    expect((await app.admin.get("/api/site-profile/versions")).body).toHaveLength(2);
    // The same data for a move inside the site.
    expect((await request(app.t.app).get("/api/site/profile")).body).toMatchObject({
      education: ["서울대학교 법학전문대학원 졸업"],
      interviews: [{ slug: "family-financial-fraud-legal-consultation-courage" }],
    });
  });
});

describe("the home page's texts", () => {
  it("caps every text and requires four reasons and three service areas, each linked to a listed category", async () => {
    const res = await send("put", "/api/home-texts", {
      ...SAMPLE_HOME_TEXTS,
      heroHeadline: "한 줄\n두 줄\n세 줄",
      heroSub: "가".repeat(161),
      reasons: SAMPLE_HOME_TEXTS.reasons.slice(0, 3),
      services: SAMPLE_HOME_TEXTS.services.map((s, i) => (i === 0 ? { ...s, category: "/board/x", body: "나".repeat(91) } : s)),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      heroHeadline: ["첫 화면 제목은 2줄까지 쓸 수 있습니다"],
      heroSub: ["첫 화면 설명은 160자 이내로 입력해주세요"],
      reasons: ["이유는 네 가지를 입력해주세요"],
      "services.0.body": ["설명은 90자 이내로 입력해주세요"],
      "services.0.category": ["연결할 카테고리를 목록에서 골라주세요"],
    });
    const ad = await send("put", "/api/home-texts", { ...SAMPLE_HOME_TEXTS, heroSub: "무죄를 보장합니다. 성공률 99%." });
    expect(ad.body.fields.heroSub).toEqual(
      expect.arrayContaining([expect.stringMatching(/^'무죄를 보장'/), expect.stringMatching(/^'성공률'/)]),
    );
  });

  it("shows the saved texts on the home page, with the service areas' category links", async () => {
    const texts = {
      ...SAMPLE_HOME_TEXTS,
      heroHeadline: "밤늦게 걸려 온 경찰 전화,\n먼저 상의하세요.",
      services: SAMPLE_HOME_TEXTS.services.map((s, i) => (i === 2 ? { ...s, title: "사기 사건", category: "fraud" } : s)),
    };
    expect((await send("put", "/api/home-texts", texts)).status).toBe(200);
    const page = await html(paths.home());
    expect(text(page)).toContain("밤늦게 걸려 온 경찰 전화,");
    expect(text(page)).toContain("먼저 상의하세요.");
    expect(text(page)).toContain("사기 사건");
    expect(page).toContain(`href="${paths.boardCategory({ category: "fraud" })}"`);
  });
});

describe("testimonials", () => {
  const quote = {
    quote: "조사 전날 밤 상담을 받고 마음을 다잡을 수 있었습니다.",
    clientName: "최○○",
    caseType: "경찰 조사 동행",
    interviewId: null,
  };

  it("ships the samples marked as such and unpublished, without a consent record: the home page shows none", async () => {
    const list = (await app.admin.get("/api/testimonials")).body;
    expect(
      list.map((t: { isSample: boolean; published: boolean; interviewId: number | null; consent: unknown }) => [
        t.isSample,
        t.published,
        t.interviewId !== null,
        t.consent,
      ]),
    ).toEqual([
      [true, false, true, null],
      [true, false, true, null],
      [true, false, false, null],
    ]);
    const home = text(await html(paths.home()));
    expect(home).not.toContain("김○○");
    expect(home).not.toContain("의뢰인 후기");
  });

  it("refuses to publish without a consent record, and a full name", async () => {
    const res = await send("post", "/api/testimonials", { ...quote, clientName: "최영희", published: true });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      clientName: ["의뢰인 이름은 성만 남기고 가려서 입력해주세요 (예: 김○○)"],
      consent: ["의뢰인의 동의 기록(날짜·방법·기록한 사람)이 있어야 게시할 수 있습니다"],
    });
    const partial = await send("post", "/api/testimonials", {
      ...quote,
      published: true,
      consent: { date: "2026-11-20", method: "", recordedBy: "김바른" },
    });
    expect(partial.body.fields).toEqual({ "consent.method": ["동의받은 방법을 입력해주세요 (예: 서면 동의서, 이메일)"] });
    // The database refuses it too, whatever code writes it.
    await expect(app.t.database.db.insert(testimonials).values({ ...quote, published: true })).rejects.toThrow();
  });

  it("publishes one with consent on the home page, keeps it as a draft otherwise, reorders and deletes", async () => {
    const draft = await send("post", "/api/testimonials", quote);
    expect(draft.status).toBe(201);
    expect(text(await html(paths.home()))).not.toContain(quote.quote);
    const consent = { date: "2026-11-20", method: "서면 동의서", recordedBy: "김바른" };
    const published = await send("put", `/api/testimonials/${draft.body.id}`, { ...quote, published: true, consent });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ published: true, consent, isSample: false });
    expect(text(await html(paths.home()))).toContain(quote.quote);

    const other = { ...quote, quote: "재판 전날까지 질문에 하나하나 답해 주셨습니다.", clientName: "정○○", published: true, consent };
    const second = await send("post", "/api/testimonials", other);
    expect(second.status).toBe(201);
    expect(text(await html(paths.home())).indexOf(other.quote)).toBeGreaterThan(text(await html(paths.home())).indexOf(quote.quote));

    const ids = ((await app.admin.get("/api/testimonials")).body as Array<{ id: number }>).map((t) => t.id);
    const reordered = await send("put", "/api/testimonials/order", { ids: [second.body.id, ...ids.filter((id) => id !== second.body.id)] });
    expect(reordered.status).toBe(200);
    expect(reordered.body[0].id).toBe(second.body.id);
    const home = text(await html(paths.home()));
    expect(home.indexOf(other.quote)).toBeLessThan(home.indexOf(quote.quote));
    expect((await send("delete", `/api/testimonials/${second.body.id}`)).status).toBe(200);
    expect((await send("put", "/api/testimonials/order", { ids: [draft.body.id] })).body.code).toBe("STALE_ORDER");

    expect((await send("delete", `/api/testimonials/${draft.body.id}`)).status).toBe(200);
    expect(text(await html(paths.home()))).not.toContain(quote.quote);
    expect((await send("delete", `/api/testimonials/${draft.body.id}`)).status).toBe(404);
  });

  it("is for administrators only", async () => {
    expect((await request(app.t.app).get("/api/testimonials")).status).toBe(401);
    expect((await request(app.t.app).post("/api/testimonials").send(quote)).status).toBe(401);
    expect((await app.admin.post("/api/testimonials").set("Origin", "https://evil.example").send(quote)).status).toBe(403);
  });
});

describe("the launch checklist", () => {
  it("lists what stands between this install and a launch, with where each is fixed", async () => {
    const items = (await app.admin.get("/api/launch-checklist")).body as Array<{ id: string; fix: object }>;
    expect(items.map((i) => i.id)).toEqual([
      "site-samples",
      "profile-samples",
      "sample-interviews",
      "two-factor",
      "smtp",
      "sms",
      "alert-phone",
      "https",
      "verification",
      "backup",
      "law-watch",
    ]);
    expect(items[0].fix).toEqual({ tab: "site", label: "사무소 정보 고치기" });
    expect((await request(app.t.app).get("/api/launch-checklist")).status).toBe(401);
  });
});

describe("a fresh install's public pages", () => {
  // The two shipped interviews are fictional: every page that shows them says so, and none presents them, or any
  // sample testimonial, as a real client's story under the consent notice.
  const SAMPLE_SLUGS = ["maternity-criminal-case-acquittal-process", "family-financial-fraud-legal-consultation-courage"];
  const CONSENT = "의뢰인의 동의를 받아 게재했으며";

  it("mark every sample interview as an example, in the page, its title and its description", async () => {
    for (const slug of SAMPLE_SLUGS) {
      const page = await html(paths.interview({ slug }));
      expect(text(page)).toContain("이 인터뷰는 사이트 구성을 보여 드리기 위해 지어낸 예시입니다");
      expect(text(page)).not.toContain(CONSENT);
      expect(text(page)).not.toMatch(/의뢰인 [가-힣]○○/);
      expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toMatch(/^예시 인터뷰: /);
      expect(/<meta name="description" content="([^"]*)"/.exec(page)?.[1]).toMatch(/^예시 인터뷰: /);
      expect(page).toContain('"headline":"(예시) ');
    }
  });

  it("say on the interview list which stories are examples, and claim no real case", async () => {
    const list = text(await html(paths.interviewList()));
    expect(list).toContain("로 표시된 인터뷰는 사이트 구성을 보여 드리기 위해 지어낸 이야기로, 실제 의뢰인의 사건이 아닙니다.");
    expect(list).not.toContain("실제 사건");
    expect(list).not.toContain(CONSENT);
    expect(list).not.toContain("무죄 사례");
    expect((list.match(/예시/g) ?? []).length).toBeGreaterThanOrEqual(SAMPLE_SLUGS.length + 1);
  });

  it("are marked as samples in the back office's interview list too, and an interview the attorney writes is not", async () => {
    const made = await send("post", "/api/interviews", {
      title: "조사를 앞두고 연락한 의뢰인의 이야기",
      content: "## 처음 연락한 날\n\n경찰 출석 요구를 받고 상담을 신청했습니다.",
      caseType: "폭행",
      clientName: "최○○",
      status: "draft",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const list = (await app.admin.get("/api/admin/interviews")).body as Array<{ slug: string; isSample: boolean }>;
    expect(
      list
        .filter((i) => i.isSample)
        .map((i) => i.slug)
        .sort(),
    ).toEqual([...SAMPLE_SLUGS].sort());
    expect(list.find((i) => i.slug !== SAMPLE_SLUGS[0] && i.slug !== SAMPLE_SLUGS[1])?.isSample).toBe(false);
  });

  it("link the samples from /about as examples, and show no sample testimonial on the home page", async () => {
    const about = text(await html(paths.about()));
    expect(about).toContain("예시 인터뷰:");
    expect(about).not.toContain("고객 이야기:");
    expect(about).not.toContain(CONSENT);
    const home = text(await html(paths.home()));
    expect(home).not.toContain(CONSENT);
    expect(home).not.toContain("무죄를 받았습니다");
  });
});
