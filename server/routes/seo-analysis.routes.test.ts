// POST /api/analyze-seo through the real app: scores, checks, warnings, validation and access.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { setupAdminApp } from "../../tests/helpers/admin-app";

const app = setupAdminApp();

const analyze = (body: object) => app.admin.post("/api/analyze-seo").set("Origin", app.t.env.PUBLIC_SITE_URL).send(body);

describe("POST /api/analyze-seo", () => {
  it("answers the three sub-scores, the checks and improvements in Korean, and a '전문' warning for a draft with 형사전문", async () => {
    const res = await analyze({
      title: "음주운전 처벌 기준",
      content: "## 음주운전은 어떻게 처벌되나\n\n저는 형사전문 변호사입니다.",
      focusKeyword: "음주운전",
    });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.engine).toBe("builtin");
    expect(data.totalScore).toBe(data.keywordResearch + data.contentQuality + data.structureFormat);
    expect(data.keywordResearch).toBeLessThanOrEqual(20);
    expect(data.contentQuality).toBeLessThanOrEqual(50);
    expect(data.structureFormat).toBeLessThanOrEqual(30);
    expect(data.checks.length).toBeGreaterThan(10);
    for (const c of data.checks) expect(["good", "ok", "bad"]).toContain(c.status);
    expect(data.improvements.length).toBeGreaterThan(0);
    expect(data.advertisingWarnings).toEqual([
      expect.objectContaining({ rule: "specialty", match: "형사전문 변호사", sentence: "저는 형사전문 변호사입니다." }),
    ]);
    expect(res.body.message).toBe(`총 SEO 점수: ${data.totalScore}점`);
  });

  it("needs a title and content, and an administrator", async () => {
    const res = await analyze({ title: "", content: " " });
    expect(res.status).toBe(400);
    expect(res.body.fields.title).toEqual(["분석할 제목과 내용을 입력해주세요"]);
    expect((await request(app.t.app).post("/api/analyze-seo").send({ title: "a", content: "b" })).status).toBe(401);
  });

  it("analyses a long article (over the usual 100 KB body cap)", async () => {
    const res = await analyze({ title: "긴 글의 분석", content: "## 소제목\n\n" + "가나다라 마바사. ".repeat(15_000) });
    expect(res.status).toBe(200);
  });
});
