// The scales of justice as a small glyph, shared by the link-preview image and the app icons.

export function scalesGlyph(color, accent) {
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
