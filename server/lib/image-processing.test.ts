import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegWithGps, pngBomb, pngImage } from "../../tests/helpers/images";
import { IMAGE_LIMITS, ImageRejectedError, processImage, sniffImageType } from "./image-processing";

async function rejection(bytes: Buffer) {
  try {
    await processImage(bytes);
  } catch (err) {
    if (err instanceof ImageRejectedError) return err.reason;
    throw err;
  }
  return "accepted";
}

describe("sniffImageType", () => {
  it("reads the type from the first bytes", async () => {
    expect(sniffImageType(await pngImage(10, 10))).toBe("png");
    expect(sniffImageType(await jpegWithGps(10, 10))).toBe("jpeg");
    expect(
      sniffImageType(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
          .gif()
          .toBuffer(),
      ),
    ).toBe("gif");
    expect(
      sniffImageType(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from("just text, named photo.png"))).toBeUndefined();
  });
});

describe("processImage", () => {
  it("re-encodes a PNG as WebP with 800 and 400 px copies, named by content hash", async () => {
    const out = await processImage(await pngImage(1200, 800));
    expect(out.kind).toBe("png");
    expect((await sharp(out.main.data).metadata()).format).toBe("webp");
    expect([out.main.width, out.main.height]).toEqual([1200, 800]);
    expect([...out.variants.keys()]).toEqual([800, 400]);
    expect(out.variants.get(800)).toMatchObject({ width: 800, height: 533 });
    expect(out.variants.get(400)).toMatchObject({ width: 400, height: 267 });
    expect(out.main.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(out.variants.get(400)!.hash).not.toBe(out.main.hash);
  });
  it("removes EXIF and GPS from a phone photo and caps the longest side at 1920 px", async () => {
    const input = await jpegWithGps(2400, 1600);
    expect((await sharp(input).metadata()).exif?.includes(Buffer.from("GPS-Camera"))).toBe(true);
    const out = await processImage(input);
    for (const image of [out.main, ...out.variants.values()]) {
      const meta = await sharp(image.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(image.data.includes(Buffer.from("GPS-Camera"))).toBe(false);
    }
    expect([out.main.width, out.main.height]).toEqual([1920, 1280]);
  });
  it("makes no copy wider than the original", async () => {
    const out = await processImage(await pngImage(600, 300));
    expect([...out.variants.keys()]).toEqual([400]);
  });
  it("refuses what is not a JPEG, PNG, GIF or WebP, whatever its name", async () => {
    expect(await rejection(Buffer.from("hello, I am a text file named photo.png"))).toBe("type");
    expect(await rejection(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBe("type");
    expect(await rejection(Buffer.from("%PDF-1.7\n"))).toBe("type");
  });
  it("refuses HTML behind a PNG signature", async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    expect(await rejection(polyglot)).toBe("decode");
  });
  it("refuses a file over 5 MB", async () => {
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(IMAGE_LIMITS.maxBytes)]);
    expect(await rejection(big)).toBe("size");
  });
  it("refuses a decompression bomb from its header, without decoding it", async () => {
    const bomb = await pngBomb(20000);
    expect(bomb.length).toBeLessThan(IMAGE_LIMITS.maxBytes);
    const before = process.memoryUsage().rss;
    expect(await rejection(bomb)).toBe("pixels");
    // Decoding it would take 400 MB; refusing it from the header takes next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });
});
