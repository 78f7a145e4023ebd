// A saved SEO setting applied over a page's own head tags. The server applies it when rendering (what search
// engines and link previews read); the browser loads this module only after a client-side navigation, so a
// first visit downloads none of it. Precedence: the page's saved setting, then the page's own fields (an
// article's SEO title and description), then the site's defaults. A page that asks not to be indexed (a
// search result, a missing page) stays so whatever the setting says.
import { matchPage } from "@shared/pages/page-map";
import { pageIdFits, pageKey, seoSettingApiPath, type PublicSeoSetting } from "@shared/seo/seo-settings";
import { mergeStructuredData, officeFactValues } from "@shared/seo/structured-data-patch";
import type { SiteSettings } from "@shared/office/site-facts";
import { jsonLdText, type Tag } from "./head-tag";

type MetaKey = "name" | "property";

function setMeta(tags: Tag[], key: MetaKey, name: string, content: string | null | undefined): void {
  if (!content) return;
  const existing = tags.find((t) => t.tag === "meta" && t.attrs[key] === name);
  if (existing) existing.attrs = { ...existing.attrs, content };
  else tags.splice(firstScript(tags), 0, { tag: "meta", attrs: { [key]: name, content } });
}

const firstScript = (tags: Tag[]) => {
  const i = tags.findIndex((t) => t.tag === "script");
  return i === -1 ? tags.length : i;
};

const isJsonLd = (t: Tag) => t.tag === "script" && t.attrs.type === "application/ld+json";

/**
 * The page's JSON-LD with the setting's patch laid over it: the office's facts (`site`) always the current ones.
 */
function withStructuredData(tags: Tag[], patch: PublicSeoSetting["structuredData"], site: SiteSettings): Tag[] {
  if (!patch) return tags;
  const generated = tags.filter(isJsonLd).map((t) => JSON.parse(t.text ?? "null") as object);
  const merged = mergeStructuredData(generated, patch, officeFactValues(site));
  return [
    ...tags.filter((t) => !isJsonLd(t)),
    ...merged.map((obj) => ({ tag: "script" as const, attrs: { type: "application/ld+json" }, text: jsonLdText(obj) })),
  ];
}

/** The tags with `setting` applied. `pageRobots` is what the page itself asked for (kept when it says noindex). */
export function applySeoSetting(tags: Tag[], setting: PublicSeoSetting | undefined, site: SiteSettings, pageRobots?: string): Tag[] {
  if (!setting) return tags;
  if (setting.structuredDataOnly) return withStructuredData(tags, setting.structuredData, site);
  const out = tags.map((t) => ({ ...t, attrs: { ...t.attrs } }));
  const title = out.find((t) => t.tag === "title");
  if (title) title.text = setting.title;
  setMeta(out, "name", "description", setting.description);
  setMeta(out, "name", "keywords", setting.keywords);
  if (!pageRobots?.startsWith("noindex")) setMeta(out, "name", "robots", setting.robots);
  const canonical = out.find((t) => t.tag === "link" && t.attrs.rel === "canonical");
  if (canonical && setting.canonicalUrl) canonical.attrs.href = setting.canonicalUrl;
  setMeta(out, "property", "og:type", setting.ogType);
  setMeta(out, "property", "og:site_name", setting.ogSiteName);
  setMeta(out, "property", "og:locale", setting.ogLocale);
  setMeta(out, "property", "og:title", setting.ogTitle ?? setting.title);
  setMeta(out, "property", "og:description", setting.ogDescription ?? setting.description);
  setMeta(out, "property", "og:url", setting.ogUrl ?? setting.canonicalUrl);
  if (setting.ogImage) {
    // A different picture: the size recorded for the old one no longer holds.
    for (let i = out.length - 1; i >= 0; i--) if (/^og:image:(width|height)$/.test(out[i].attrs.property ?? "")) out.splice(i, 1);
  }
  setMeta(out, "property", "og:image", setting.ogImage);
  setMeta(out, "name", "twitter:card", setting.twitterCard);
  // Only what differs from Open Graph: X falls back to og:title, og:description and og:image.
  setMeta(out, "name", "twitter:title", setting.twitterTitle);
  setMeta(out, "name", "twitter:description", setting.twitterDescription);
  setMeta(out, "name", "twitter:image", setting.twitterImage);
  return withStructuredData(out, setting.structuredData, site);
}

const fetched = new Map<string, Promise<PublicSeoSetting | null>>();

/** The saved setting of the page at `path` (fetched once per page and kept), or undefined. */
export async function savedSettingFor(path: string, pageId: string | undefined): Promise<PublicSeoSetting | undefined> {
  const pageType = matchPage(path)?.page.pageType;
  if (!pageType || !pageIdFits(pageType, pageId)) return undefined;
  const url = seoSettingApiPath(pageType, pageId);
  let pending = fetched.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: "same-origin" })
      .then((res) => (res.ok ? (res.json() as Promise<PublicSeoSetting | null>) : null))
      .catch(() => null);
    fetched.set(url, pending);
  }
  return (await pending) ?? undefined;
}

/** The setting for a page among its type's settings (the server's lookup while rendering). */
export function settingFor(settings: ReadonlyMap<string, PublicSeoSetting> | undefined, pageId: string | undefined) {
  return settings?.get(pageKey(pageId));
}
