// JSON-LD of an article page: BlogPosting, BreadcrumbList and, when it has FAQs, FAQPage.
import type { BoardPostDetail } from "./board";
import { SITE } from "./site-config";
import { attorneyJsonLd, breadcrumbJsonLd } from "./structured-data";

export function articleJsonLd(post: BoardPostDetail, siteUrl: string): object[] {
  const url = `${siteUrl}/board/${post.category}/${post.slug}`;
  const image = post.ogImage ?? post.thumbnailImage;
  const items: object[] = [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.metaDescription ?? post.excerpt,
      datePublished: post.publishDate,
      dateModified: post.updatedAt,
      inLanguage: "ko-KR",
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
      ...(image ? { image: image.startsWith("http") ? image : siteUrl + image } : {}),
      keywords: post.keywords.join(", "),
      articleSection: post.categoryName,
      author: attorneyJsonLd(siteUrl),
      publisher: { "@type": "Organization", name: SITE.name, url: `${siteUrl}/`, logo: { "@type": "ImageObject", url: `${siteUrl}/apple-touch-icon.png` } },
    },
    breadcrumbJsonLd(siteUrl, [
      { name: "홈", path: "/" },
      { name: "법률 정보", path: "/board" },
      { name: post.categoryName, path: `/board/${post.category}` },
      { name: post.title, path: `/board/${post.category}/${post.slug}` },
    ]),
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
