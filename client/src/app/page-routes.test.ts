// The server picks a page's data with the page map's matcher and the client renders the page inside a
// wouter <Route> of that page's pattern: both must read every address the same way, or a page would render
// without its params (or not at all) after the server loaded its data.
import { POLICY_VERSION_IDS } from "@shared/privacy/policy-versions";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Route, Router } from "wouter";
import { matchPage, PAGES } from "@shared/pages/page-map";

function wouterParams(pattern: string, path: string): Record<string, string> | null {
  const show = (params: Record<string, string | undefined>) => JSON.stringify(params);
  const html = renderToString(createElement(Router, { ssrPath: path, children: createElement(Route, { path: pattern, children: show }) }));
  if (!html) return null;
  const decoded = html
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;/g, "'");
  const all = JSON.parse(decoded) as Record<string, string>;
  return Object.fromEntries(Object.entries(all).filter(([k]) => !/^\d+$/.test(k)));
}

const ADDRESSES = [
  "/",
  "/tools/criminal-deadline",
  "/tools/drunk-driving",
  "/booking",
  "/booking/a-manage-token",
  "/about",
  "/About/",
  "/contact",
  "/board",
  "/board/fraud",
  "/board/fraud/",
  "/board/fraud/%EC%A0%84%EC%84%B8-%EC%82%AC%EA%B8%B0",
  "/board/fraud/전세-사기",
  "/board/old-article-slug",
  "/post/old-article-slug",
  "/interview",
  "/interview/some-interview",
  "/interview/20",
  "/privacy",
  `/privacy/${POLICY_VERSION_IDS[0]}`,
  "/auth",
  "/admin",
  "/admin/",
  "/admin/x/y",
];

describe("page map and client router", () => {
  it("agree on the page and its params for every kind of address", () => {
    for (const path of ADDRESSES) {
      const match = matchPage(path);
      expect(match, path).toBeDefined();
      const params = wouterParams(match!.page.pattern, path);
      expect(params, `${path} under ${match!.page.pattern}`).not.toBeNull();
      const named = Object.fromEntries(Object.entries(params!).filter(([k]) => k !== "*"));
      const ours = Object.fromEntries(Object.entries(match!.params).filter(([k]) => k !== "*"));
      expect(named, path).toEqual(ours);
    }
  });
  it("every page's pattern is one wouter reads", () => {
    for (const p of PAGES) expect(wouterParams(p.pattern, "/definitely/not/here/at/all"), p.name).toBeNull();
  });
  it("the addresses cover every page", () => {
    const covered = new Set(ADDRESSES.map((path) => matchPage(path)?.page.name));
    expect(PAGES.filter((p) => !covered.has(p.name)).map((p) => p.name)).toEqual([]);
  });
});
