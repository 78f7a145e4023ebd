// Adversarial requests to the back office: no session, a foreign origin, SQL and wildcard text in searches,
// ids that are not ids, unknown states, and one administrator's images out of another's reach.
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { consultations, rateLimits } from "@shared/schema";
import { createTestUser, signedInAgent } from "../helpers/auth";
import { insertConsultation } from "../helpers/consultations";
import { pngImage } from "../helpers/images";
import { setupAdminApp } from "../helpers/admin-app";
import { expectNoServerError, expectRefused } from "./refusal";

const ctx = setupAdminApp();
beforeEach(async () => {
  await ctx.t.database.db.delete(rateLimits);
});

/** One route of each administrator router, with each method (the route table test walks them all). */
const ADMIN_ROUTES: [string, string][] = [
  ["get", "/api/consultations"],
  ["patch", "/api/consultations/1"],
  ["delete", "/api/consultations/1"],
  ["get", "/api/consultations/1/history"],
  ["post", "/api/consultations/export"],
  ["get", "/api/access-logs"],
  ["get", "/api/posts"],
  ["post", "/api/posts"],
  ["put", "/api/posts/1"],
  ["delete", "/api/posts/1"],
  ["get", "/api/admin/interviews"],
  ["post", "/api/interviews"],
  ["put", "/api/interviews/1"],
  ["delete", "/api/interviews/1"],
  ["get", "/api/seo-settings"],
  ["post", "/api/seo-settings"],
  ["post", "/api/analyze-seo"],
  ["post", "/api/upload/image"],
  ["delete", "/api/temporary-images/user"],
  ["post", "/api/subject-requests/search"],
  ["get", "/api/destruction-records"],
  ["get", "/api/account/sessions"],
  ["post", "/api/account/password"],
];
type Method = "get" | "post" | "put" | "patch" | "delete";
const call = (caller: ReturnType<typeof request> | typeof ctx.admin, method: string, path: string) =>
  (caller as ReturnType<typeof request>)[method as Method](path);

describe("without a session", () => {
  it.each(ADMIN_ROUTES)("%s %s answers 401", async (method, path) => {
    expectRefused(await call(request(ctx.t.app), method, path).send({}), 401);
  });
});

describe("from a foreign origin", () => {
  it.each(ADMIN_ROUTES.filter(([m]) => m !== "get"))("%s %s answers 403 and changes nothing", async (method, path) => {
    const row = await insertConsultation(ctx.t.database.db, { name: "오리진 점검" });
    const res = await call(ctx.admin, method, path.replace("/1", `/${row.id}`))
      .set("Origin", "https://evil.example")
      .send({ consultationStatus: "completed", reason: "x" });
    expectRefused(res, 403);
    const [after] = (await ctx.t.database.db.select().from(consultations)).filter((c) => c.id === row.id);
    expect(after).toMatchObject({ consultationStatus: "new", name: "오리진 점검" });
  });
});

describe("search text is matched literally", () => {
  it.each([
    ["' OR 1=1--", []],
    ["%", ["백%할인"]],
    ["_", ["밑줄_이름"]],
    ["\\", ["역\\슬래시"]],
  ])("%j finds only rows that contain it", async (term, expected) => {
    await ctx.t.database.db.delete(consultations);
    for (const name of ["백%할인", "밑줄_이름", "역\\슬래시", "평범한 이름"])
      await insertConsultation(ctx.t.database.db, { name, email: null });
    const res = await ctx.admin.post("/api/consultations/search").send({ search: term });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(expected);
  });
});

describe("ids that are not ids", () => {
  const ID_ROUTES: [string, string][] = [
    ["patch", "/api/consultations/:id"],
    ["delete", "/api/consultations/:id"],
    ["get", "/api/consultations/:id/history"],
    ["get", "/api/posts/:id"],
    ["put", "/api/posts/:id"],
    ["delete", "/api/posts/:id"],
    ["post", "/api/posts/:id/restore"],
    ["get", "/api/posts/:id/revisions"],
    ["post", "/api/posts/:id/review"],
    ["get", "/api/admin/interviews/:id"],
    ["put", "/api/interviews/:id"],
    ["delete", "/api/interviews/:id"],
    ["post", "/api/interviews/:id/restore"],
    ["get", "/api/admin/interviews/:id/revisions"],
    ["post", "/api/interviews/:id/review"],
    ["patch", "/api/seo-settings/:id"],
    ["delete", "/api/seo-settings/:id"],
    ["patch", "/api/subject-requests/consultations/:id"],
    ["delete", "/api/account/sessions/:id"],
  ];
  const cases = ID_ROUTES.flatMap(([method, path]) =>
    ["abc", "-1", "999999", "1e3", "0x10", "1.5", "%00", "..%2F..%2Fetc"].map((id) => [method, path, id] as const),
  );
  it.each(cases)("%s %s with %s: 400 or 404, never a 5xx", async (method, path, id) => {
    const res = await call(ctx.admin, method, path.replace(":id", id)).send({
      title: "x",
      content: "x",
      categoryId: 1,
      reason: "x",
      name: "x",
    });
    expectRefused(res);
    expect([400, 404]).toContain(res.status);
  });
});

describe("unknown states", () => {
  it("refuses an unknown status in an update and in a list filter", async () => {
    const row = await insertConsultation(ctx.t.database.db);
    expectRefused(await ctx.admin.patch(`/api/consultations/${row.id}`).send({ consultationStatus: "hacked" }), 400);
    expectRefused(await ctx.admin.get("/api/consultations").query({ status: "hacked" }), 400);
    expectRefused(await ctx.admin.get("/api/consultations").query({ urgency: "'; drop table consultations;--" }), 400);
    expectNoServerError(await ctx.admin.get("/api/consultations").query({ search: ["a", "b"] }));
  });
});

describe("another administrator's images", () => {
  it("are untouched by my clean-up, and mine by theirs", async () => {
    await createTestUser(ctx.t.database.db, { username: "second-admin", password: "second-admin-pass", role: "admin" });
    const other = await signedInAgent(ctx.t.app, { username: "second-admin", password: "second-admin-pass" });
    const imageData = `data:image/png;base64,${(await pngImage(320, 200)).toString("base64")}`;
    const mine = await ctx.admin.post("/api/upload/image").send({ imageData, fileName: "mine.png", altText: "내 사진" });
    expect(mine.status).toBe(201);
    const url = mine.body.data.url as string;
    expect((await other.delete("/api/temporary-images/user")).status).toBe(200);
    expect((await request(ctx.t.app).get(url)).status).toBe(200);
    expect((await ctx.admin.delete("/api/temporary-images/user")).status).toBe(200);
    expect((await request(ctx.t.app).get(url)).status).toBe(404);
  });
});
