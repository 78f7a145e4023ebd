// The traffic-accident hero: a road receding to the horizon, with a crosswalk or not, reflector posts,
// a traffic light and a dusk or night sky, all placed by the slug's random generator.
import { n } from "./random.mjs";

// The road is a full-width scene rather than an object, so it draws in page coordinates (1600x800).
export function roadScene(p, r) {
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
