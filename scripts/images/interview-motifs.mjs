// The motifs of the interview heroes: a sprout or an open door, chosen by the slug. Drawn like the
// practice-area motifs (motifs.mjs): around (0,0), roughly within -260..260, in palette colours.
import { n } from "./random.mjs";

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
    ${
      plant
        ? `<g transform="translate(${-d * 236} 150)">
      <path d="M-34 0 L34 0 L26 64 L-26 64 Z" fill="${p.accent}"/>
      <path d="M0 0 C-6 -30 6 -60 0 -86" stroke="${p.line}" stroke-width="8" stroke-linecap="round" fill="none"/>
      <path d="M0 -44 C20 -84 70 -88 90 -68 C64 -40 26 -34 0 -44 Z" fill="${p.motif}"/>
      <path d="M0 -80 C-20 -120 -70 -124 -90 -104 C-64 -76 -26 -70 0 -80 Z" fill="${p.motif2}"/>
    </g>`
        : ""
    }`;
}

export function interviewMotif(p, r) {
  return r.chance(0.5) ? sproutMotif(p, r) : doorMotif(p, r);
}
