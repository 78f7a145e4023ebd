// No render-blocking stylesheet: a page carries, inline in its head, the rules of the site's stylesheet that
// its own elements use (found by beasties, which matches every selector against the page), and names the
// whole stylesheet on that `<style>` (`data-stylesheet`). The browser entry (client/src/boot.ts) links it once
// the page has loaded, so the next client-side page has it ready; without scripts nothing needs it.
// Finding the rules takes a few tens of milliseconds, so the result is kept per set of element names and
// classes: pages of one kind (every article, every 404) share it, and a page is cached per content version anyway.
import { createHash } from "node:crypto";
import Beasties from "beasties";
import { createByteLru, stringBytes } from "../lib/byte-lru";
import { describeError, logger } from "../lib/logger";
import { factsOfPage, pruneUnmatchableRules } from "./prune-unmatchable-rules";
import { pruneCustomProperties } from "./prune-custom-properties";

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
/** The critical rules kept, by the classes their pages use (a few dozen sets, 10–20 KB each). */
const MEMO_BYTES = 4 * 1024 * 1024;

/** What decides which rules a page uses: its element names, classes, input types and the state attributes selectors test. */
function selectorKey(html: string): string {
  const tokens = new Set<string>();
  for (const m of html.matchAll(
    /<([a-z][a-z0-9-]*)|\sclass="([^"]*)"|\stype="([^"]*)"|\s(open|hidden|aria-current|aria-expanded|data-state|disabled)\b/g,
  )) {
    if (m[1]) tokens.add(`<${m[1]}`);
    else if (m[2]) for (const c of m[2].split(/\s+/)) tokens.add(c);
    else if (m[3]) tokens.add(`type=${m[3]}`);
    else if (m[4]) tokens.add(`[${m[4]}`);
  }
  return createHash("sha1")
    .update([...tokens].sort().join(" "))
    .digest("base64url");
}

export function createCriticalCss(distClientDir: string) {
  const beasties = new Beasties({
    path: distClientDir,
    publicPath: "/",
    preload: "body",
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    noscriptFallback: false,
    fonts: false,
    compress: true,
    logLevel: "silent",
    // Kept whole, as beasties cannot match them against the page and would drop them: rules under
    // :where()/:is() (Tailwind's space-y, divide-y, group-* and base layer) and the base layer's rules for
    // the browser's own pseudo-elements (date fields, placeholders, file buttons). A few dozen small rules, of
    // which prune-unmatchable-rules.ts then drops those the page cannot use.
    allowRules: [/:where\(/, /:is\(/, /::(-webkit-|-moz-|placeholder|file-selector-button|marker|selection|backdrop)/],
  });
  const memo = createByteLru<string>(MEMO_BYTES, stringBytes);
  return {
    /** The page with its critical rules inline in the head, in place of the stylesheet's link, which they name. */
    async inline(html: string): Promise<string> {
      const link = STYLESHEET.exec(html);
      if (!link) return html;
      // Custom properties read by the page's inline styles (none today) are kept, and part of the memo's key.
      const inlineStyles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]).join(";");
      const key = selectorKey(html) + (inlineStyles.includes("var(") ? inlineStyles : "");
      let css = memo.get(key);
      if (css === undefined) {
        try {
          const processed = await beasties.process(html);
          // Only the rules that can match this page (its classes, whether it has form fields), and the custom
          // properties those rules (or the page's inline styles) read.
          const found = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1] ?? "";
          css = pruneCustomProperties(pruneUnmatchableRules(found, factsOfPage(html)), inlineStyles);
        } catch (err) {
          // The page as built (its stylesheet blocking, but whole) rather than no page.
          logger.warn("critical CSS not found; the page keeps its stylesheet link", describeError(err));
          return html;
        }
        memo.set(key, css);
      }
      return html.replace(link[0], () => `<style data-stylesheet="${link[1]}">${css}</style>`);
    },
  };
}
