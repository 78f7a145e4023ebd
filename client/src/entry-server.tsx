// Server entry: renders one URL to HTML with its head tags, status and hydration state.
import { renderToString } from "react-dom/server";
import { leaveShownInPage } from "@shared/render/body-from-dom";
import { DEFAULT_SHARE_IMAGE, knownImageSize } from "@shared/lib/image-sizes";
import { structuredDataFor } from "@shared/seo/page-structured-data";
import type { HydrationState, RenderInput, RenderOutput } from "@shared/render/ssr-contract";
import { App } from "./app/app";
import { preloadAllPages } from "./app/pages";
import { headTags, headTagsToHtml, jsonLdText, type HeadCollector, type HeadData, type Tag } from "./lib/head";
import { PageDataCache } from "./lib/page-data";
import { applySeoSetting, settingFor } from "./lib/seo-setting";

/** Loads every page chunk so that render() never suspends. Called once before the first render. */
export function prepare(): Promise<void> {
  return preloadAllPages();
}

/**
 * og:image:width and og:image:height after og:image, when the picture is one whose size the site knows: the
 * page's own picture with its recorded size, or the site's artwork (also when a saved setting chose it).
 */
function withImageSize(tags: Tag[], data: HeadData, ownImage: string | undefined, siteUrl: string): Tag[] {
  const i = tags.findIndex((t) => t.attrs.property === "og:image");
  const image = i === -1 ? undefined : tags[i].attrs.content;
  const size = image && ((image === ownImage ? data.ogImageSize : undefined) ?? knownImageSize(image, siteUrl));
  if (!size) return tags;
  const meta = (property: string, value: number): Tag => ({ tag: "meta", attrs: { property, content: String(value) } });
  return [...tags.slice(0, i + 1), meta("og:image:width", size.width), meta("og:image:height", size.height), ...tags.slice(i + 1)];
}

function headHtmlOf(data: HeadData, siteUrl: string, site: RenderInput["site"], seoSettings: RenderInput["seoSettings"]): string {
  // A page without a picture of its own (a board, a post without a thumbnail) is shared with the site's.
  const own = headTags({ ...data, ogImage: data.ogImage || DEFAULT_SHARE_IMAGE.path }, siteUrl, site.officeName);
  const ownImage = own.find((t) => t.attrs.property === "og:image")?.attrs.content;
  const tags = applySeoSetting(own, settingFor(seoSettings, data.pageId), site, data.robots);
  return headTagsToHtml(withImageSize(tags, data, ownImage, siteUrl));
}

export function render({ url, siteUrl, site, queries, seoSettings }: RenderInput): RenderOutput {
  const pageData = new PageDataCache(queries);
  const collector: HeadCollector = { status: 200 };
  const [path, search = ""] = url.split("?");
  const appHtml = renderToString(
    <App pageData={pageData} siteUrl={siteUrl} site={site} collector={collector} ssrPath={path} ssrSearch={search} />,
  );
  // The page's structured data, built here: search engines read it in this HTML.
  const data = collector.data && {
    ...collector.data,
    jsonLd: collector.data.structuredData && structuredDataFor(collector.data.structuredData, siteUrl, site),
  };
  const headHtml = data ? headHtmlOf(data, siteUrl, site, seoSettings) : "";
  // The body, its table of contents and the questions are in the page already: not repeated in the state
  // (shared/render/body-from-dom.ts).
  const state: HydrationState = { siteUrl, site, queries: leaveShownInPage(pageData.pairs()) };
  const stateJson = jsonLdText(state);
  const pageHead = data && {
    title: data.title,
    description: data.description,
    keywords: data.keywords,
    ogType: data.ogType,
    jsonLd: data.jsonLd,
  };
  return { appHtml, headHtml, status: collector.status, stateJson, pageHead };
}
