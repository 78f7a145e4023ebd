// Server entry: renders one URL to HTML with its head tags, status and hydration state.
import { dehydrate } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { SITE } from "@shared/site-config";
import type { RenderInput, RenderOutput } from "@shared/ssr-contract";
import { App } from "./app/app";
import { preloadAllPages } from "./app/pages";
import { headTags, headTagsToHtml, jsonLdText, type HeadCollector } from "./lib/head";
import { createQueryClient } from "./lib/query-client";

/** Loads every page chunk so that render() never suspends. Called once before the first render. */
export function prepare(): Promise<void> {
  return preloadAllPages();
}

export function render({ url, siteUrl, queries }: RenderInput): RenderOutput {
  const queryClient = createQueryClient();
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const collector: HeadCollector = { status: 200 };
  const [path, search = ""] = url.split("?");
  const appHtml = renderToString(
    <App queryClient={queryClient} siteUrl={siteUrl} collector={collector} ssrPath={path} ssrSearch={search} />,
  );
  const headHtml = collector.data ? headTagsToHtml(headTags(collector.data, siteUrl, SITE.name)) : "";
  const stateJson = jsonLdText({ siteUrl, dehydrated: dehydrate(queryClient) });
  queryClient.clear();
  return { appHtml, headHtml, status: collector.status, stateJson };
}
