// The body renderer: article and interview markdown to HTML, one module for the
// server render, the client and the admin preview, so all three show the same page.
// Raw HTML is never passed through (`html: false`), unsafe link schemes are refused
// by validateLink, and every attribute value goes through markdown-it's escaping.

import MarkdownIt from "markdown-it";
import type { Token } from "markdown-it";
import { versionedAsset } from "../lib/artwork";
import { slugify } from "./slug";
import { collapseWhitespace } from "../lib/whitespace";

export type TocEntry = { id: string; text: string; level: 2 | 3 | 4 };

export type RenderMarkdownOptions = {
  /** Put before every heading id, e.g. "preview-" so a preview's anchors do not clash with the page's. */
  headingIdPrefix?: string;
};

export type RenderedMarkdown = { html: string; toc: TocEntry[] };

const ASSETS_ALIAS = "@assets/";
const ASSETS_URL = "/attached_assets/";
const FALLBACK_HEADING_ID = "section";

const md = new MarkdownIt("default", { html: false, linkify: false, typographer: false });

// markdown-it's own check trims only the ends; browsers also ignore tabs and newlines
// inside a scheme, so compare without any whitespace or control characters.
const UNSAFE_SCHEME = /^(?:javascript|vbscript|file|data):/;
const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp);/;
md.validateLink = (url: string): boolean => {
  const compact = url.replace(/[\u0000-\u0020\u007f]+/g, "").toLowerCase();
  return !UNSAFE_SCHEME.test(compact) || SAFE_DATA_IMAGE.test(compact);
};

// Tables scroll sideways inside their own box on phones; the box takes keyboard focus so it can be scrolled
// without a pointer (WCAG 2.1.1), and is named for screen readers after the heading it stands under ("표: 처벌
//기준"; a second table under the same heading "… (2)"), so no two regions of a page share a name.
md.renderer.rules.table_open = (tokens, idx, options, env, self) => {
  const store = (env ?? {}) as { tableLabels?: Map<string, number> };
  const label = tableLabel(tokens, idx, (store.tableLabels ??= new Map()));
  return `<div class="md-table" tabindex="0" role="region" aria-label="${md.utils.escapeHtml(label)}">\n${self.renderToken(tokens, idx, options)}`;
};

/** "표: <the nearest heading above>", numbered when that name was already used. */
function tableLabel(tokens: Token[], idx: number, used: Map<string, number>): string {
  let heading = "";
  for (let i = idx - 1; i >= 0; i--) {
    if (tokens[i].type === "heading_open") {
      heading = inlineText(tokens[i + 1]?.children ?? []).trim();
      break;
    }
  }
  const base = heading ? `표: ${heading}` : "표";
  const n = (used.get(base) ?? 0) + 1;
  used.set(base, n);
  return n === 1 ? base : `${base} (${n})`;
}
md.renderer.rules.table_close = (tokens, idx, options, _env, self) => `${self.renderToken(tokens, idx, options)}</div>\n`;

/** Render body markdown to safe HTML plus the table of contents of its H2–H4 headings. */
export function renderMarkdown(markdown: string, options: RenderMarkdownOptions = {}): RenderedMarkdown {
  const env = {};
  const tokens = md.parse(markdown, env);
  const toc = decorateHeadings(tokens, options.headingIdPrefix ?? "");
  for (const token of tokens) {
    if (token.type === "inline" && token.children) decorateInline(token.children);
  }
  return { html: md.renderer.render(tokens, md.options, env), toc };
}

/**
 * The text of the markdown without any markup, whitespace collapsed: for excerpts
 * and search. Raw HTML in the source stays as literal text, so escape it when showing it.
 */
export function markdownToPlainText(markdown: string): string {
  const parts: string[] = [];
  for (const token of md.parse(markdown, {})) {
    if (token.type === "inline") parts.push(inlineText(token.children ?? []));
    else if (token.type === "code_block" || token.type === "fence") parts.push(token.content);
  }
  return collapseWhitespace(parts.join(" "));
}

/** The first `maxChars` characters of the plain text (counted in code points). */
export function excerptFromMarkdown(markdown: string, maxChars = 100): string {
  const chars = Array.from(markdownToPlainText(markdown));
  return chars.slice(0, Math.max(0, maxChars)).join("").trimEnd();
}

// The page has its own H1, so an H1 in the body becomes an H2; H2–H4 get unique ids.
function decorateHeadings(tokens: Token[], prefix: string): TocEntry[] {
  const toc: TocEntry[] = [];
  const usedIds = new Set<string>();
  tokens.forEach((token, idx) => {
    if (token.type !== "heading_open" && token.type !== "heading_close") return;
    if (token.tag === "h1") token.tag = "h2";
    if (token.type === "heading_close") return;
    const level = Number(token.tag.slice(1));
    if (level !== 2 && level !== 3 && level !== 4) return;
    const text = collapseWhitespace(inlineText(tokens[idx + 1]?.children ?? []));
    const id = prefix + uniqueId(slugify(text) || FALLBACK_HEADING_ID, usedIds);
    token.attrSet("id", id);
    toc.push({ id, text, level });
  });
  return toc;
}

function uniqueId(base: string, usedIds: Set<string>): string {
  let id = base;
  for (let n = 2; usedIds.has(id); n += 1) id = `${base}-${n}`;
  usedIds.add(id);
  return id;
}

function decorateInline(children: Token[]): void {
  for (const token of children) {
    if (token.type === "link_open") decorateLink(token);
    else if (token.type === "image") decorateImage(token);
  }
}

function decorateLink(token: Token): void {
  const href = String(token.attrGet("href") ?? "");
  // Any absolute http(s) URL, or a protocol-relative one, leaves the page.
  if (/^(?:https?:)?\/\//i.test(href)) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
}

function decorateImage(token: Token): void {
  const src = String(token.attrGet("src") ?? "");
  if (src.startsWith(ASSETS_ALIAS)) token.attrSet("src", versionedAsset(ASSETS_URL + src.slice(ASSETS_ALIAS.length)));
  else if (src.startsWith(ASSETS_URL)) token.attrSet("src", versionedAsset(src));
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  token.attrJoin("class", "md-img");
}

// Text of an inline run: text and code, line breaks as spaces, images left out.
function inlineText(children: Token[]): string {
  return children
    .map((child) => {
      if (child.type === "text" || child.type === "code_inline") return child.content;
      if (child.type === "softbreak" || child.type === "hardbreak") return " ";
      return "";
    })
    .join("");
}
