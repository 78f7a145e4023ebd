// Turns a URL into a full HTML page: the client's server entry renders the app, the template wraps it.
import type { SiteSettings } from "@shared/office/site-facts";
import type { InitialQueries, PageHead, RenderInput, SsrModule } from "@shared/render/ssr-contract";
import { STATE_ELEMENT_ID } from "@shared/render/ssr-contract";

interface RenderedPage {
  html: string;
  status: number;
  /** The page's own head, before any saved SEO setting. */
  pageHead?: PageHead;
}

export interface PageRenderer {
  renderPage(url: string, queries: InitialQueries, seoSettings?: RenderInput["seoSettings"]): Promise<RenderedPage>;
}

export interface RendererSource {
  /** The HTML template with <!--app-head-->, <!--app-html--> and <!--app-state--> markers. */
  template(url: string): Promise<string>;
  ssrModule(): Promise<SsrModule>;
  /**
   * A last step over the finished page (the production build preloads the page's chunks and inlines its
   * critical CSS).
   */
  finish?(html: string, page: { url: string; status: number }): Promise<string>;
}

/**
 * `siteHead`: tags every page carries besides its own (verification); `site`: the office's facts as saved now,
 * read for each render (the settings service caches them per content version).
 */
export function createRenderer(
  source: RendererSource,
  siteUrl: string,
  site: () => Promise<SiteSettings>,
  siteHead: (officeName: string) => string | Promise<string> = () => "",
): PageRenderer {
  const prepared = new WeakSet<SsrModule>();
  return {
    async renderPage(url, queries, seoSettings) {
      const [template, ssr, settings] = await Promise.all([source.template(url), source.ssrModule(), site()]);
      if (!prepared.has(ssr)) {
        await ssr.prepare?.();
        prepared.add(ssr);
      }
      const out = ssr.render({ url, siteUrl, site: settings, queries, seoSettings });
      const tags = await siteHead(settings.officeName);
      const state = `<script id="${STATE_ELEMENT_ID}" type="application/json">${out.stateJson}</script>`;
      const html = template
        .replace("<!--app-head-->", () => (tags ? `${tags}\n    ${out.headHtml}` : out.headHtml))
        .replace("<!--app-html-->", () => out.appHtml)
        .replace("<!--app-state-->", () => state);
      return {
        html: source.finish ? await source.finish(html, { url, status: out.status }) : html,
        status: out.status,
        pageHead: out.pageHead,
      };
    },
  };
}
