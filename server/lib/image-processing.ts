// Uploaded images, made safe to serve: the real type is read from the bytes (JPEG, PNG, GIF or WebP; the
// file name and the declared type are not trusted), the size and the pixel count are bounded before any
// decoding, and every image is decoded and encoded anew as WebP: EXIF, GPS and other metadata do not survive,
// the orientation the camera recorded is applied first, and the longest side is capped at 1920 px. Two smaller
// copies (800 and 400 px wide) serve cards and phones.
import { createHash } from "node:crypto";
import type Sharp from "sharp";

// sharp (libvips) costs some 25 MB of memory once loaded: loaded with the first upload, not at start-up.
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import("sharp").then((m) => m.default));

export type ImageKind = "jpeg" | "png" | "gif" | "webp";

export const IMAGE_LIMITS = {
  /** Bytes of the file itself (after base64 decoding). */
  maxBytes: 5 * 1024 * 1024,
  /** Width × height a file may declare: 40 megapixels covers any phone camera; a decompression bomb fails here. */
  maxInputPixels: 40_000_000,
  maxSide: 1920,
  variants: [800, 400],
} as const;

/** Why an image was refused: the service turns each into its HTTP answer. */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: "type" | "size" | "pixels" | "decode",
    message: string,
  ) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

/** The image type the bytes begin with, or undefined for anything else (SVG, HTML, text, PDF, …). */
export function sniffImageType(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return "webp";
  return undefined;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  /** SHA-256 of `data`, hex: names the file, so a URL's content never changes. */
  hash: string;
}

export interface ProcessedImage {
  kind: ImageKind;
  main: EncodedImage;
  /** Keyed by width (800, 400); an image narrower than a width gets no copy of it. */
  variants: Map<number, EncodedImage>;
}

const hashOf = (data: Buffer) => createHash("sha256").update(data).digest("hex");

async function open(bytes: Buffer) {
  const sharp = await loadSharp();
  // One frame (an animated GIF keeps its first), errors in the data fail instead of being guessed around.
  return sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxInputPixels, failOn: "error", pages: 1, sequentialRead: true });
}

/** Re-encodes as WebP within `box` (longest side) or at most `width` wide, never enlarging. */
async function encode(bytes: Buffer, size: { box: number } | { width: number }): Promise<EncodedImage> {
  const resize = "box" in size ? { width: size.box, height: size.box, fit: "inside" as const } : { width: size.width };
  const { data, info } = await (
    await open(bytes)
  )
    .rotate()
    .resize({ ...resize, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, hash: hashOf(data) };
}

/** Checks, decodes and re-encodes one uploaded image. Throws ImageRejectedError for anything it will not store. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > IMAGE_LIMITS.maxBytes) throw new ImageRejectedError("size", "이미지 파일은 5MB 이하만 업로드할 수 있습니다.");
  const kind = sniffImageType(bytes);
  if (!kind) throw new ImageRejectedError("type", "JPG, PNG, GIF, WebP 이미지만 업로드할 수 있습니다.");
  let width: number;
  let height: number;
  try {
    // The header alone: the declared size is checked before a single pixel is decoded.
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
    if (meta.format !== kind) throw new Error(`header says ${meta.format}`);
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new ImageRejectedError("decode", "이미지 파일을 읽을 수 없습니다. 손상되지 않은 이미지인지 확인해주세요.");
  }
  if (!width || !height || width * height > IMAGE_LIMITS.maxInputPixels) {
    throw new ImageRejectedError("pixels", "이미지 해상도가 너무 큽니다. 4,000만 화소 이하의 이미지를 올려주세요.");
  }
  try {
    const main = await encode(bytes, { box: IMAGE_LIMITS.maxSide });
    const variants = new Map<number, EncodedImage>();
    for (const w of IMAGE_LIMITS.variants) if (main.width > w) variants.set(w, await encode(bytes, { width: w }));
    return { kind, main, variants };
  } catch {
    throw new ImageRejectedError("decode", "이미지 파일을 읽을 수 없습니다. 손상되지 않은 이미지인지 확인해주세요.");
  }
}
