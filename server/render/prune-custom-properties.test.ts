import { describe, expect, it } from "vitest";
import { pruneCustomProperties } from "./prune-custom-properties";

describe("custom properties in the inline critical CSS", () => {
  it("keeps what a rule reads, and what that reads in turn; drops the rest", () => {
    const css =
      ":root{--color-slate-900:#111;--color-red-700:#b00;--text-lg:1.125rem;--text-lg--line-height:calc(1.75/1.125);--leading:var(--text-lg--line-height)}" +
      ".text-lg{font-size:var(--text-lg);line-height:var(--leading)}.font-bold{--tw-font-weight:700;font-weight:700}.title{color:var(--color-slate-900)}";
    expect(pruneCustomProperties(css)).toBe(
      ":root{--color-slate-900:#111;--text-lg:1.125rem;--text-lg--line-height:calc(1.75/1.125);--leading:var(--text-lg--line-height)}" +
        ".text-lg{font-size:var(--text-lg);line-height:var(--leading)}.font-bold{font-weight:700}.title{color:var(--color-slate-900)}",
    );
  });

  it("drops the @property rules of unread properties and the blocks left empty", () => {
    const css =
      "@layer properties{@supports (x:y){*,:before{--tw-blur:initial;--tw-border-style:solid}}}" +
      '@property --tw-blur{syntax:"*";inherits:false}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
      "@layer theme{:root{--unused:1}}.border{border-style:var(--tw-border-style);border-width:1px}";
    expect(pruneCustomProperties(css)).toBe(
      "@layer properties{@supports (x:y){*,:before{--tw-border-style:solid}}}" +
        '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
        ".border{border-style:var(--tw-border-style);border-width:1px}",
    );
  });

  it("keeps what the page's inline styles read, and statement at-rules", () => {
    const css = "@layer theme, base;:root{--gap:4px;--accent:red}";
    expect(pruneCustomProperties(css, "margin:var(--gap)")).toBe("@layer theme, base;:root{--gap:4px}");
  });
});
