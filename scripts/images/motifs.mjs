// The motifs of the practice-area heroes: scales (suspended indictment, and the default), shield
// (sex offences), speech bubbles (defamation), documents and coins (fraud), magnifier (police
// investigation). Each returns SVG drawn around (0,0), roughly within -260..260, in palette colours;
// p is a palette (palettes.mjs), r the slug's random generator (random.mjs).
import { n } from "./random.mjs";

export function scalesMotif(p, r) {
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

export function shieldMotif(p, r) {
  const outline =
    "M0 -240 C70 -196 140 -186 205 -186 L205 -34 C205 104 118 192 0 246 C-118 192 -205 104 -205 -34 L-205 -186 C-140 -186 -70 -196 0 -240 Z";
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

export function bubblesMotif(p, r) {
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

export function documentsMotif(p, r) {
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

export function magnifierMotif(p, r) {
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
