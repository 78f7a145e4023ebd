// Head tags every page carries beside its own: the feed link and the search engines' ownership proofs. A code set
// on the server (GOOGLE_SITE_VERIFICATION, NAVER_SITE_VERIFICATION) wins over the one saved in the back office.
import { VERIFICATION_ENGINES, type SiteVerification, type VerificationEngine } from "@shared/office/site-verification";
import type { Env } from "../env";

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The tags for a page of the office named `officeName` (the feed's title). */
export function siteHeadTags(
  env: Pick<Env, "GOOGLE_SITE_VERIFICATION" | "NAVER_SITE_VERIFICATION">,
  saved: () => Promise<SiteVerification> = async () => ({ google: "", naver: "" }),
): (officeName: string) => Promise<string> {
  const fromEnv: SiteVerification = { google: env.GOOGLE_SITE_VERIFICATION ?? "", naver: env.NAVER_SITE_VERIFICATION ?? "" };
  return async (officeName) => {
    const codes = await saved();
    const verification = (Object.keys(VERIFICATION_ENGINES) as VerificationEngine[]).flatMap((engine) => {
      const token = fromEnv[engine] || codes[engine];
      return token ? [`<meta name="${VERIFICATION_ENGINES[engine].meta}" content="${attr(token)}">`] : [];
    });
    return [`<link rel="alternate" type="application/rss+xml" title="${attr(officeName)}" href="/rss.xml">`, ...verification].join(
      "\n    ",
    );
  };
}
