// Image files for upload tests, made here rather than committed: real photos with GPS EXIF, and hostile ones.
import { createDeflate } from "node:zlib";
import sharp from "sharp";

export async function pngImage(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 120 } } })
    .png()
    .toBuffer();
}

/** A JPEG as a phone writes it: camera make and GPS position in its EXIF. */
export async function jpegWithGps(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone", Model: "GPS-Camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 33/1 59/1", GPSLongitudeRef: "E", GPSLongitude: "126/1 58/1 41/1" },
    })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A real decompression bomb: a valid grey PNG of `side`×`side` zero pixels. 20000×20000 decodes to 400 MB
 * and compresses to under 1 MB. Compressed row by row, so making it needs little memory.
 */
export async function pngBomb(side = 20000): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (d: Buffer) => parts.push(d));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const row = Buffer.alloc(side + 1); // filter byte 0 + pixels
  for (let y = 0; y < side; y++) {
    if (!deflate.write(row)) await new Promise((r) => deflate.once("drain", r));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", Buffer.concat(parts)), chunk("IEND", Buffer.alloc(0))]);
}
