// The site-wide link-preview image (1200x630): a portico with the scales in gold at its centre.
import { GOLD } from "./palettes.mjs";
import { scalesGlyph } from "./scales-glyph.mjs";

export function ogSvg() {
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
