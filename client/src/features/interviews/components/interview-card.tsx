import { Link } from "wouter";
import type { InterviewSummary } from "@shared/content/board";
import { formatKoreanDate } from "@shared/lib/dates";
import { CARD_IMAGE_SIZES, FEATURED_CARD_IMAGE_SIZES } from "@shared/lib/artwork";
import { SAMPLE_LABEL } from "@shared/office/site-facts";
import { cn } from "@/lib/cn";
import { InterviewThumbnail } from "./interview-thumbnail";
import { paths } from "@shared/pages/page-map";

/** `featured`: the first card of the list, two columns wide from 640 px, its picture fetched first (as PostCard's). */
export function InterviewCard({ interview, featured = false }: { interview: InterviewSummary; featured?: boolean }) {
  const href = paths.interview({ slug: interview.slug });
  return (
    <article
      className={cn(
        "group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md",
        // The first card is on the first screen and holds its largest picture; the others may wait.
        !featured && "defer-render",
        featured && "sm:col-span-2",
      )}
    >
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <InterviewThumbnail
          src={interview.thumbnailImage}
          alt={interview.thumbnailAlt}
          priority={featured}
          sizes={featured ? FEATURED_CARD_IMAGE_SIZES : CARD_IMAGE_SIZES}
          className={cn("aspect-video w-full transition-transform group-hover:scale-[1.02]", featured && "lg:aspect-[2/1]")}
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        {interview.isSample && (
          <span className="mb-2 inline-block self-start rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
            {SAMPLE_LABEL}
          </span>
        )}
        <h2 className="line-clamp-2 text-lg font-bold leading-snug text-slate-900">
          <Link href={href} className="hover:text-brand-700 hover:underline">
            {interview.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-2 text-[15px] leading-relaxed text-slate-600">{interview.excerpt}</p>
        <time dateTime={interview.createdAt} className="mt-auto pt-4 text-sm text-slate-500">
          {formatKoreanDate(interview.createdAt)}
        </time>
      </div>
    </article>
  );
}
