// The fallback shown when a thumbnail fails to load (800x400): a stack of papers and a pen.
import { GOLD, NAVY } from "./palettes.mjs";

export function placeholderSvg() {
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
