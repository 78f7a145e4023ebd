// Image uploads through the real app: what is accepted, what is refused and with which status, how stored
// images are served, and when unused ones are forgotten.
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { posts, uploads } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { jpegWithGps, pngBomb, pngImage } from "../../tests/helpers/images";
import { createUploadsService } from "../services/uploads.service";

const app = setupAdminApp();
beforeEach(async () => {
  await app.t.database.db.delete(posts);
  await app.t.database.db.delete(uploads);
});

const dataUrl = (bytes: Buffer, type = "image/png") => `data:${type};base64,${bytes.toString("base64")}`;
const upload = (imageData: string, fileName = "photo.png") =>
  app.admin.post("/api/upload/image").set("Origin", app.t.env.PUBLIC_SITE_URL).send({ imageData, fileName, altText: "단속 현장 사진" });

describe("POST /api/upload/image", () => {
  it("stores a PNG as WebP with smaller copies and serves it with immutable caching", async () => {
    const res = await upload(dataUrl(await pngImage(1200, 800)));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { width: 1200, height: 800 } });
    expect(res.body.data.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(res.body.data.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f]{64}-400\.webp$/);
    const file = await request(app.t.app).get(res.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(file.body as Buffer).metadata()).format).toBe("webp");
    const thumb = await request(app.t.app).get(res.body.data.thumbnailUrl);
    expect((await sharp(thumb.body as Buffer).metadata()).width).toBe(400);
    const again = await request(app.t.app).get(res.body.data.url).set("If-None-Match", file.headers.etag);
    expect(again.status).toBe(304);
  });

  it("keeps no EXIF or GPS from a phone photo", async () => {
    const res = await upload(dataUrl(await jpegWithGps(), "image/jpeg"), "IMG_0001.jpg");
    expect(res.status).toBe(201);
    const file = await request(app.t.app).get(res.body.data.url);
    expect((await sharp(file.body as Buffer).metadata()).exif).toBeUndefined();
    expect((file.body as Buffer).includes(Buffer.from("GPS-Camera"))).toBe(false);
  });

  it("refuses a text file named .png, an SVG with script and a PDF with 415", async () => {
    for (const body of [
      Buffer.from("not an image at all"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from("%PDF-1.7"),
    ]) {
      const res = await upload(dataUrl(body));
      expect(res.status).toBe(415);
      expect(res.body.message).toBe("JPG, PNG, GIF, WebP 이미지만 업로드할 수 있습니다.");
    }
    expect(await app.t.database.db.select().from(uploads)).toHaveLength(0);
  });

  it("refuses HTML behind a PNG signature with 400", async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    const res = await upload(dataUrl(polyglot));
    expect(res.status).toBe(400);
  });

  it("refuses 5 MB + 1 byte with 413", async () => {
    const big = Buffer.concat([await pngImage(10, 10)]);
    const padded = Buffer.concat([big, Buffer.alloc(5 * 1024 * 1024 + 1 - big.length)]);
    const res = await upload(dataUrl(padded));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("이미지 파일은 5MB 이하만 업로드할 수 있습니다.");
  });

  it("refuses a 20000×20000 PNG bomb with 400 while the server's memory stays bounded", async () => {
    const bomb = await pngBomb(20000);
    const before = process.memoryUsage().rss;
    const res = await upload(dataUrl(bomb));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/해상도/);
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
  });

  it("refuses what is not a data URL with 400, and a caller who is not signed in with 401", async () => {
    expect((await upload("https://example.com/a.png")).status).toBe(400);
    expect((await request(app.t.app).post("/api/upload/image").send({ imageData: "data:image/png;base64,AAAA" })).status).toBe(401);
  });

  it("answers 404 for an unknown file and for a name that is not a hash", async () => {
    expect((await request(app.t.app).get(`/uploads/${"0".repeat(64)}.webp`)).status).toBe(404);
    expect((await request(app.t.app).get("/uploads/..%2Fetc%2Fpasswd")).status).toBe(404);
  });
});

describe("unused images", () => {
  it("the editor's clean-up forgets the user's images that no post uses, and keeps those a post uses", async () => {
    const used = (await upload(dataUrl(await pngImage(300, 200)))).body.data.url as string;
    const unused = (await upload(dataUrl(await pngImage(301, 200)))).body.data.url as string;
    const create = await app.admin
      .post("/api/posts")
      .set("Origin", app.t.env.PUBLIC_SITE_URL)
      .send({ title: "사진이 있는 글", categoryId: 1, content: `본문\n\n![현장](${used})` });
    expect(create.status).toBe(201);
    const res = await app.admin.delete("/api/temporary-images/user").set("Origin", app.t.env.PUBLIC_SITE_URL);
    expect(res.status).toBe(200);
    expect((await request(app.t.app).get(used)).status).toBe(200);
    expect((await request(app.t.app).get(unused)).status).toBe(404);
  });

  it("the periodic sweep keeps old images an interview, an SEO setting or the attorney's photo uses", async () => {
    const [inInterview, asShare, asPhoto] = await Promise.all(
      [304, 305, 306].map(async (w) => (await upload(dataUrl(await pngImage(w, 200)))).body.data.url as string),
    );
    const origin = app.t.env.PUBLIC_SITE_URL;
    const interview = await app.admin
      .post("/api/interviews")
      .set("Origin", origin)
      .send({
        title: "사진이 있는 인터뷰 이야기",
        content: `본문\n\n![현장](${inInterview})`,
        clientName: "김○○",
        caseType: "사기",
        status: "draft",
      });
    expect(interview.status, JSON.stringify(interview.body)).toBe(201);
    expect(
      (
        await app.admin
          .post("/api/seo-settings")
          .set("Origin", origin)
          .send({ pageType: "contact", title: "상담", description: "설명", ogImage: origin + asShare })
      ).status,
    ).toBe(201);
    const profile = (await app.admin.get("/api/site-profile")).body;
    const photo = { url: asPhoto, width: 306, height: 200, alt: "변호사 사진" };
    expect(
      (
        await app.admin
          .put("/api/site-profile")
          .set("Origin", origin)
          .send({ ...profile, photo })
      ).status,
    ).toBe(200);
    await app.t.database.db.update(uploads).set({ createdAt: sql`now() - interval '25 hours'` });
    await createUploadsService(app.t.database.db).sweep();
    for (const url of [inInterview, asShare, asPhoto]) expect((await request(app.t.app).get(url)).status, url).toBe(200);
  });

  it("the periodic sweep forgets images older than a day that no post uses", async () => {
    const old = (await upload(dataUrl(await pngImage(302, 200)))).body.data.url as string;
    const fresh = (await upload(dataUrl(await pngImage(303, 200)))).body.data.url as string;
    const oldHash = old.slice("/uploads/".length, -".webp".length);
    await app.t.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(uploads.groupHash, oldHash));
    expect(await createUploadsService(app.t.database.db).sweep()).toBeGreaterThan(0);
    expect((await request(app.t.app).get(old)).status).toBe(404);
    expect((await request(app.t.app).get(fresh)).status).toBe(200);
  });
});
