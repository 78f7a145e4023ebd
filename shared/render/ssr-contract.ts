// The contract between the server and the client's server entry (client/src/entry-server.tsx).
import type { PublicSeoSetting } from "../seo/seo-settings";
import type { SiteSettings } from "../office/site-facts";

/** [queryKey, data] pairs the server loaded for a page, seeded into react-query before rendering. */
export type InitialQueries = Array<[readonly unknown[], unknown]>;

export interface RenderInput {
  /** Path and query of the request, as the browser sent them (a board search keeps its `?q=`). */
  url: string;
  /** Absolute site origin without trailing slash, e.g. "https://example.com". */
  siteUrl: string;
  /** The office's facts as saved now (header, footer, contacts, structured data). */
  site: SiteSettings;
  queries: InitialQueries;
  /**
   * The active SEO settings of the page type the URL shows, keyed by page id ("" for a single page). The page
   * applies the one naming it over its own head.
   */
  seoSettings?: ReadonlyMap<string, PublicSeoSetting>;
}

/** What a page declares about itself before any saved setting applies: the defaults the SEO tab shows. */
export interface PageHead {
  title: string;
  description: string;
  keywords?: string;
  ogType?: string;
  jsonLd?: object[];
}

export interface RenderOutput {
  /** HTML inside the root element. */
  appHtml: string;
  /** Tags for <head>: title, meta, link, JSON-LD. */
  headHtml: string;
  /** HTTP status the page asks for (404 for the not-found page). */
  status: number;
  /** Serialised state for hydration, safe to put inside a <script> element. */
  stateJson: string;
  /** The page's own head, before a saved setting (absent when the page declared none). */
  pageHead?: PageHead;
}

export interface SsrModule {
  /** Loads what render() needs (page chunks); awaited once before the first render. */
  prepare?(): Promise<void>;
  render(input: RenderInput): RenderOutput;
}

/** The state embedded in the page for the client to hydrate from. */
export interface HydrationState {
  siteUrl: string;
  site: SiteSettings;
  queries: InitialQueries;
}

export const STATE_ELEMENT_ID = "__APP_STATE__";

/** Stands for a value the state leaves out because the page shows it: "read it from the page" (shared/render/body-from-dom.ts). */
export const SHOWN_IN_PAGE = "\u0000page";

/** Whether a piece of the state left its body in the page. */
export const leftInPage = ([, data]: InitialQueries[number]): boolean =>
  typeof data === "object" && data !== null && (data as { contentHtml?: unknown }).contentHtml === SHOWN_IN_PAGE;
