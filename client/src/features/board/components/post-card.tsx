import { Link } from "wouter";
import type { BoardPostSummary } from "@shared/content/board";
import { formatKoreanDate } from "@shared/lib/dates";
import { CARD_IMAGE_SIZES, FEATURED_CARD_IMAGE_SIZES, responsiveImage, versionedAsset } from "@shared/lib/artwork";
import { cn } from "@/lib/cn";
import { paths } from "@shared/pages/page-map";

export const THUMBNAIL_FALLBACK = versionedAsset("/attached_assets/placeholder-legal-documents.webp");

/**
 * `featured`: the first card of a list, in a grid of one, two (from 640 px) or three (from 1024 px) columns.
 * It spans two columns (and two rows from 1024 px), so its picture is plainly the largest thing on the first
 * screen at every width, and that picture is fetched at once, before the others (which wait until needed).
 */
export function PostCard({
  post,
  headingLevel = 3,
  featured = false,
}: {
  post: BoardPostSummary;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const href = paths.article({ category: post.category, slug: post.slug });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const image = responsiveImage(post.thumbnailImage || THUMBNAIL_FALLBACK);
  return (
    <article
      className={cn(
        "group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md",
        // The first card is on the first screen and holds its largest picture; the others may wait.
        !featured && "defer-render",
        featured && "sm:col-span-2 lg:row-span-2",
      )}
    >
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className={cn("block aspect-[2/1] overflow-hidden bg-slate-100", featured && "lg:aspect-auto lg:min-h-0 lg:flex-1")}
      >
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? (featured ? FEATURED_CARD_IMAGE_SIZES : CARD_IMAGE_SIZES) : undefined}
          alt={post.thumbnailAlt ?? ""}
          width={800}
          height={400}
          loading={featured ? "eager" : "lazy"}
          fetchPriority={featured ? "high" : undefined}
          decoding="async"
          className="h-full w-full object-cover transition-transform group-hover:scale-[1.02]"
          onError={(e) => {
            const img = e.currentTarget;
            if (!img.src.endsWith(THUMBNAIL_FALLBACK)) {
              img.removeAttribute("srcset");
              img.src = THUMBNAIL_FALLBACK;
            }
          }}
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <span className="w-fit rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{post.categoryName}</span>
        <Heading className="mt-2 text-lg font-bold leading-snug text-slate-900">
          <Link href={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-[15px] leading-relaxed text-slate-600">{post.excerpt}</p>
        <time dateTime={post.publishDate} className="mt-auto pt-4 text-sm text-slate-500">
          {formatKoreanDate(post.publishDate)}
        </time>
      </div>
    </article>
  );
}
