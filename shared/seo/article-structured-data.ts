// JSON-LD of an article page: BlogPosting, BreadcrumbList and, when it has FAQs, FAQPage.
import type { BoardPostDetail } from "../content/board";
import type { SiteSettings } from "../office/site-facts";
import { guideModified } from "../lib/dates";
import { guidePageJsonLd } from "./guide-structured-data";
import { attorneyJsonLd, breadcrumbJsonLd } from "./structured-data";
import { absoluteUrl, breadcrumbTrail, paths } from "../pages/page-map";

export function articleJsonLd(post: BoardPostDetail, siteUrl: string, site: SiteSettings): object[] {
  const url = absoluteUrl(siteUrl, paths.article({ category: post.category, slug: post.slug }));
  const image = post.ogImage ?? post.thumbnailImage;
  const items: object[] = [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.metaDescription ?? post.excerpt,
      datePublished: post.publishDate,
      dateModified: guideModified(post.updatedAt, post.review),
      inLanguage: "ko-KR",
      mainEntityOfPage: guidePageJsonLd(siteUrl, url, post.review),
      url,
      ...(image ? { image: image.startsWith("http") ? image : siteUrl + image } : {}),
      keywords: post.keywords.join(", "),
      articleSection: post.categoryName,
      author: attorneyJsonLd(siteUrl, site),
      publisher: {
        "@type": "Organization",
        name: site.officeName,
        url: absoluteUrl(siteUrl, paths.home()),
        logo: { "@type": "ImageObject", url: `${siteUrl}/apple-touch-icon.png` },
      },
    },
    breadcrumbJsonLd(
      siteUrl,
      breadcrumbTrail("article", { category: post.category, slug: post.slug }, { boardCategory: post.categoryName, article: post.title }),
    ),
  ];
  if (post.faqs.length > 0) {
    items.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: post.faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
    });
  }
  return items;
}
