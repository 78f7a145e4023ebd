// The committed artwork made by scripts/images/make-images.mjs: every article and interview has its hero image
// in both sizes, and the site-wide images and icons exist with the sizes the pages and <head> expect.
// If this fails after adding content, run `node scripts/images/make-images.mjs` and commit the new files.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contentImagePaths } from "@shared/content/content-files";
import { responsiveImage } from "@shared/lib/artwork";

const root = path.resolve(import.meta.dirname, "..");
const fromUrl = (url: string) => path.join(root, url.replace(/^\//, ""));

function slugsOf(kind: "articles" | "interviews") {
  const dir = path.join(root, "content", kind);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(path.join(dir, name), "utf8"))?.[1] ?? "";
      const slug = /^slug:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(frontMatter)?.[1];
      if (!slug) throw new Error(`content/${kind}/${name} has no slug`);
      return slug;
    });
}

async function expectImage(file: string, format: "webp" | "png", width: number, height: number) {
  expect(fs.existsSync(file), `${path.relative(root, file)} is missing (run node scripts/images/make-images.mjs)`).toBe(true);
  const meta = await sharp(file).metadata();
  expect({ file: path.relative(root, file), format: meta.format, width: meta.width, height: meta.height }).toEqual({
    file: path.relative(root, file),
    format,
    width,
    height,
  });
}

const content = (["articles", "interviews"] as const).flatMap((kind) => slugsOf(kind).map((slug) => ({ kind, slug })));

describe("hero images", () => {
  it("finds the content files", () => {
    expect(content.filter((item) => item.kind === "articles").length).toBeGreaterThan(0);
    expect(content.filter((item) => item.kind === "interviews").length).toBeGreaterThan(0);
  });

  it.each(content)("$kind/$slug has a 1600x800, an 800x400 and a 400x200 WebP, the srcset of its pages", async ({ kind, slug }) => {
    const { original, thumbnail } = contentImagePaths(kind, slug);
    await expectImage(fromUrl(original), "webp", 1600, 800);
    await expectImage(fromUrl(thumbnail), "webp", 800, 400);
    await expectImage(fromUrl(thumbnail.replace(/-800\.webp$/, "-400.webp")), "webp", 400, 200);
    const { srcSet } = responsiveImage(thumbnail);
    for (const candidate of srcSet!.split(", ")) expect(fs.existsSync(fromUrl(candidate.split(/[? ]/)[0])), candidate).toBe(true);
    // Size budget: thumbnails appear many times on list pages.
    expect(fs.statSync(fromUrl(thumbnail)).size).toBeLessThan(30 * 1024);
    expect(fs.statSync(fromUrl(original)).size).toBeLessThan(80 * 1024);
  });
});

describe("site-wide images", () => {
  it.each([
    ["attached_assets/placeholder-legal-documents.webp", "webp", 800, 400],
    ["attached_assets/attorney-portrait.webp", "webp", 600, 750],
    ["attached_assets/attorney-portrait-300.webp", "webp", 300, 375],
    ["attached_assets/og-default.png", "png", 1200, 630],
    ["client/public/apple-touch-icon.png", "png", 180, 180],
  ] as const)("%s is a %s of %dx%d", async (file, format, width, height) => {
    await expectImage(path.join(root, file), format, width, height);
  });

  it("favicon.ico is an ICO holding 16, 32 and 48 px PNG images", async () => {
    const ico = fs.readFileSync(path.join(root, "client/public/favicon.ico"));
    expect([...ico.subarray(0, 4)]).toEqual([0x00, 0x00, 0x01, 0x00]);
    const count = ico.readUInt16LE(4);
    expect(count).toBe(3);
    const sizes: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const entry = 6 + 16 * i;
      const declared = ico.readUInt8(entry) || 256;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect(meta).toMatchObject({ format: "png", width: declared, height: declared });
      sizes.push(declared);
    }
    expect(sizes.sort((a, b) => a - b)).toEqual([16, 32, 48]);
  });
});
