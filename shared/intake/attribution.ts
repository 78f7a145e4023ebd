// Which article a consultation request came from, for the per-article counts of the back office: the article
// whose call to action the visitor clicked, or else the article the visit began on. Nothing personal is kept,
// only the post.
import { matchPage } from "../pages/page-map";

const ARTICLE_CTA = "board:";

/** The call-to-action source an article's consultation button records. */
export function articleCtaSource(slug: string): string {
  return ARTICLE_CTA + slug;
}

/** The slug of the article a request is attributed to, from its recorded CTA source and landing page. */
export function attributedArticleSlug(source: { ctaSource?: string | null; landingPage?: string | null }): string | undefined {
  if (source.ctaSource?.startsWith(ARTICLE_CTA)) {
    const slug = source.ctaSource.slice(ARTICLE_CTA.length).trim();
    if (slug) return slug;
  }
  const landing = source.landingPage?.split(/[?#]/)[0];
  if (!landing) return undefined;
  const match = matchPage(landing);
  if (match && (match.page.name === "article" || match.page.aliasOf === "article")) return match.params.slug;
  return undefined;
}
