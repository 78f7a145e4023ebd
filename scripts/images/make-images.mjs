// Original artwork for the site, drawn as SVG and rendered with sharp.
//
//   node scripts/images/make-images.mjs
//
// Regenerates, deterministically (same content files in, same bytes out):
//   attached_assets/articles/{slug}-1600.webp, -800.webp, -400.webp    one hero per content/articles/*.md
//   attached_assets/interviews/{slug}-1600.webp, -800.webp, -400.webp  one hero per content/interviews/*.md
//   attached_assets/placeholder-legal-documents.webp        fallback when a thumbnail fails to load
//   attached_assets/attorney-portrait.webp, -300.webp       placeholder portrait until the real photo exists
//   attached_assets/og-default.png                          site-wide link-preview image
//   client/public/favicon.ico, client/public/apple-touch-icon.png
//
// Rules for the artwork: abstract shapes only, no stock photos and no text or letters in any image
// (the "lines" on documents and in speech bubbles are plain bars). Each hero takes its palette and motif
// from the article's category and its layout details from a hash of the slug, so no two are identical.
//
// This file only composes: it finds the content (content.mjs), renders each drawing of this folder with
// sharp, writes the files and reports their sizes. The drawings: hero.mjs (with palettes.mjs, motifs.mjs,
// interview-motifs.mjs, road.mjs and random.mjs), placeholder.mjs, portrait.mjs, og-image.mjs, icons.mjs.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { contentEntries } from "./content.mjs";
import { heroSvg } from "./hero.mjs";
import { buildIco, iconSvg } from "./icons.mjs";
import { ogSvg } from "./og-image.mjs";
import { NAVY } from "./palettes.mjs";
import { placeholderSvg } from "./placeholder.mjs";
import { portraitSvg } from "./portrait.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const assetsDir = path.join(root, "attached_assets");
const publicDir = path.join(root, "client/public");

const WEBP = { quality: 72, effort: 6, smartSubsample: true };

const written = [];

function write(file, buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, buffer);
  written.push({ file: path.relative(root, file), bytes: buffer.length });
}

const render = (svg) => sharp(Buffer.from(svg));

async function main() {
  const entries = [...contentEntries(root, "articles"), ...contentEntries(root, "interviews")];
  for (const entry of entries) {
    for (const [width, height] of [
      [1600, 800],
      [800, 400],
      [400, 200],
    ]) {
      const svg = heroSvg({ slug: entry.slug, category: entry.category, width, height });
      const buffer = await render(svg).webp(WEBP).toBuffer();
      write(path.join(assetsDir, entry.kind, `${entry.slug}-${width}.webp`), buffer);
    }
  }

  write(path.join(assetsDir, "placeholder-legal-documents.webp"), await render(placeholderSvg()).webp(WEBP).toBuffer());
  write(path.join(assetsDir, "attorney-portrait.webp"), await render(portraitSvg(600, 750)).webp(WEBP).toBuffer());
  write(path.join(assetsDir, "attorney-portrait-300.webp"), await render(portraitSvg(300, 375)).webp(WEBP).toBuffer());
  write(
    path.join(assetsDir, "og-default.png"),
    await render(ogSvg()).png({ compressionLevel: 9, palette: true, quality: 90, colours: 128, dither: 0.6 }).toBuffer(),
  );

  const icons = [];
  for (const size of [16, 32, 48]) {
    icons.push({
      size,
      png: await render(iconSvg(size, { rounded: true }))
        .png({ compressionLevel: 9 })
        .toBuffer(),
    });
  }
  write(path.join(publicDir, "favicon.ico"), buildIco(icons));
  write(
    path.join(publicDir, "apple-touch-icon.png"),
    await render(iconSvg(180, { rounded: false }))
      .flatten({ background: NAVY })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );

  // Report, and point out hero images whose content file no longer exists (left alone, not deleted).
  const expected = new Set(written.map((item) => item.file));
  for (const kind of ["articles", "interviews"]) {
    const dir = path.join(assetsDir, kind);
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const rel = path.relative(root, path.join(dir, name));
      if (!expected.has(rel)) console.warn(`warning: ${rel} has no matching content file`);
    }
  }
  const total = written.reduce((sum, item) => sum + item.bytes, 0);
  const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  for (const item of written) console.log(`${(item.bytes / 1024).toFixed(1).padStart(7)} KB  ${item.file}`);
  console.log(
    `${written.length} files, ${(total / 1024).toFixed(1)} KB in total; largest ${largest.file} (${(largest.bytes / 1024).toFixed(1)} KB)`,
  );
}

await main();
