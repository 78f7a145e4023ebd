// What a page with a single page of its type shows without a saved SEO setting, read by rendering the page
// itself: the page's own head is the one place its default title, description and structured data live.
import { PAGES, pathOf, type PageType } from "@shared/pages/page-map";
import { DEFAULT_OG_TYPE } from "@shared/seo/seo-settings";
import { loadPageQueries, type PageDataDeps } from "./page-data";
import type { PageRenderer } from "./renderer";

/** What a page shows without a setting: its title, description, keywords, og:type and structured data. */
export type PageDefaultsReader = (pageType: PageType) => Promise<{
  title: string;
  description: string;
  keywords: string | null;
  ogType: string;
  structuredData: string;
}>;

export function pageDefaultsReader(renderer: PageRenderer, deps: PageDataDeps): PageDefaultsReader {
  return async (pageType: PageType) => {
    const page = PAGES.find((p) => p.pageType === pageType && !p.aliasOf);
    if (!page) throw new Error(`no page of type ${pageType}`);
    const path = pathOf(page.name);
    const rendered = await renderer.renderPage(path, await loadPageQueries(path, "", deps));
    const head = rendered.pageHead;
    if (!head) throw new Error(`${path} declared no head`);
    const jsonLd = head.jsonLd ?? [];
    return {
      title: head.title,
      description: head.description,
      keywords: head.keywords ?? null,
      ogType: head.ogType ?? DEFAULT_OG_TYPE[pageType],
      structuredData: JSON.stringify(jsonLd.length === 1 ? jsonLd[0] : jsonLd, null, 2),
    };
  };
}
