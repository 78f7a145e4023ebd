import { NAV_PAGES, page, paths } from "@shared/pages/page-map";

/** The main navigation: each entry's address and label come from the page map. */
export const NAV_LINKS = NAV_PAGES.map((name) => ({ href: paths[name](), label: page(name).label! }));

/** The home link is active only on exact match; the others on their path prefix. */
export function isNavActive(href: string, path: string): boolean {
  if (href === paths.home()) return path === href;
  return path === href || path.startsWith(href + "/");
}
