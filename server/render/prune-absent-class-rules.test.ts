import { describe, expect, it } from "vitest";
import { classesNeeded, classesOfPage, pruneAbsentClassRules } from "./prune-absent-class-rules";

describe("rules of classes the page lacks, in the inline critical CSS", () => {
  it("reads the classes a selector needs, unescaped, leaving out :not() and attribute tests", () => {
    expect(classesNeeded(":where(.space-y-1\\.5>:not(:last-child))")).toEqual(["space-y-1.5"]);
    expect(classesNeeded(".hover\\:bg-slate-50:hover")).toEqual(["hover:bg-slate-50"]);
    expect(classesNeeded(".\\[\\&\\:\\:-webkit-search-cancel-button\\]\\:appearance-none::-webkit-search-cancel-button")).toEqual([
      "[&::-webkit-search-cancel-button]:appearance-none",
    ]);
    expect(classesNeeded(".prose-content a[href$=\".pdf\"]:not(.plain)")).toEqual(["prose-content"]);
    expect(classesNeeded("a:not([class~=\"x\"]) .w-1\\/2")).toEqual(["w-1/2"]);
    expect(classesNeeded("html")).toEqual([]);
  });

  it("cannot tell for an inner selector list or a hex escape", () => {
    expect(classesNeeded(":is(:where(.group):is([open],:popover-open) .group-open\\:rotate-180)")).toBeUndefined();
    expect(classesNeeded(".\\32 xl\\:flex")).toBeUndefined();
  });

  it("takes the page's classes as the browser reads them", () => {
    const html = '<div class="a  b"><p class="[&amp;::marker]:hidden"></p><p class="">x</p></div>';
    expect([...classesOfPage(html)]).toEqual(["a", "b", "[&::marker]:hidden"]);
  });

  it("drops a rule only when none of its selectors can match", () => {
    const css =
      ":where(.space-y-2>:not(:last-child)){margin-top:.5rem}:where(.space-y-6>:not(:last-child)){margin-top:1.5rem}" +
      ".card,.panel{padding:1rem}.only-elsewhere{color:red}" +
      "@media (min-width:1024px){.lg\\:block{display:block}.lg\\:grid{display:grid}}" +
      "a:not(.plain){color:blue}html{color:#111}:is(.x,.y) .z{color:green}" +
      "@keyframes fade{from{opacity:0}to{opacity:1}}";
    const kept = pruneAbsentClassRules(css, new Set(["space-y-2", "panel", "lg:block"]));
    expect(kept).toBe(
      ":where(.space-y-2>:not(:last-child)){margin-top:.5rem}" +
        ".card,.panel{padding:1rem}" +
        "@media (min-width:1024px){.lg\\:block{display:block}}" +
        "a:not(.plain){color:blue}html{color:#111}:is(.x,.y) .z{color:green}" +
        "@keyframes fade{from{opacity:0}to{opacity:1}}",
    );
  });
});
