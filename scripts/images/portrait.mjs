// The placeholder portrait of the attorney until the real photo exists (drawn at 600x750): a faceless
// figure in a suit, deliberately not a likeness.
import { GOLD } from "./palettes.mjs";

export function portraitSvg(width, height) {
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
