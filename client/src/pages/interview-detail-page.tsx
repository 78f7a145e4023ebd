// /interview/{slug} (or the numeric id): one client interview with its table of contents.
// An address that matches no published interview shows the list with a 404.
import { ReviewLine } from "@/components/content/review-line";
import { Link, useParams } from "wouter";
import type { InterviewDetail } from "@shared/content/board";
import { formatKoreanDate, guideModified } from "@shared/lib/dates";
import { SAMPLE_INTERVIEW_NOTICE, SAMPLE_LABEL, TESTIMONIAL_NOTICE } from "@shared/office/site-facts";
import { useSite } from "@/lib/site";
import { ContentBody } from "@/components/content/content-body";
import { TableOfContents } from "@/components/content/table-of-contents";
import { useInterview } from "@/features/interviews/api/get-interview";
import { InterviewCta } from "@/features/interviews/components/interview-cta";
import { InterviewDetailSkeleton } from "@/features/interviews/components/interview-skeletons";
import { InterviewThumbnail } from "@/features/interviews/components/interview-thumbnail";
import { useHead } from "@/lib/head";
import { lazyPage } from "@/lib/lazy-page";
import { paths } from "@shared/pages/page-map";

/** The table of contents scrolls a heading to 120px below the top and indents 12px per level. */
const TOC_OFFSET = 120;
const TOC_INDENT = 12;
/** A heading counts as the current one once it is within 20px below where a click puts it. */
const TOC_ACTIVE_THRESHOLD = TOC_OFFSET + 20;

/**
 * The list shown, with a 404, for an address that matches no interview. Its chunk loads only then, so a
 * visitor reading an interview does not download the list page; the server preloads it with every page.
 */
const NotFoundList = lazyPage(() => import("./interview-list-page").then((m) => ({ default: m.InterviewNotFoundList })));
export const preloadInterviewNotFound = NotFoundList.preload;

export function InterviewDetailPage() {
  // The address names an interview by its slug or, in older links, its number.
  const { slug: slugOrId = "" } = useParams<{ slug: string }>();
  const { data, isPending, isError } = useInterview(slugOrId);
  if (isPending) return <InterviewDetailSkeleton />;
  if (isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-slate-700">인터뷰를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>
        <BackLink />
      </div>
    );
  }
  if (!data) return <NotFoundList.Page />;
  return <InterviewArticle interview={data} />;
}

function BackLink() {
  return (
    <Link
      href={paths.interviewList()}
      className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 py-2 text-[15px] font-semibold text-slate-700 hover:bg-slate-50"
    >
      <span aria-hidden="true">←</span> 고객 인터뷰로 돌아가기
    </Link>
  );
}

function InterviewArticle({ interview }: { interview: InterviewDetail }) {
  const site = useSite();
  const canonicalPath = paths.interview({ slug: interview.slug });
  // A sample says so in the search result too, not only on the page.
  const samplePrefix = interview.isSample ? `${SAMPLE_LABEL} 인터뷰: ` : "";
  useHead({
    title: `${samplePrefix}${interview.seoTitle || interview.title} | ${site.officeName}`,
    description: `${samplePrefix}${interview.metaDescription || interview.excerpt}`,
    canonicalPath,
    keywords: interview.keywords.join(", ") || undefined,
    ogType: "article",
    ogImage: interview.thumbnailImage ?? "/attached_assets/og-default.png",
    publishedTime: interview.createdAt,
    modifiedTime: guideModified(interview.updatedAt, interview.review),
    structuredData: { page: "interview", interview },
    pageId: String(interview.id),
  });
  const hasToc = interview.toc.length > 0;
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <BackLink />
      <header className="mt-8 max-w-4xl">
        <span className="inline-block rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">고객 인터뷰</span>
        {interview.isSample && (
          <span className="ml-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">{SAMPLE_LABEL}</span>
        )}
        <h1 className="mt-4 text-[1.75rem] font-extrabold leading-snug text-slate-900 md:text-4xl md:leading-tight">{interview.title}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-[15px] text-slate-600">
          <time dateTime={interview.createdAt}>{formatKoreanDate(interview.createdAt)}</time>
          {interview.clientName && !interview.isSample && <span>의뢰인 {interview.clientName}</span>}
          {interview.caseType && <span>{interview.caseType}</span>}
        </p>
        <ReviewLine review={interview.review} />
        {interview.isSample ? (
          <p role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-[15px] font-medium text-amber-900">
            {SAMPLE_INTERVIEW_NOTICE}
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{TESTIMONIAL_NOTICE}</p>
        )}
      </header>
      <InterviewThumbnail
        src={interview.thumbnailImage}
        alt={interview.thumbnailAlt}
        priority
        sizes="(min-width: 1152px) 1120px, calc(100vw - 32px)"
        className="mt-8 aspect-video max-h-[400px] w-full rounded-2xl"
      />
      <p className="mt-8 max-w-4xl rounded-xl border-l-4 border-brand-500 bg-white px-5 py-4 text-lg leading-relaxed text-slate-700 shadow-sm">
        {interview.excerpt}
      </p>
      <div className={hasToc ? "mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]" : "mt-10"}>
        {hasToc && (
          <aside className="lg:order-2">
            <TableOfContents entries={interview.toc} offset={TOC_OFFSET} indent={TOC_INDENT} activeThreshold={TOC_ACTIVE_THRESHOLD} />
          </aside>
        )}
        <div className="min-w-0 lg:order-1">
          <ContentBody html={interview.contentHtml} className="prose-interview" />
          {interview.keywords.length > 0 && (
            <ul aria-label="키워드" className="mt-12 flex flex-wrap gap-2">
              {interview.keywords.map((keyword) => (
                <li key={keyword} className="rounded-full border border-brand-300 px-3 py-1 text-sm font-medium text-brand-700">
                  {keyword}
                </li>
              ))}
            </ul>
          )}
          <InterviewCta slug={interview.slug} />
        </div>
      </div>
    </article>
  );
}
