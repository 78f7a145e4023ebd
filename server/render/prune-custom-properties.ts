// The critical CSS inlined in a page (critical-css.ts) keeps only the custom properties its own rules read.
// Tailwind declares every theme variable the site uses anywhere (colours of the back office, sizes of other
// pages) and each utility sets helper variables (`--tw-font-weight`) whether or not a rule reads them; in an
// article's inline CSS about a hundred such declarations are never read. Dropping them changes nothing the page
// shows: a declaration no rule of the inline CSS reads has no effect there, and the whole stylesheet, loaded at
// the end of the body, brings every declaration back for whatever the page shows later.
import postcss, { type Container, type Declaration } from "postcss";

const isCustom = (decl: Declaration) => decl.prop.startsWith("--");

/** The custom property names a CSS value reads with var(). */
function readIn(value: string): string[] {
  return [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
}

/**
 * `css` without the custom property declarations (and `@property` rules) that nothing reads: not its other
 * declarations, not a custom property that is read, and not `alsoReadIn` (the page's inline styles).
 */
export function pruneCustomProperties(css: string, alsoReadIn = ""): string {
  const root = postcss.parse(css);
  const read = new Set(readIn(alsoReadIn));
  const custom: Declaration[] = [];
  root.walkDecls((decl) => {
    if (isCustom(decl)) custom.push(decl);
    else for (const name of readIn(decl.value)) read.add(name);
  });
  // A custom property that is read may read others in turn.
  for (let grew = true; grew;) {
    grew = false;
    for (const decl of custom) {
      if (!read.has(decl.prop)) continue;
      for (const name of readIn(decl.value)) {
        if (read.has(name)) continue;
        read.add(name);
        grew = true;
      }
    }
  }
  for (const decl of custom) if (!read.has(decl.prop)) decl.remove();
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  // Rules, @supports and @layer blocks left empty go too (innermost first, so their parents may empty in turn).
  const removeEmpty = (node: Container) => {
    for (const child of [...(node.nodes ?? [])]) {
      if (child.type !== "rule" && child.type !== "atrule") continue;
      if (!child.nodes) continue; // a statement at-rule such as `@layer a, b;`
      removeEmpty(child);
      if (child.nodes.length === 0) child.remove();
    }
  };
  removeEmpty(root);
  return root.toString();
}
