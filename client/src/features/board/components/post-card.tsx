import { Link } from "wouter";
import type { BoardPostSummary } from "@shared/board";
import { formatKoreanDate } from "@shared/dates";
import { paths } from "@shared/page-map";

export const THUMBNAIL_FALLBACK = "/attached_assets/placeholder-legal-documents.webp";

export function PostCard({ post, headingLevel = 3 }: { post: BoardPostSummary; headingLevel?: 2 | 3 }) {
  const href = paths.article({ category: post.category, slug: post.slug });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block aspect-[2/1] overflow-hidden bg-slate-100">
        <img
          src={post.thumbnailImage || THUMBNAIL_FALLBACK}
          alt={post.thumbnailAlt ?? ""}
          width={800}
          height={400}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform group-hover:scale-[1.02]"
          onError={(e) => {
            const img = e.currentTarget;
            if (!img.src.endsWith(THUMBNAIL_FALLBACK)) img.src = THUMBNAIL_FALLBACK;
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
