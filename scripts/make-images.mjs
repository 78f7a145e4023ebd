// Original artwork for the site, drawn as SVG and rendered with sharp.
//
//   node scripts/make-images.mjs
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
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const assetsDir = path.join(root, "attached_assets");
const publicDir = path.join(root, "client/public");

const NAVY = "#1e3a5f";
const GOLD = "#c08a2b";
const WEBP = { quality: 72, effort: 6, smartSubsample: true };

// ---------------------------------------------------------------------------------------------------
// Deterministic randomness: FNV-1a hash of the slug seeds a mulberry32 generator.

function hashString(text) {
  let h = 0x811c9dc5;
  for (const ch of Buffer.from(text, "utf8")) {
    h ^= ch;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // murmur3's finaliser spreads the last characters' influence over all bits (slugs often differ only at the end).
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function makeRandom(seedText) {
  let a = hashString(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/** Round for compact, stable SVG output. */
const n = (value) => Number(value.toFixed(1));

// ---------------------------------------------------------------------------------------------------
// Palettes. bgA/bgB: background gradient; glow: soft light; motif/motif2: main shape fills; line: detail
// strokes drawn on the motif; accent: highlights; ink: marks on light motif parts.

const PALETTES = {
  "sex-offend": {
    bgA: "#2a1430", bgB: "#5e2a4f", glow: "#c0668f",
    motif: "#f7e4ec", motif2: "#e9b8ca", line: "#7a3a63", accent: "#f2a7bd", ink: "#8e4a72",
  },
  defamation: {
    bgA: "#16262e", bgB: "#2c5a60", glow: "#4fa39b",
    motif: "#e4f1ef", motif2: "#9ccfc8", line: "#3e6a70", accent: "#7fd6c9", ink: "#50727a",
  },
  fraud: {
    bgA: "#2b1c10", bgB: "#6b4220", glow: "#d9922e",
    motif: "#fbf0dc", motif2: "#e9c48a", line: "#8a5a2b", accent: "#f3b34a", ink: "#9b7045",
  },
  "traffic-accident": {
    bgA: "#0b1630", bgB: "#1f3868", glow: "#e07a2e",
    motif: "#e6ecf6", motif2: "#9fb1cf", line: "#33507f", accent: "#f28c38", ink: "#4d6590",
  },
  "suspended-indictment": {
    bgA: "#17143d", bgB: "#37327f", glow: "#7c6fd0",
    motif: "#f1eefb", motif2: "#c9c2ea", line: "#4a4394", accent: "#dcb65a", ink: "#6a62a8",
  },
  "police-investigation": {
    bgA: "#0b1a2b", bgB: "#34506b", glow: "#6f94b8",
    motif: "#e8eef5", motif2: "#a9bdd1", line: "#3d5a77", accent: "#8fc0ea", ink: "#56708b",
  },
  interviews: {
    // Light, warm ground with green shapes: the only palette where the motif is darker than the ground.
    bgA: "#f4ead6", bgB: "#dcc7a0", glow: "#fff6e2",
    motif: "#5e7d55", motif2: "#93ad7e", line: "#4a6543", accent: "#c98f4a", ink: "#f4ead6",
    light: true,
  },
};

const FALLBACK_PALETTE = {
  bgA: "#12243c", bgB: NAVY, glow: "#3f6b9c",
  motif: "#eef2f7", motif2: "#b7c6d8", line: "#33557f", accent: GOLD, ink: "#4d6a8c",
};

// ---------------------------------------------------------------------------------------------------
// Motifs: each returns SVG drawn around (0,0), roughly within -260..260, in palette colours.

function scalesMotif(p, r) {
  const tilt = r.range(-7, 7) * (Math.PI / 180);
  const pivotY = -150;
  const arm = 200;
  const end = (side) => ({ x: side * arm * Math.cos(tilt), y: pivotY + side * arm * Math.sin(tilt) });
  const pan = (side) => {
    const e = end(side);
    const py = e.y + 175;
    return `
      <path d="M${n(e.x)} ${n(e.y)} L${n(e.x - 78)} ${n(py)} M${n(e.x)} ${n(e.y)} L${n(e.x + 78)} ${n(py)}"
        stroke="${p.motif2}" stroke-width="5" stroke-linecap="round" fill="none"/>
      <path d="M${n(e.x - 92)} ${n(py)} A92 40 0 0 0 ${n(e.x + 92)} ${n(py)} Z" fill="${p.motif}"/>
      <path d="M${n(e.x - 92)} ${n(py)} A92 40 0 0 0 ${n(e.x)} ${n(py + 40)} L${n(e.x)} ${n(py)} Z" fill="${p.motif2}" opacity="0.55"/>
      <circle cx="${n(e.x)}" cy="${n(e.y)}" r="9" fill="${p.accent}"/>
      ${side * tilt > 0 ? weight(e.x, py) : ""}`;
  };
  // The lower pan carries a small stack of weights (or a document), which side depends on the tilt.
  const load = r.pick(["weights", "sheet"]);
  const weight = (x, y) =>
    load === "weights"
      ? `<rect x="${n(x - 40)}" y="${n(y - 30)}" width="44" height="30" rx="6" fill="${p.accent}"/>
         <rect x="${n(x + 8)}" y="${n(y - 22)}" width="30" height="22" rx="5" fill="${p.motif2}"/>`
      : `<rect x="${n(x - 44)}" y="${n(y - 16)}" width="88" height="16" rx="4" fill="${p.accent}"/>
         <rect x="${n(x - 36)}" y="${n(y - 30)}" width="76" height="14" rx="4" fill="${p.motif2}"/>`;
  return `
    <path d="M-120 238 Q-120 206 -88 206 L88 206 Q120 206 120 238 Z" fill="${p.motif}"/>
    <rect x="-70" y="188" width="140" height="22" rx="8" fill="${p.motif2}"/>
    <rect x="-13" y="-170" width="26" height="362" rx="8" fill="${p.motif}"/>
    <rect x="-13" y="-170" width="13" height="362" fill="${p.motif2}" opacity="0.5"/>
    <g transform="rotate(${n((tilt * 180) / Math.PI)} 0 ${pivotY})">
      <rect x="${-arm - 10}" y="${pivotY - 9}" width="${2 * arm + 20}" height="18" rx="9" fill="${p.motif}"/>
    </g>
    ${pan(-1)}${pan(1)}
    <circle cx="0" cy="${pivotY}" r="24" fill="${p.accent}"/>
    <circle cx="0" cy="${pivotY}" r="10" fill="${p.motif}"/>
    <circle cx="0" cy="-196" r="16" fill="${p.motif}"/>`;
}

function shieldMotif(p, r) {
  const outline = "M0 -240 C70 -196 140 -186 205 -186 L205 -34 C205 104 118 192 0 246 C-118 192 -205 104 -205 -34 L-205 -186 C-140 -186 -70 -196 0 -240 Z";
  const emblem = r.pick(["keyhole", "check", "people"]);
  let inner = "";
  if (emblem === "keyhole") {
    inner = `<circle cx="0" cy="-28" r="44" fill="${p.line}"/>
      <path d="M-22 -4 L-40 110 Q0 122 40 110 L22 -4 Z" fill="${p.line}"/>`;
  } else if (emblem === "check") {
    inner = `<path d="M-78 8 L-20 66 L92 -58" stroke="${p.line}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  } else {
    // Two abstract figures sheltered by the shield.
    inner = `<circle cx="50" cy="-18" r="30" fill="${p.ink}"/>
      <path d="M-4 100 Q-4 24 50 24 Q104 24 104 100 Z" fill="${p.ink}"/>
      <circle cx="-40" cy="-40" r="36" fill="${p.line}"/>
      <path d="M-112 100 Q-112 10 -40 10 Q32 10 32 100 Z" fill="${p.line}"/>`;
  }
  return `
    <path d="${outline}" fill="${p.motif}"/>
    <path d="M0 -240 C70 -196 140 -186 205 -186 L205 -34 C205 104 118 192 0 246 Z" fill="${p.motif2}" opacity="0.6"/>
    <g transform="scale(0.8) translate(0 6)">
      <path d="${outline}" fill="none" stroke="${p.accent}" stroke-width="10"/>
    </g>
    ${inner}`;
}

function bubblesMotif(p, r) {
  const bars = r.int(2, 3);
  const tailLeft = r.chance(0.5);
  const big = `M-200 -170 H150 Q200 -170 200 -120 V40 Q200 90 150 90 H${tailLeft ? "-60" : "40"}
    L${tailLeft ? "-140 170 L-120" : "120 170 L100"} 90 H-150 Q-200 90 -200 40 V-120 Q-200 -170 -150 -170 Z`;
  let lines = "";
  const widths = [300, 250, 180];
  for (let i = 0; i < bars; i += 1) {
    const y = -112 + i * 62 + (3 - bars) * 30;
    lines += `<rect x="-150" y="${y}" width="${widths[i]}" height="26" rx="13" fill="${p.ink}" opacity="0.55"/>`;
  }
  const ox = tailLeft ? 150 : -150;
  return `
    <g transform="translate(${ox} -150)">
      <path d="M-130 -90 H130 Q170 -90 170 -50 V40 Q170 80 130 80 H${tailLeft ? "70 L100 140 L20" : "-20 L-100 140 L-70"} 80 H-130 Q-170 80 -170 40 V-50 Q-170 -90 -130 -90 Z"
        fill="${p.motif2}"/>
      <circle cx="-60" cy="-5" r="18" fill="${p.line}"/>
      <circle cx="0" cy="-5" r="18" fill="${p.line}"/>
      <circle cx="60" cy="-5" r="18" fill="${p.line}"/>
    </g>
    <g transform="translate(0 90)">
      <path d="${big.replace(/\s+/g, " ")}" fill="${p.motif}"/>
      ${lines}
    </g>`;
}

function documentsMotif(p, r) {
  const sheets = r.int(2, 3);
  let out = "";
  for (let i = sheets - 1; i >= 1; i -= 1) {
    const angle = (i % 2 ? -1 : 1) * (5 + i * 4) + r.range(-2, 2);
    out += `<rect x="-150" y="-200" width="300" height="390" rx="14" fill="${i === 1 ? p.motif2 : p.ink}"
      opacity="${i === 1 ? 0.9 : 0.6}" transform="rotate(${n(angle)}) translate(${i * 14} ${i * 8})"/>`;
  }
  const tilt = r.range(-4, 4);
  let bars = "";
  const widths = [200, 230, 170, 220, 140];
  widths.forEach((w, i) => {
    bars += `<rect x="-110" y="${-118 + i * 42}" width="${w}" height="16" rx="8" fill="${p.ink}" opacity="0.55"/>`;
  });
  // Coin stack beside the papers.
  const coinX = r.chance(0.5) ? 190 : -190;
  let coins = "";
  const count = r.int(3, 5);
  for (let i = 0; i < count; i += 1) {
    const y = 196 - i * 24;
    coins += `<path d="M${coinX - 62} ${y - 12} V${y + 10} A62 18 0 0 0 ${coinX + 62} ${y + 10} V${y - 12} Z" fill="${p.accent}"
        stroke="${p.line}" stroke-width="3"/>
      <ellipse cx="${coinX}" cy="${y - 12}" rx="62" ry="18" fill="${p.motif2}" stroke="${p.line}" stroke-width="3"/>`;
  }
  coins += `<ellipse cx="${coinX}" cy="${196 - (count - 1) * 24 - 12}" rx="34" ry="9" fill="none" stroke="${p.accent}" stroke-width="4"/>`;
  return `
    ${out}
    <g transform="rotate(${n(tilt)})">
      <rect x="-150" y="-200" width="300" height="390" rx="14" fill="${p.motif}"/>
      <path d="M90 -200 H136 Q150 -200 150 -186 V-140 Z" fill="${p.motif2}"/>
      <rect x="-110" y="-170" width="120" height="22" rx="11" fill="${p.line}" opacity="0.8"/>
      ${bars}
      <circle cx="78" cy="120" r="40" fill="none" stroke="${p.accent}" stroke-width="10"/>
      <circle cx="78" cy="120" r="20" fill="${p.accent}"/>
    </g>
    ${coins}`;
}

function magnifierMotif(p, r) {
  const angle = r.range(-18, 18);
  let arcs = "";
  // Fingerprint-like concentric arcs inside the lens.
  for (let i = 0; i < 6; i += 1) {
    const rad = 24 + i * 20;
    const gap = 0.5 + (i % 3) * 0.35;
    const a0 = -Math.PI / 2 + gap;
    const a1 = -Math.PI / 2 + 2 * Math.PI - gap;
    const x0 = rad * Math.cos(a0);
    const y0 = rad * Math.sin(a0) + 10;
    const x1 = rad * Math.cos(a1);
    const y1 = rad * Math.sin(a1) + 10;
    arcs += `<path d="M${n(x0)} ${n(y0)} A${rad} ${rad} 0 1 1 ${n(x1)} ${n(y1)}" fill="none" stroke="${p.line}"
      stroke-width="9" stroke-linecap="round" opacity="0.8"/>`;
  }
  return `
    <g transform="translate(-120 -60) rotate(${n(-8 + angle / 3)})">
      <rect x="-150" y="-170" width="280" height="350" rx="14" fill="${p.motif2}" opacity="0.85"/>
      <rect x="-110" y="-120" width="180" height="16" rx="8" fill="${p.line}" opacity="0.6"/>
      <rect x="-110" y="-80" width="130" height="16" rx="8" fill="${p.line}" opacity="0.6"/>
    </g>
    <g transform="translate(40 10) rotate(${n(angle)})">
      <rect x="118" y="108" width="56" height="190" rx="24" transform="rotate(-45 146 203)" fill="${p.accent}"/>
      <rect x="110" y="112" width="44" height="56" rx="8" transform="rotate(-45 132 140)" fill="${p.motif2}"/>
      <circle cx="0" cy="0" r="170" fill="${p.motif}"/>
      <circle cx="0" cy="0" r="140" fill="${p.bgB}" opacity="0.25"/>
      <circle cx="0" cy="0" r="140" fill="${p.motif}" opacity="0.55"/>
      ${arcs}
      <path d="M-95 -70 A120 120 0 0 1 -30 -118" stroke="#ffffff" stroke-width="12" stroke-linecap="round" fill="none" opacity="0.8"/>
    </g>`;
}

function sproutMotif(p, r) {
  const lean = r.range(-7, 7);
  const sway = r.range(-36, 36);
  const leafCount = r.int(2, 4);
  const sunSide = r.chance(0.5) ? 1 : -1;
  const leaf = (x, y, rot, scale, fill) =>
    `<path d="M0 0 C40 -62 134 -74 190 -30 C134 22 52 32 0 0 Z" fill="${fill}"
      transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(scale)})"/>
     <path d="M10 -2 C70 -30 120 -34 160 -28" stroke="${p.ink}" stroke-width="4" fill="none" opacity="0.5"
      transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(scale)})"/>`;
  // Stem from (0,190) to (0,-170); leaves alternate sides on the way up, smaller towards the top.
  let leaves = "";
  for (let i = 0; i < leafCount; i += 1) {
    const t = (i + 1) / (leafCount + 1);
    // Point on the stem's Bézier curve (the same control points as the path below).
    const u = 0.12 + t * 0.8;
    const x = 3 * (1 - u) ** 2 * u * sway + 3 * (1 - u) * u ** 2 * (-sway / 2);
    const y = (1 - u) ** 3 * 190 + 3 * (1 - u) ** 2 * u * 90 + 3 * (1 - u) * u ** 2 * -60 + u ** 3 * -170;
    const right = (i + (leafCount % 2)) % 2 === 0;
    const scale = 1.15 - t * 0.55 + r.range(-0.05, 0.05);
    leaves += leaf(x, y, right ? -28 - r.range(0, 14) : 208 + r.range(0, 14), scale, right ? p.motif : p.motif2);
  }
  return `
    <circle cx="${n(sunSide * r.range(110, 160))}" cy="${n(r.range(-190, -120))}" r="${n(r.range(44, 62))}" fill="${p.accent}" opacity="0.4"/>
    <ellipse cx="0" cy="206" rx="250" ry="42" fill="${p.motif2}" opacity="0.5"/>
    <path d="M-190 212 Q0 118 190 212 Z" fill="${p.line}" opacity="0.85"/>
    <g transform="rotate(${n(lean)} 0 190)">
      <path d="M0 190 C${n(sway)} 90 ${n(-sway / 2)} -60 0 -170" stroke="${p.line}" stroke-width="15" stroke-linecap="round" fill="none"/>
      ${leaves}
      ${leaf(0, -168, -62, 0.5, p.motif)}
      ${leaf(0, -168, 242, 0.42, p.motif2)}
    </g>`;
}

// An open door with light spilling out: the step of walking in for a first consultation.
function doorMotif(p, r) {
  const d = r.chance(0.5) ? -1 : 1;
  const porthole = r.chance(0.5);
  // A plant or a waiting chair stands on the side away from the open door leaf.
  const companion = r.pick(["plant", "chair"]);
  const plant = companion === "plant";
  const chair = companion === "chair";
  const chairX = -d * 236;
  const chairSvg = `<g transform="translate(${chairX} 150)">
      <rect x="-44" y="-10" width="88" height="16" rx="6" fill="${p.line}"/>
      <rect x="${d < 0 ? 30 : -44}" y="-78" width="14" height="84" rx="6" fill="${p.line}"/>
      <rect x="-40" y="6" width="10" height="58" rx="4" fill="${p.line}"/>
      <rect x="30" y="6" width="10" height="58" rx="4" fill="${p.line}"/>
      <rect x="-38" y="-24" width="76" height="16" rx="6" fill="${p.accent}" opacity="0.8"/>
    </g>`;
  return `
    <ellipse cx="0" cy="214" rx="250" ry="30" fill="${p.motif2}" opacity="0.45"/>
    <rect x="-140" y="-210" width="280" height="420" rx="10" fill="${p.line}"/>
    <rect x="-112" y="-184" width="224" height="394" rx="6" fill="#fff6e2"/>
    <rect x="-112" y="-184" width="224" height="394" rx="6" fill="${p.accent}" opacity="0.18"/>
    <path d="M-112 210 L112 210 L${n(190 - 50 * d)} 244 L${n(-190 - 50 * d)} 244 Z" fill="#fff6e2" opacity="0.8"/>
    <path d="M${112 * d} -184 L${200 * d} -230 L${200 * d} 250 L${112 * d} 210 Z" fill="${p.motif}"/>
    <path d="M${112 * d} -184 L${200 * d} -230 L${200 * d} -190 L${112 * d} -150 Z" fill="${p.motif2}" opacity="0.7"/>
    <circle cx="${186 * d}" cy="20" r="9" fill="${p.accent}"/>
    ${porthole ? `<ellipse cx="${156 * d}" cy="-110" rx="22" ry="34" fill="#fff6e2" opacity="0.8"/>` : ""}
    ${chair ? chairSvg : ""}
    ${plant ? `<g transform="translate(${-d * 236} 150)">
      <path d="M-34 0 L34 0 L26 64 L-26 64 Z" fill="${p.accent}"/>
      <path d="M0 0 C-6 -30 6 -60 0 -86" stroke="${p.line}" stroke-width="8" stroke-linecap="round" fill="none"/>
      <path d="M0 -44 C20 -84 70 -88 90 -68 C64 -40 26 -34 0 -44 Z" fill="${p.motif}"/>
      <path d="M0 -80 C-20 -120 -70 -124 -90 -104 C-64 -76 -26 -70 0 -80 Z" fill="${p.motif2}"/>
    </g>` : ""}`;
}

function interviewMotif(p, r) {
  return r.chance(0.5) ? sproutMotif(p, r) : doorMotif(p, r);
}

// The road is a full-width scene rather than an object, so it draws in page coordinates (1600x800).
function roadScene(p, r) {
  const horizon = r.range(290, 350);
  const vx = r.range(640, 960);
  const bx = 800 + r.range(-140, 140);
  const bend = (r.chance(0.5) ? 1 : -1) * r.range(160, 300);
  const halfWidth = r.range(640, 760);
  const span = 800 - horizon;
  // s runs from 0 (horizon) to 1 (bottom edge); the road runs straight in the foreground and curves
  // off to one side in the distance.
  const cx = (s) => vx * (1 - s) + bx * s + bend * (1 - s) ** 3;
  const y = (s) => horizon + span * s;
  const w = (s) => halfWidth * s;
  const steps = 28;
  const strip = (from, to) => {
    const leftSide = [];
    const rightSide = [];
    for (let i = 0; i <= steps; i += 1) {
      const s = i / steps;
      leftSide.push(`${n(cx(s) + from * w(s))} ${n(y(s))}`);
      rightSide.unshift(`${n(cx(s) + to * w(s))} ${n(y(s))}`);
    }
    return `M${leftSide.join(" L")} L${rightSide.join(" L")} Z`;
  };
  const crosswalk = r.chance(0.5);
  const zebra = [0.6, 0.76];
  // Perspective spacing for the centre dashes (interrupted by the crosswalk, when there is one).
  let dashes = "";
  for (let i = 0; i < 9; i += 1) {
    const s0 = Math.pow((i + 0.2) / 8.5, 1.7);
    const s1 = Math.pow((i + 0.62) / 8.5, 1.7);
    if (s0 >= 1) break;
    if (crosswalk && s1 > zebra[0] - 0.04 && s0 < zebra[1] + 0.04) continue;
    const a = Math.min(s1, 1);
    const k0 = 0.028;
    dashes += `<path d="M${n(cx(s0) - k0 * w(s0))} ${n(y(s0))} L${n(cx(s0) + k0 * w(s0))} ${n(y(s0))}
      L${n(cx(a) + k0 * w(a))} ${n(y(a))} L${n(cx(a) - k0 * w(a))} ${n(y(a))} Z" fill="${p.accent}"/>`;
  }
  let stripes = "";
  if (crosswalk) {
    const [s0, s1] = zebra;
    for (let k = -0.78; k <= 0.79; k += 0.156) {
      const a = k - 0.05;
      const b = k + 0.05;
      stripes += `<path d="M${n(cx(s0) + a * w(s0))} ${n(y(s0))} L${n(cx(s0) + b * w(s0))} ${n(y(s0))}
        L${n(cx(s1) + b * w(s1))} ${n(y(s1))} L${n(cx(s1) + a * w(s1))} ${n(y(s1))} Z" fill="${p.motif}" opacity="0.8"/>`;
    }
  }
  // Roadside reflector posts receding on both sides.
  let posts = "";
  for (let i = 1; i < 7; i += 1) {
    const s = Math.pow(i / 6.6, 1.5);
    for (const side of [-1, 1]) {
      const x = cx(s) + side * 1.06 * w(s);
      const h = 8 + 70 * s;
      posts += `<rect x="${n(x - 2 - 6 * s)}" y="${n(y(s) - h)}" width="${n(4 + 12 * s)}" height="${n(h)}" rx="${n(2 + 4 * s)}" fill="${p.motif2}" opacity="0.55"/>
        <rect x="${n(x - 2 - 6 * s)}" y="${n(y(s) - h)}" width="${n(4 + 12 * s)}" height="${n(h * 0.22)}" rx="${n(2 + 4 * s)}" fill="${p.accent}" opacity="0.8"/>`;
    }
  }
  // A traffic light beside the road, on either side as long as it stays in the frame.
  const sPole = 0.26;
  let lightSide = r.chance(0.5) ? 1 : -1;
  const gap = w(sPole) + r.range(150, 260);
  if (cx(sPole) + lightSide * gap < 140 || cx(sPole) + lightSide * gap > 1460) lightSide = -lightSide;
  const lightX = cx(sPole) + lightSide * gap;
  const baseY = y(sPole);
  const lightY = baseY - 330;
  const active = r.int(0, 2);
  let lamps = "";
  for (let i = 0; i < 3; i += 1) {
    lamps += `<circle cx="${n(lightX)}" cy="${n(lightY + 40 + i * 56)}" r="19" fill="${i === active ? p.accent : p.line}"/>`;
  }
  // Sky: a low sun at dusk, or a pale moon and a few stars at night.
  const sunX = lightX > 800 ? r.range(160, 560) : r.range(1040, 1440);
  const sunY = horizon - r.range(90, 170);
  let sky = `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(r.range(46, 70))}" fill="${p.accent}" opacity="0.5"/>`;
  if (r.chance(0.5)) {
    sky = `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(r.range(38, 52))}" fill="${p.motif}" opacity="0.8"/>`;
    for (let i = 0; i < 14; i += 1) {
      sky += `<circle cx="${n(r.range(40, 1560))}" cy="${n(r.range(30, horizon - 40))}" r="${n(r.range(2, 4.5))}" fill="${p.motif}" opacity="${n(r.range(0.3, 0.7))}"/>`;
    }
  }
  return `
    ${sky}
    <path d="M0 ${n(horizon)} H1600 V800 H0 Z" fill="${p.bgA}" opacity="0.5"/>
    <path d="M0 ${n(horizon)} H1600" stroke="${p.motif2}" stroke-width="2" opacity="0.35"/>
    <path d="${strip(-1, 1)}" fill="${p.line}"/>
    <path d="${strip(-1, 1)}" fill="${p.bgB}" opacity="0.35"/>
    <path d="${strip(-0.93, -0.89)}" fill="${p.motif}" opacity="0.85"/>
    <path d="${strip(0.89, 0.93)}" fill="${p.motif}" opacity="0.85"/>
    ${dashes}
    ${stripes}
    ${posts}
    <ellipse cx="${n(lightX)}" cy="${n(baseY)}" rx="40" ry="8" fill="${p.bgA}" opacity="0.6"/>
    <rect x="${n(lightX - 7)}" y="${n(lightY + 160)}" width="14" height="${n(baseY - lightY - 160)}" fill="${p.motif2}" opacity="0.7"/>
    <rect x="${n(lightX - 38)}" y="${n(lightY)}" width="76" height="192" rx="20" fill="${p.bgA}"/>
    <rect x="${n(lightX - 38)}" y="${n(lightY)}" width="76" height="192" rx="20" fill="none" stroke="${p.line}" stroke-width="3"/>
    ${lamps}
    <circle cx="${n(lightX)}" cy="${n(lightY + 40 + active * 56)}" r="44" fill="${p.accent}" opacity="0.2"/>`;
}

const MOTIFS = {
  "sex-offend": shieldMotif,
  defamation: bubblesMotif,
  fraud: documentsMotif,
  "suspended-indictment": scalesMotif,
  "police-investigation": magnifierMotif,
  interviews: interviewMotif,
};

// ---------------------------------------------------------------------------------------------------
// Hero composition (1600x800 canvas; the 800 size renders the same SVG at half scale).

function heroSvg({ slug, category, width, height }) {
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
  const corner = r.pick([[0, 0], [1600, 0], [0, 800], [1600, 800]]);
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

// ---------------------------------------------------------------------------------------------------
// Site-wide images.

function placeholderSvg() {
  const ink = "#5b6b80";
  const sheet = (x, y, rot, fill) => `
    <g transform="translate(${x} ${y}) rotate(${rot})">
      <rect x="-120" y="-150" width="240" height="300" rx="10" fill="${fill}"/>
    </g>`;
  let bars = "";
  [170, 190, 140, 180, 110].forEach((w, i) => {
    bars += `<rect x="-85" y="${-70 + i * 32}" width="${w}" height="12" rx="6" fill="${ink}" opacity="0.35"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#eef1f5"/><stop offset="1" stop-color="#dde3ea"/>
      </linearGradient>
    </defs>
    <rect width="800" height="400" fill="url(#bg)"/>
    <circle cx="400" cy="200" r="170" fill="#ffffff" opacity="0.5"/>
    <circle cx="400" cy="200" r="188" fill="none" stroke="#c9d2dd" stroke-width="2"/>
    <ellipse cx="400" cy="350" rx="190" ry="16" fill="#9aa7b8" opacity="0.25"/>
    ${sheet(385, 205, -9, "#c7d0db")}
    ${sheet(395, 200, 5, "#dbe2ea")}
    <g transform="translate(400 195) rotate(-2)">
      <rect x="-120" y="-150" width="240" height="300" rx="10" fill="#ffffff"/>
      <rect x="-85" y="-115" width="90" height="16" rx="8" fill="${NAVY}" opacity="0.55"/>
      ${bars}
      <circle cx="60" cy="100" r="22" fill="none" stroke="${GOLD}" stroke-width="5" opacity="0.8"/>
    </g>
    <g transform="translate(520 215) rotate(38)">
      <rect x="-12" y="-130" width="24" height="200" rx="10" fill="${NAVY}"/>
      <rect x="-12" y="-130" width="24" height="40" rx="10" fill="#2f5583"/>
      <rect x="10" y="-120" width="6" height="70" rx="3" fill="${GOLD}"/>
      <path d="M-12 70 L12 70 L0 108 Z" fill="#33465e"/>
      <path d="M-4 96 L4 96 L0 108 Z" fill="${GOLD}"/>
    </g>
  </svg>`;
}

function portraitSvg(width, height) {
  const suit = "#22344d";
  const suitDark = "#18263a";
  const figure = "#8d9bb0";
  const figureDark = "#7a899f";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 750">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1">
        <stop offset="0" stop-color="#eef2f6"/><stop offset="1" stop-color="#cdd7e2"/>
      </linearGradient>
      <radialGradient id="halo" cx="300" cy="300" r="300" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="600" height="750" fill="url(#bg)"/>
    <rect width="600" height="750" fill="url(#halo)"/>
    <circle cx="470" cy="120" r="70" fill="none" stroke="${GOLD}" stroke-width="3" opacity="0.35"/>
    <circle cx="110" cy="600" r="120" fill="#ffffff" opacity="0.25"/>
    <!-- neck -->
    <path d="M252 360 L348 360 L352 470 L248 470 Z" fill="${figureDark}"/>
    <!-- head: a plain oval, deliberately faceless -->
    <g transform="translate(0 40)">
      <ellipse cx="300" cy="262" rx="100" ry="116" fill="${figure}"/>
      <path d="M200 256 C194 170 246 136 300 136 C364 136 408 176 400 258 C386 216 352 194 300 196 C250 196 216 216 200 256 Z" fill="#6e7d93"/>
      <ellipse cx="202" cy="276" rx="14" ry="26" fill="${figureDark}"/>
      <ellipse cx="398" cy="276" rx="14" ry="26" fill="${figureDark}"/>
    </g>
    <g transform="translate(0 -22)">
    <!-- jacket -->
    <path d="M48 780 L52 668 C58 585 118 540 208 512 L254 494 L346 494 L392 512 C482 540 542 585 548 668 L552 780 Z" fill="${suit}"/>
    <!-- shirt and collar, with the throat showing between the collar points -->
    <path d="M250 476 L350 476 L300 542 Z" fill="${figureDark}"/>
    <path d="M254 480 L300 540 L346 480 L352 520 L300 660 L248 520 Z" fill="#f5f7fa"/>
    <path d="M254 480 L300 540 L272 566 L244 508 Z" fill="#e3e8ef"/>
    <path d="M346 480 L300 540 L328 566 L356 508 Z" fill="#e3e8ef"/>
    <!-- tie -->
    <path d="M286 542 L314 542 L320 568 L300 580 L280 568 Z" fill="#a8741f"/>
    <path d="M282 574 L318 574 L330 690 L300 716 L270 690 Z" fill="${GOLD}"/>
    <!-- lapels -->
    <path d="M244 500 L300 700 L262 660 L232 590 L250 566 L214 540 Z" fill="${suitDark}"/>
    <path d="M356 500 L300 700 L338 660 L368 590 L350 566 L386 540 Z" fill="${suitDark}"/>
    <path d="M300 700 L300 780" stroke="${suitDark}" stroke-width="3"/>
    <!-- pocket square -->
    <path d="M398 612 L452 604 L450 618 L400 624 Z" fill="#f5f7fa" opacity="0.9"/>
    <rect x="394" y="620" width="62" height="6" rx="3" fill="${suitDark}"/>
    </g>
  </svg>`;
}

function scalesGlyph(color, accent) {
  // Drawn in a 200x200 box, centred at (100,100).
  return `
    <rect x="93" y="44" width="14" height="118" rx="5" fill="${color}"/>
    <path d="M54 170 Q54 156 70 156 L130 156 Q146 156 146 170 Z" fill="${color}"/>
    <rect x="30" y="52" width="140" height="10" rx="5" fill="${color}"/>
    <circle cx="100" cy="46" r="11" fill="${accent}"/>
    <path d="M42 62 L18 118 M42 62 L66 118 M158 62 L134 118 M158 62 L182 118" stroke="${color}" stroke-width="4" stroke-linecap="round"/>
    <path d="M12 116 A30 16 0 0 0 72 116 Z" fill="${color}"/>
    <path d="M128 116 A30 16 0 0 0 188 116 Z" fill="${color}"/>`;
}

function ogSvg() {
  // A portico (pediment, six columns, steps) with the scales in gold at its centre.
  const colX = [250, 350, 450, 750, 850, 950];
  let columns = "";
  for (const x of colX) {
    columns += `<rect x="${x - 26}" y="236" width="52" height="270" fill="#2e5381" opacity="0.7"/>
      <rect x="${x - 36}" y="222" width="72" height="16" rx="3" fill="#3a6193" opacity="0.8"/>
      <rect x="${x - 36}" y="504" width="72" height="14" rx="3" fill="#3a6193" opacity="0.8"/>
      <rect x="${x - 10}" y="246" width="6" height="250" fill="#25476f" opacity="0.8"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#24466f"/><stop offset="1" stop-color="#132a48"/>
      </linearGradient>
      <radialGradient id="glow" cx="600" cy="330" r="420" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="#3a6a9f" stop-opacity="0.5"/><stop offset="1" stop-color="#3a6a9f" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="1200" height="630" fill="url(#bg)"/>
    <rect width="1200" height="630" fill="url(#glow)"/>
    <circle cx="0" cy="630" r="300" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.06"/>
    <circle cx="0" cy="630" r="420" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.05"/>
    <circle cx="1200" cy="0" r="300" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.06"/>
    <circle cx="1200" cy="0" r="420" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.05"/>
    <path d="M190 200 L600 92 L1010 200 Z" fill="#2e5381" opacity="0.75"/>
    <path d="M262 184 L600 112 L938 184 Z" fill="#24466f" opacity="0.9"/>
    <rect x="180" y="198" width="840" height="24" rx="3" fill="#3a6193" opacity="0.85"/>
    ${columns}
    <rect x="170" y="518" width="860" height="18" rx="3" fill="#3a6193" opacity="0.8"/>
    <rect x="150" y="536" width="900" height="18" rx="3" fill="#2e5381" opacity="0.8"/>
    <g transform="translate(600 372) scale(1.6) translate(-100 -100)">${scalesGlyph(GOLD, "#e2b866")}</g>
    <rect x="540" y="586" width="120" height="6" rx="3" fill="${GOLD}"/>
  </svg>`;
}

function iconSvg(size, { rounded }) {
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
function buildIco(images) {
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

// ---------------------------------------------------------------------------------------------------
// Content discovery and output.

function readFrontMatter(file) {
  const text = fs.readFileSync(file, "utf8");
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  const field = (name) => new RegExp(`^${name}:\\s*["']?([^"'\\r\\n]*?)["']?\\s*$`, "m").exec(block)?.[1];
  return { slug: field("slug"), category: field("category") };
}

function contentEntries(kind) {
  const dir = path.join(root, "content", kind);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const { slug, category } = readFrontMatter(file);
      if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`${file}: missing or invalid slug`);
      const paletteKey = kind === "interviews" ? "interviews" : category;
      if (!PALETTES[paletteKey]) console.warn(`warning: ${file}: unknown category "${category}", using the fallback palette`);
      return { kind, slug, category: paletteKey };
    });
}

const written = [];

function write(file, buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, buffer);
  written.push({ file: path.relative(root, file), bytes: buffer.length });
}

const render = (svg) => sharp(Buffer.from(svg));

async function main() {
  const entries = [...contentEntries("articles"), ...contentEntries("interviews")];
  for (const entry of entries) {
    for (const [width, height] of [[1600, 800], [800, 400], [400, 200]]) {
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
    icons.push({ size, png: await render(iconSvg(size, { rounded: true })).png({ compressionLevel: 9 }).toBuffer() });
  }
  write(path.join(publicDir, "favicon.ico"), buildIco(icons));
  write(
    path.join(publicDir, "apple-touch-icon.png"),
    await render(iconSvg(180, { rounded: false })).flatten({ background: NAVY }).png({ compressionLevel: 9 }).toBuffer(),
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
  console.log(`${written.length} files, ${(total / 1024).toFixed(1)} KB in total; largest ${largest.file} (${(largest.bytes / 1024).toFixed(1)} KB)`);
}

await main();
