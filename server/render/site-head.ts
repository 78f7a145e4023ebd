// Head tags every page carries beside its own: the feed link and the search engines' ownership proofs.
import type { Env } from "../env";

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The tags for a page of the office named `officeName` (the feed's title). */
export function siteHeadTags(env: Pick<Env, "GOOGLE_SITE_VERIFICATION" | "NAVER_SITE_VERIFICATION">): (officeName: string) => string {
  const verification: string[] = [];
  if (env.GOOGLE_SITE_VERIFICATION)
    verification.push(`<meta name="google-site-verification" content="${attr(env.GOOGLE_SITE_VERIFICATION)}">`);
  if (env.NAVER_SITE_VERIFICATION)
    verification.push(`<meta name="naver-site-verification" content="${attr(env.NAVER_SITE_VERIFICATION)}">`);
  return (officeName) =>
    [`<link rel="alternate" type="application/rss+xml" title="${attr(officeName)}" href="/rss.xml">`, ...verification].join("\n    ");
}
