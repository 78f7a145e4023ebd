// Deterministic randomness for the artwork: an FNV-1a hash of a text (the slug) seeds a mulberry32
// generator, so the same slug always draws the same picture. Also the rounding used in every SVG.

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

export function makeRandom(seedText) {
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
export const n = (value) => Number(value.toFixed(1));
