import { describe, expect, it } from "vitest";
import { classesNeeded, classesOfPage, factsOfPage, needsFormField, pruneUnmatchableRules } from "./prune-unmatchable-rules";

describe("rules the page cannot use, in the inline critical CSS", () => {
  it("reads the classes a selector needs, unescaped, leaving out :not() and attribute tests", () => {
    expect(classesNeeded(":where(.space-y-1\\.5>:not(:last-child))")).toEqual(["space-y-1.5"]);
    expect(classesNeeded(".hover\\:bg-slate-50:hover")).toEqual(["hover:bg-slate-50"]);
    expect(classesNeeded(".\\[\\&\\:\\:-webkit-search-cancel-button\\]\\:appearance-none::-webkit-search-cancel-button")).toEqual([
      "[&::-webkit-search-cancel-button]:appearance-none",
    ]);
    expect(classesNeeded('.prose-content a[href$=".pdf"]:not(.plain)')).toEqual(["prose-content"]);
    expect(classesNeeded('a:not([class~="x"]) .w-1\\/2')).toEqual(["w-1/2"]);
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
    const kept = pruneUnmatchableRules(css, { classes: new Set(["space-y-2", "panel", "lg:block"]), hasFormFields: true });
    expect(kept).toBe(
      ":where(.space-y-2>:not(:last-child)){margin-top:.5rem}" +
        ".card,.panel{padding:1rem}" +
        "@media (min-width:1024px){.lg\\:block{display:block}}" +
        "a:not(.plain){color:blue}html{color:#111}:is(.x,.y) .z{color:green}" +
        "@keyframes fade{from{opacity:0}to{opacity:1}}",
    );
  });

  it("tells the selectors that only a form field or a select list's options can match", () => {
    for (const selector of [
      "::file-selector-button",
      "::placeholder",
      ".placeholder\\:text-slate-400::placeholder",
      "::-webkit-datetime-edit-year-field",
      "::-webkit-inner-spin-button",
      "::-webkit-search-decoration",
      "input:where([type=button],[type=reset],[type=submit])",
      ":where(select:is([multiple],[size])) optgroup option",
      "textarea",
    ])
      expect(needsFormField(selector), selector).toBe(true);
    for (const selector of [
      "button",
      ".select-none",
      ".input-group",
      ".peer:placeholder-shown~.x",
      "::marker",
      "::backdrop",
      "option-list",
    ])
      expect(needsFormField(selector), selector).toBe(false);
  });

  it("drops the form fields' rules from a page without a field, and the blocks they leave empty", () => {
    const css =
      "::file-selector-button{margin:0}button,input:where([type=submit]){appearance:button}" +
      "::placeholder{opacity:1}@supports (color:color-mix(in lab, red, red)){::placeholder{color:gray}}" +
      "::-webkit-date-and-time-value{min-height:1lh}:where(select:is([multiple],[size])) optgroup{font-weight:bolder}" +
      "@media (min-width:640px){.a{color:red}}";
    const article = '<main><p class="a">x</p><button>y</button></main>';
    expect(factsOfPage(article).hasFormFields).toBe(false);
    expect(pruneUnmatchableRules(css, factsOfPage(article))).toBe(
      "button,input:where([type=submit]){appearance:button}@media (min-width:640px){.a{color:red}}",
    );
    const form = '<form><label for="n">이름</label><input id="n" class="a"></form>';
    expect(factsOfPage(form).hasFormFields).toBe(true);
    expect(pruneUnmatchableRules(css, factsOfPage(form))).toBe(css);
  });
});
