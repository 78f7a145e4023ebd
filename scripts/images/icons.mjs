// The app icons: the scales on navy, hand-placed on the pixel grid at 16 px, bolder at 32 px, finer at
// 48 px and for the touch icon; and the ICO container that packs the favicon's sizes.
import { NAVY } from "./palettes.mjs";
import { n } from "./random.mjs";
import { scalesGlyph } from "./scales-glyph.mjs";

export function iconSvg(size, { rounded }) {
  const background = rounded
    ? `<rect width="200" height="200" rx="38" fill="${NAVY}"/>`
    : `<rect width="200" height="200" fill="${NAVY}"/>`;
  if (size <= 16) {
    // Hand-placed on the 16 px grid (1 px = 12.5 units) so the scales stay crisp in a browser tab.
    const px = (x, y, w, h) => `<rect x="${x * 12.5}" y="${y * 12.5}" width="${w * 12.5}" height="${h * 12.5}" fill="#fff"/>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">
      ${background}
      <g shape-rendering="crispEdges">
        ${px(7, 2, 2, 10)}${px(2, 4, 12, 1)}${px(4, 12, 8, 2)}
        ${px(1, 9, 5, 1)}${px(2, 10, 3, 1)}${px(10, 9, 5, 1)}${px(11, 10, 3, 1)}
      </g>
      <path d="M43.75 62.5 L25 112.5 M43.75 62.5 L62.5 112.5 M156.25 62.5 L137.5 112.5 M156.25 62.5 L175 112.5"
        stroke="#fff" stroke-width="9" opacity="0.8"/>
    </svg>`;
  }
  // 32 px uses a bolder glyph; 48 px and the touch icon use the finer one.
  const bold = size <= 32;
  const glyph = bold
    ? `<rect x="88" y="40" width="24" height="120" rx="6" fill="#fff"/>
       <rect x="48" y="148" width="104" height="22" rx="8" fill="#fff"/>
       <rect x="22" y="44" width="156" height="20" rx="10" fill="#fff"/>
       <path d="M40 58 L14 118 M40 58 L66 118 M160 58 L134 118 M160 58 L186 118" stroke="#fff" stroke-width="9" stroke-linecap="round"/>
       <path d="M6 112 A34 22 0 0 0 74 112 Z" fill="#fff"/>
       <path d="M126 112 A34 22 0 0 0 194 112 Z" fill="#fff"/>`
    : scalesGlyph("#ffffff", "#ffffff");
  const pad = bold ? 0.1 : 0.16;
  const inner = 200 * (1 - 2 * pad);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">
    ${background}
    <g transform="translate(${200 * pad} ${200 * pad + (bold ? 0 : 4)}) scale(${n(inner / 200)})">${glyph}</g>
  </svg>`;
}

/** An ICO file with PNG payloads: ICONDIR (6 bytes), one 16-byte ICONDIRENTRY per image, then the PNGs. */
export function buildIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type 1 = icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // colours in palette (0 = no palette)
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}
