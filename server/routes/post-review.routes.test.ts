// POST /api/posts/:id/review: the attorney marks a post checked against the law as of a date.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { seoulDate } from "@shared/lib/dates";
import { paths } from "@shared/pages/page-map";
import { setupAdminApp } from "../../tests/helpers/admin-app";

const app = setupAdminApp();

const origin = () => app.t.env.PUBLIC_SITE_URL;
const review = (id: number | string, body: object) => app.admin.post(`/api/posts/${id}/review`).set("Origin", origin()).send(body);
const createPost = async () => {
  const res = await app.admin
    .post("/api/posts")
    .set("Origin", origin())
    .send({ title: "검토할 사기죄 안내 글", content: "## 사기죄\n\n형법 제347조를 설명합니다.", categoryId: 3 });
  expect(res.status).toBe(201);
  return res.body.post as { id: number; slug: string; updatedAt: string };
};

describe("marking a post reviewed", () => {
  it("records the review, the law's date and the attorney, and shows it under the title at once", async () => {
    const post = await createPost();
    const path = paths.article({ category: "fraud", slug: post.slug });
    expect((await request(app.t.app).get(path)).text).not.toContain("최종 검토일");
    const res = await review(post.id, { lawAsOf: "2026-11-01" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("검토 완료로 표시했습니다. 글 제목 아래에 검토일이 표시됩니다.");
    expect(res.body.post).toMatchObject({ lawAsOf: "2026-11-01", reviewedBy: "홍길동" });
    expect(seoulDate(res.body.post.reviewedAt)).toBe(seoulDate(Date.now()));
    expect(res.body.post.updatedAt).toBe(res.body.post.reviewedAt);
    const page = (await request(app.t.app).get(path)).text.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
    expect(page).toContain(` · 법령 기준일 2026년 11월 1일 · 검토 홍길동 변호사`);
    expect((await app.admin.get(`/api/posts/${post.id}`)).body).toMatchObject({ lawAsOf: "2026-11-01", reviewedBy: "홍길동" });
  });

  it("refuses a malformed, impossible or future date with a Korean message and changes nothing", async () => {
    const post = await createPost();
    const tomorrow = seoulDate(Date.now() + 86_400_000);
    const cases: Array<[object, string]> = [
      [{}, "법령 기준일을 입력해주세요"],
      [{ lawAsOf: "2026/11/01" }, "법령 기준일은 YYYY-MM-DD 형식으로 입력해주세요"],
      [{ lawAsOf: "2026-02-30" }, "존재하지 않는 날짜입니다"],
      [{ lawAsOf: tomorrow }, "법령 기준일은 오늘보다 늦을 수 없습니다"],
    ];
    for (const [body, message] of cases) {
      const res = await review(post.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields.lawAsOf).toEqual([message]);
    }
    expect((await app.admin.get(`/api/posts/${post.id}`)).body).toMatchObject({
      reviewedAt: null,
      lawAsOf: null,
      updatedAt: post.updatedAt,
    });
  });

  it("answers 404 for a missing post, 400 for a bad id, and 401 without a session", async () => {
    expect((await review(999999, { lawAsOf: "2026-11-01" })).status).toBe(404);
    expect((await review("abc", { lawAsOf: "2026-11-01" })).status).toBe(400);
    expect((await request(app.t.app).post("/api/posts/1/review").set("Origin", origin()).send({ lawAsOf: "2026-11-01" })).status).toBe(401);
  });
});
