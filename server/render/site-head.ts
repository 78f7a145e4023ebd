// Head tags every page carries beside its own: the feed link and the search engines' ownership proofs.
import { SITE } from "@shared/site-config";
import type { Env } from "../env";

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function siteHeadTags(env: Pick<Env, "GOOGLE_SITE_VERIFICATION" | "NAVER_SITE_VERIFICATION">): string {
  const tags = [`<link rel="alternate" type="application/rss+xml" title="${attr(SITE.name)}" href="/rss.xml">`];
  if (env.GOOGLE_SITE_VERIFICATION) tags.push(`<meta name="google-site-verification" content="${attr(env.GOOGLE_SITE_VERIFICATION)}">`);
  if (env.NAVER_SITE_VERIFICATION) tags.push(`<meta name="naver-site-verification" content="${attr(env.NAVER_SITE_VERIFICATION)}">`);
  return tags.join("\n    ");
}
