// The critical CSS inlined in a page (critical-css.ts) drops the rules that cannot match any element of it.
// beasties matches most rules against the page itself, but it has to be told to keep some whole, as it
// cannot match them:
// - rules under :where() or :is(), and Tailwind writes its space-y-*, divide-y and group-* utilities that
//   way: an article carried the spacing rules of six space-y sizes it never uses. A selector that needs a
//   class missing from the page cannot match.
// - the base layer's rules for the pseudo-elements of form fields (file buttons, placeholders, the parts of
//   date and number fields) and for select lists: about 1.6 KB that a page without a field (every guide)
//   cannot use.
// Dropping them changes nothing the page shows; the whole stylesheet, loaded at the end of the body, serves
// whatever comes later.
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
    const decoded = m[1].replace(
      /&(amp|quot|lt|gt|#39|#x27);/g,
      (_, name: string) => ({ amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'" })[name]!,
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Whether `selector` can only match a form field, a part of one (`::placeholder`) or a select list's options. */
export function needsFormField(selector: string): boolean {
  return (
    /::(file-selector-button|placeholder|-webkit-(date-and-time-value|datetime-edit[\w-]*|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-[\w-]+))/.test(
      selector,
    ) || /(^|[\s>+~(])(input|select|textarea|optgroup|option)(?![\w-])/.test(selector)
  );
}

/** What the pruning needs to know of a page. */
export interface PageFacts {
  classes: ReadonlySet<string>;
  /** Whether it has an input, a select list or a text area. */
  hasFormFields: boolean;
}

/** The facts of an HTML page. */
export function factsOfPage(html: string): PageFacts {
  return { classes: classesOfPage(html), hasFormFields: /<(input|select|textarea)[\s>]/.test(html) };
}

/**
 * `css` without the rules none of whose selectors can match a page with these facts, and without the
 * conditional blocks (`@media`, `@supports`) that are left empty.
 */
export function pruneUnmatchableRules(css: string, page: PageFacts): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors of elements.
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const canMatch = rule.selectors.some((selector) => {
      if (!page.hasFormFields && needsFormField(selector)) return false;
      const needed = classesNeeded(selector);
      return needed === undefined || needed.every((name) => page.classes.has(name));
    });
    if (canMatch) return;
    let parent: postcss.Node | undefined = rule.parent ?? undefined;
    rule.remove();
    while (parent instanceof postcss.AtRule && /^(media|supports|layer|container)$/i.test(parent.name) && parent.nodes?.length === 0) {
      const next: postcss.Node | undefined = parent.parent ?? undefined;
      parent.remove();
      parent = next;
    }
  });
  return root.toString();
}
