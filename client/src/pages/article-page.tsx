import { ReviewLine } from "@/components/content/review-line";
import { LawChangeNotice } from "@/components/content/law-change-notice";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "wouter";
import { articleCtaSource } from "@shared/intake/attribution";
import type { BoardPostDetail } from "@shared/content/board";
import { formatKoreanDate, guideModified } from "@shared/lib/dates";
import { useSite } from "@/lib/site";
import { ConsultCta } from "@/components/content/consult-cta";
import { ContentBody } from "@/components/content/content-body";
import { InlineCta } from "@/components/content/inline-cta";
import { TableOfContents } from "@/components/content/table-of-contents";
import { useBoardPost } from "@/features/board/api/get-board-post";
import { FaqAccordion } from "@/features/board/components/faq-accordion";
import { PostCard, THUMBNAIL_FALLBACK } from "@/features/board/components/post-card";
import { responsiveImage } from "@shared/lib/artwork";
import { ShareControl } from "@/features/board/components/share-control";
import { useHead, useSiteUrl } from "@/lib/head";
import { notFoundChunk } from "./not-found-chunk";
import { absoluteUrl, paths } from "@shared/pages/page-map";

/** /board/{category}/{slug}, and /board/{slug} or /post/{slug} reached by client-side navigation. */
export function ArticlePage() {
  // Every article address shape (the canonical one and the older ones) names the post by `slug`.
  const { slug = "" } = useParams<{ slug?: string }>();
  const { data: post, isPending, isError } = useBoardPost(slug);
  const [path, navigate] = useLocation();
  const canonicalPath = post ? paths.article({ category: post.category, slug: post.slug }) : "";
  useEffect(() => {
    if (post && path !== canonicalPath) navigate(canonicalPath, { replace: true });
  }, [post, path, canonicalPath, navigate]);
  if (isPending) return <p className="py-24 text-center text-slate-600">로딩 중...</p>;
  if (isError) return <p className="py-24 text-center text-slate-700">게시글을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>;
  if (!post) return <notFoundChunk.Page />;
  return <Article post={post} />;
}

function Article({ post }: { post: BoardPostDetail }) {
  const site = useSite();
  const siteUrl = useSiteUrl();
  const path = paths.article({ category: post.category, slug: post.slug });
  const categoryPath = paths.boardCategory({ category: post.category });
  useHead({
    title: `${post.seoTitle ?? post.title} | ${site.officeName}`,
    description: post.metaDescription ?? post.excerpt,
    canonicalPath: path,
    keywords: post.keywords.join(", "),
    ogType: "article",
    ogImage: post.ogImage ?? post.thumbnailImage ?? undefined,
    ogImageSize: post.ogImageSize,
    publishedTime: post.publishDate,
    modifiedTime: guideModified(post.updatedAt, post.review),
    structuredData: { page: "article", post },
    pageId: String(post.id),
  });
  const hero = responsiveImage(post.thumbnailImage ?? THUMBNAIL_FALLBACK);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <nav aria-label="현재 위치" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href={paths.home()} className="hover:underline">
              홈
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link href={paths.board()} className="hover:underline">
              법률 정보
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link href={categoryPath} className="hover:underline">
              {post.categoryName}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="line-clamp-1 max-w-[16rem] text-slate-800">
            {post.title}
          </li>
        </ol>
      </nav>
      <Link href={categoryPath} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
        {`← ${post.categoryName} 게시판으로 돌아가기`}
      </Link>
      <div className="mt-4 grid gap-10 lg:grid-cols-[minmax(0,1fr)_280px]">
        <article className="min-w-0">
          <header>
            <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">{post.categoryName}</span>
            <h1 className="mt-4 text-[1.75rem] font-extrabold leading-snug text-slate-900 md:text-4xl">{post.title}</h1>
            <p className="mt-3 text-[15px] text-slate-600">
              <time dateTime={post.publishDate}>{formatKoreanDate(post.publishDate)}</time>
              {post.readingTime ? <> · 읽는 시간 약 {post.readingTime}분</> : null}
            </p>
            <ReviewLine review={post.review} />
            <LawChangeNotice notices={post.lawNotices} />
          </header>
          <figure className="mt-6 overflow-hidden rounded-2xl bg-slate-100">
            <img
              src={hero.src}
              srcSet={hero.srcSet}
              sizes="(min-width: 1024px) 800px, 100vw"
              alt={post.thumbnailAlt ?? ""}
              width={800}
              height={400}
              loading="eager"
              fetchPriority="high"
              className="aspect-video max-h-[400px] w-full object-cover"
            />
            {post.summary && <figcaption className="bg-white px-5 py-3 text-[15px] font-medium text-slate-700">{post.summary}</figcaption>}
          </figure>
          <div className="mt-6 lg:hidden">
            <TableOfContents entries={post.toc} offset={80} activeThreshold={100} variant="dropdown" />
          </div>
          <ContentBody html={post.contentHtml} className="mt-8" inline={<InlineCta source={`${articleCtaSource(post.slug)}:inline`} />} />
          {post.keywords.length > 0 && (
            <ul className="mt-10 flex flex-wrap gap-2" aria-label="키워드">
              {post.keywords.map((k) => (
                <li key={k} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  #{k}
                </li>
              ))}
            </ul>
          )}
          <FaqAccordion faqs={post.faqs} />
          <div className="mt-10">
            <ShareControl url={absoluteUrl(siteUrl, path)} title={post.title} />
          </div>
          <ConsultCta source={articleCtaSource(post.slug)} pageSource="board" />
        </article>
        <aside className="hidden lg:block">
          <TableOfContents entries={post.toc} offset={80} activeThreshold={100} variant="sidebar" />
        </aside>
      </div>
      {post.related.length > 0 && (
        <section className="mt-16" aria-labelledby="related-title">
          <h2 id="related-title" className="text-2xl font-bold text-slate-900">
            {post.categoryName} 분야의 다른 글
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {post.related.map((r) => (
              <PostCard key={r.id} post={r} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
