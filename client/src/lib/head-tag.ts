// A head tag as data, and JSON safe inside a <script> element: what both the head (head.tsx) and the saved SEO
// settings applied over it (seo-setting.ts) build on, in a module of its own so neither imports the other.

export interface Tag {
  tag: "title" | "meta" | "link" | "script";
  attrs: Record<string, string>;
  text?: string;
}

/**
 * JSON that cannot leave the surrounding <script> element: no "</script>" or "<!--" (every <, > and & escaped),
 * and no raw U+2028/U+2029, which older JavaScript parsers treat as line ends.
 */
export function jsonLdText(obj: object): string {
  return JSON.stringify(obj)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
