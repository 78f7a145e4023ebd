// One hero image per article or interview (1600x800 canvas; the 800 and 400 sizes render the same SVG
// scaled down): background, accents on the side opposite the motif, and the category's motif, with the
// layout details taken from the slug's random generator so no two heroes are identical.
import { interviewMotif } from "./interview-motifs.mjs";
import { bubblesMotif, documentsMotif, magnifierMotif, scalesMotif, shieldMotif } from "./motifs.mjs";
import { FALLBACK_PALETTE, PALETTES } from "./palettes.mjs";
import { makeRandom, n } from "./random.mjs";
import { roadScene } from "./road.mjs";

// The motif of each category; traffic-accident draws the road scene instead, an unknown category the scales.
const MOTIFS = {
  "sex-offend": shieldMotif,
  defamation: bubblesMotif,
  fraud: documentsMotif,
  "suspended-indictment": scalesMotif,
  "police-investigation": magnifierMotif,
  interviews: interviewMotif,
};

export function heroSvg({ slug, category, width, height }) {
  const p = PALETTES[category] ?? FALLBACK_PALETTE;
  const r = makeRandom(slug);
  const motifRight = r.chance(0.5);
  const angle = r.range(20, 70);
  const glowX = motifRight ? r.range(1000, 1250) : r.range(350, 600);
  const glowY = r.range(250, 450);

  const defs = `
    <defs>
      <linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="1600" y2="800"
        gradientTransform="rotate(${n(angle - 27)} 800 400)">
        <stop offset="0" stop-color="${p.bgA}"/>
        <stop offset="1" stop-color="${p.bgB}"/>
      </linearGradient>
      <radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${n(glowX)}" cy="${n(glowY)}" r="560">
        <stop offset="0" stop-color="${p.glow}" stop-opacity="${p.light ? 0.9 : 0.45}"/>
        <stop offset="1" stop-color="${p.glow}" stop-opacity="0"/>
      </radialGradient>
    </defs>`;

  // Background layer: gradient, glow, large soft discs and concentric arcs from a corner.
  let bg = `<rect width="1600" height="800" fill="url(#bg)"/><rect width="1600" height="800" fill="url(#glow)"/>`;
  const tint = p.light ? p.motif2 : "#ffffff";
  for (let i = 0; i < 2; i += 1) {
    const cx = r.range(0, 1600);
    const cy = r.chance(0.5) ? r.range(-200, 100) : r.range(700, 1000);
    bg += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r.range(220, 420))}" fill="${tint}" opacity="${p.light ? 0.12 : 0.045}"/>`;
  }
  const corner = r.pick([
    [0, 0],
    [1600, 0],
    [0, 800],
    [1600, 800],
  ]);
  for (let i = 0; i < 5; i += 1) {
    bg += `<circle cx="${corner[0]}" cy="${corner[1]}" r="${260 + i * 120}" fill="none" stroke="${tint}"
      stroke-width="2" opacity="${p.light ? 0.25 : 0.07}"/>`;
  }

  // Accent composition on the side opposite the motif: a ring, a dot grid and a few small shapes.
  const side = motifRight ? [120, 640] : [960, 1480];
  let accents = "";
  const ringX = r.range(side[0] + 60, side[1] - 60);
  const ringY = r.range(140, 660);
  accents += `<circle cx="${n(ringX)}" cy="${n(ringY)}" r="${n(r.range(60, 130))}" fill="none" stroke="${p.accent}"
    stroke-width="${n(r.range(5, 10))}" opacity="${p.light ? 0.55 : 0.4}"/>`;
  const gx = r.range(side[0], side[1] - 200);
  const gy = r.range(120, 560);
  const cols = r.int(4, 7);
  const rows = r.int(3, 4);
  for (let i = 0; i < cols; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      accents += `<circle cx="${n(gx + i * 30)}" cy="${n(gy + j * 30)}" r="4" fill="${p.light ? p.line : p.motif}" opacity="${p.light ? 0.35 : 0.28}"/>`;
    }
  }
  const extra = r.int(2, 4);
  for (let i = 0; i < extra; i += 1) {
    const x = r.range(side[0], side[1]);
    const y = r.range(90, 710);
    const kind = r.pick(["dot", "bar", "arc"]);
    if (kind === "dot") {
      accents += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r.range(10, 26))}" fill="${p.accent}" opacity="0.7"/>`;
    } else if (kind === "bar") {
      const w = r.range(90, 180);
      accents += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="12" rx="6" fill="${p.light ? p.motif2 : p.motif}" opacity="0.25"/>`;
    } else {
      const rad = r.range(80, 160);
      accents += `<path d="M${n(x - rad)} ${n(y)} A${n(rad)} ${n(rad)} 0 0 1 ${n(x + rad)} ${n(y)}" fill="none"
        stroke="${p.light ? p.motif2 : p.motif}" stroke-width="6" stroke-linecap="round" opacity="0.3"/>`;
    }
  }

  let motif;
  if (category === "traffic-accident") {
    motif = roadScene(p, r);
    accents = ""; // the road scene fills the frame on its own
  } else {
    const draw = MOTIFS[category] ?? scalesMotif;
    const cx = (motifRight ? 1120 : 480) + r.range(-50, 50);
    const cy = 400 + r.range(-20, 20);
    const scale = r.range(0.98, 1.08);
    const rotate = r.range(-4, 4);
    const halo = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(300 * scale)}" fill="${p.light ? "#fffaf0" : "#ffffff"}" opacity="${p.light ? 0.45 : 0.06}"/>
      <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(328 * scale)}" fill="none" stroke="${p.accent}" stroke-width="3" opacity="${p.light ? 0.5 : 0.3}"/>`;
    motif = `${halo}<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rotate)}) scale(${n(scale * 0.92)})">${draw(p, r)}</g>`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 800">${defs}${bg}${accents}${motif}</svg>`;
}
