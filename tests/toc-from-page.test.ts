// @vitest-environment jsdom
// The browser reads an article's or interview's table of contents back from the page's headings
// (shared/render/body-from-dom.ts): for every file in content/, that reading equals what the markdown renderer made.
import { describe, expect, it } from "vitest";
import { tocOfBody, tocOfBodyHtml } from "@shared/render/body-from-dom";
import { renderMarkdown } from "@shared/content/markdown";
import { loadContentFiles } from "../server/services/content-loader";

describe("the table of contents read back from the page", () => {
  it("is exactly the renderer's for every article and interview in content/", () => {
    const { articles, interviews } = loadContentFiles();
    const files = [...articles, ...interviews];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const { html, toc } = renderMarkdown(file.body);
      expect(toc.length, file.file).toBeGreaterThan(0);
      expect(tocOfBodyHtml(html), file.file).toEqual(toc);
      const body = document.createElement("div");
      body.innerHTML = html;
      expect(tocOfBody(body), file.file).toEqual(toc);
    }
  });
});
