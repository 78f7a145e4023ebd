// Page head (title, meta, canonical, JSON-LD): collected on the server, applied to document.head on the client.
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { versionedAsset } from "@shared/lib/artwork";
import type { StructuredDataSpec } from "@shared/seo/page-structured-data";
import { jsonLdText, type Tag } from "./head-tag";
import { useSite } from "./site";

export { jsonLdText, type Tag };

export interface HeadData {
  title: string;
  description: string;
  /** Path of the canonical URL, from the page map's builders; the site origin is added. */
  canonicalPath: string;
  keywords?: string;
  ogType?: "website" | "article" | "profile";
  ogImage?: string;
  /** The share picture's pixel size, when the site knows it (an upload, its artwork). Server HTML only. */
  ogImageSize?: { width: number; height: number } | null;
  robots?: string;
  publishedTime?: string;
  modifiedTime?: string;
  /** What the page's structured data describes; built into JSON-LD by shared/seo/page-structured-data.ts. */
  structuredData?: StructuredDataSpec;
  /** JSON-LD objects, one <script type="application/ld+json"> each: built from `structuredData`, not given by pages. */
  jsonLd?: object[];
  /**
   * Which page of its type this is, for a saved SEO setting: an article's or interview's id, a category's slug.
   * Pages of a type with a single page leave it out.
   */
  pageId?: string;
}

export interface HeadCollector {
  data?: HeadData;
  status: number;
}

interface HeadContextValue {
  collector?: HeadCollector;
  siteUrl: string;
}

const HeadContext = createContext<HeadContextValue>({ siteUrl: "" });

export function HeadProvider({ collector, siteUrl, children }: HeadContextValue & { children: ReactNode }) {
  return <HeadContext.Provider value={{ collector, siteUrl }}>{children}</HeadContext.Provider>;
}

export function useSiteUrl(): string {
  return useContext(HeadContext).siteUrl;
}

/** The tags a page's head data stands for: the only place that knows their names. */
export function headTags(data: HeadData, siteUrl: string, siteName: string): Tag[] {
  const url = siteUrl + data.canonicalPath;
  // The site's own pictures with their version: a link preview shows a changed picture, not a cached old one.
  const image = data.ogImage ? (data.ogImage.startsWith("http") ? data.ogImage : siteUrl + versionedAsset(data.ogImage)) : undefined;
  const meta = (key: "name" | "property", name: string, content: string | undefined): Tag[] =>
    content ? [{ tag: "meta", attrs: { [key]: name, content } }] : [];
  return [
    { tag: "title", attrs: {}, text: data.title },
    ...meta("name", "description", data.description),
    ...meta("name", "keywords", data.keywords),
    ...meta("name", "robots", data.robots ?? "index,follow"),
    { tag: "link", attrs: { rel: "canonical", href: url } },
    ...meta("property", "og:type", data.ogType ?? "website"),
    ...meta("property", "og:site_name", siteName),
    ...meta("property", "og:locale", "ko_KR"),
    ...meta("property", "og:title", data.title),
    ...meta("property", "og:description", data.description),
    ...meta("property", "og:url", url),
    ...meta("property", "og:image", image),
    ...meta("property", "article:published_time", data.publishedTime),
    ...meta("property", "article:modified_time", data.modifiedTime),
    // X reads og:title, og:description and og:image when its own tags are absent: only the card type is its own.
    ...meta("name", "twitter:card", "summary_large_image"),
    ...(data.jsonLd ?? []).map((obj) => ({ tag: "script" as const, attrs: { type: "application/ld+json" }, text: jsonLdText(obj) })),
  ];
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function headTagsToHtml(tags: Tag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attrText = Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join("");
      const marker = tag === "title" ? "" : ' data-head=""';
      if (tag === "meta" || tag === "link") return `<${tag}${attrText}${marker}>`;
      const inner = tag === "script" ? (text ?? "") : escapeHtml(text ?? "");
      return `<${tag}${attrText}${marker}>${inner}</${tag}>`;
    })
    .join("\n    ");
}

function applyToDocument(tags: Tag[]): void {
  document.head.querySelectorAll("[data-head]").forEach((el) => el.remove());
  for (const { tag, attrs, text } of tags) {
    if (tag === "title") {
      document.title = text ?? "";
      continue;
    }
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute("data-head", "");
    if (text !== undefined) el.textContent = text;
    document.head.appendChild(el);
  }
}

/** The head of the first page of a visit is the server's, with any saved SEO setting applied: kept as it is. */
let serverHead = true;
let headRun = 0;

/**
 * Declares the page's head. Server: recorded for the HTML. Client: after a navigation written to
 * document.head (then the page's saved SEO setting, from a module loaded only then), removed on leaving.
 */
export function useHead(data: HeadData): void {
  const { collector, siteUrl } = useContext(HeadContext);
  const site = useSite();
  if (collector) collector.data = data;
  const key = JSON.stringify(data);
  useEffect(() => {
    const run = ++headRun;
    if (!(serverHead && document.head.querySelector("[data-head]"))) {
      const tags = headTags(data, siteUrl, site.officeName);
      applyToDocument(tags);
      // Then the page's structured data and its saved SEO setting, from modules loaded only after a move inside
      // the site. One that fails to load (a dropped connection) leaves the head as it is.
      const spec = data.structuredData;
      const jsonLd = spec ? import("@shared/seo/page-structured-data").then((m) => m.structuredDataFor(spec, siteUrl, site)) : undefined;
      const setting = import("./seo-setting").then(async (m) => ({ m, setting: await m.savedSettingFor(location.pathname, data.pageId) }));
      void Promise.all([jsonLd?.catch(() => undefined), setting.catch(() => undefined)]).then(([objects, saved]) => {
        if (run !== headRun || (!objects && !saved?.setting)) return;
        const full = objects ? headTags({ ...data, jsonLd: objects }, siteUrl, site.officeName) : tags;
        applyToDocument(saved?.setting ? saved.m.applySeoSetting(full, saved.setting, site, data.robots) : full);
      });
    }
    serverHead = false;
    return () => document.head.querySelectorAll('script[data-head][type="application/ld+json"]').forEach((el) => el.remove());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, siteUrl]);
}

/** Asks the server to answer with this HTTP status (e.g. 404). No effect in the browser. */
export function useHttpStatus(status: number): void {
  const { collector } = useContext(HeadContext);
  if (collector) collector.status = status;
}
