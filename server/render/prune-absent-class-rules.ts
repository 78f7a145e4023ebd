// The critical CSS inlined in a page (critical-css.ts) drops the rules that name a class the page does not
// have. beasties matches most rules against the page itself, but it has to be told to keep every rule under
// :where() or :is() whole (it cannot match those), and Tailwind writes its space-y-*, divide-y and group-*
// utilities that way: an article carried the spacing rules of six space-y sizes it never uses. A rule whose
// every selector needs a class missing from the page cannot match any element of it, so dropping it changes
// nothing the page shows; the whole stylesheet, loaded at the end of the body, serves whatever comes later.
import postcss from "postcss";

/**
 * The selector with its `:not(…)` parts (a class named there need not be present) and its attribute tests
 * (`[href$=".pdf"]` names no class) removed; escaped characters of class names (`.w-1\/2`) stay.
 */
function positiveParts(selector: string): string {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "\\") {
      out += selector.slice(i, i + 2);
      i++;
    } else if (selector.startsWith(":not(", i)) {
      for (let depth = 0, j = i + 4; j < selector.length; j++) {
        if (selector[j] === "\\") j++;
        else if (selector[j] === "(") depth++;
        else if (selector[j] === ")" && --depth === 0) {
          i = j;
          break;
        }
      }
    } else if (c === "[") {
      let quote = "";
      for (let j = i + 1; j < selector.length; j++) {
        const d = selector[j];
        if (d === "\\") j++;
        else if (quote) quote = d === quote ? "" : quote;
        else if (d === '"' || d === "'") quote = d;
        else if (d === "]") {
          i = j;
          break;
        }
      }
    } else out += c;
  }
  return out;
}

/**
 * The classes an element must carry somewhere in the page for `selector` (one selector, no list) to match;
 * undefined when that cannot be told simply: an inner list such as `:is(.a, .b)` needs only one of them, and a
 * hex escape would have to be decoded.
 */
export function classesNeeded(selector: string): string[] | undefined {
  const positive = positiveParts(selector);
  if (positive.includes(",") || /\\[0-9a-fA-F]/.test(positive)) return undefined;
  return [...positive.matchAll(/\.((?:\\.|[^\s.,:>+~()[\]#*'"\\])+)/g)].map((m) => m[1].replace(/\\(.)/g, "$1"));
}

/** The class names used in an HTML page's class attributes, as the browser reads them (entities decoded). */
export function classesOfPage(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = m[1].replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) =>
      ({ amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'" })[name]!,
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** `css` without the rules none of whose selectors can match a page with these classes. */
export function pruneAbsentClassRules(css: string, pageClasses: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors of elements.
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const canMatch = rule.selectors.some((selector) => {
      const needed = classesNeeded(selector);
      return needed === undefined || needed.every((name) => pageClasses.has(name));
    });
    if (!canMatch) rule.remove();
  });
  return root.toString();
}
