import { Link } from "wouter";
import {
  attorneyTitleFor,
  fillPlaceholders,
  officePlaceholderValues,
  TESTIMONIAL_NOTICE,
  telHref,
  type HomeContent,
} from "@shared/office/site-facts";
import { KakaoChannelLink } from "@/components/content/kakao-channel-link";
import { useLatestPosts } from "@/features/board/api/get-board-posts";
import { useHomeContent } from "@/features/site/api/get-home-content";
import { PostCard } from "@/features/board/components/post-card";
import { trackCtaClick } from "@/lib/analytics";
import { useHead } from "@/lib/head";
import { useSite } from "@/lib/site";
import { setCtaSource } from "@/lib/visit-source";
import { paths } from "@shared/pages/page-map";

export function HomePage() {
  const site = useSite();
  const { data } = useHomeContent();
  useHead({
    title: `${site.officeName} | 형사사건 변호사 상담`,
    description: site.description,
    canonicalPath: paths.home(),
    keywords: "형사변호사, 형사사건 변호사, 경찰조사, 성범죄 변호사, 음주운전 변호사, 명예훼손, 사기 고소",
    ogImage: "/attached_assets/og-default.png",
    structuredData: { page: "home" },
  });
  // The texts are in the page's data (the server loads them with the page); until a later visit's fetch answers, the
  // page shows its frame only.
  if (!data) return null;
  return (
    <>
      <Hero texts={data.texts} />
      {data.testimonials.length > 0 && <Testimonials testimonials={data.testimonials} />}
      <Reasons texts={data.texts} />
      <Services texts={data.texts} />
      <LatestPosts />
    </>
  );
}

/** A home text with the office's hours, reply window and phone filled in. */
function useFilled(): (text: string) => string {
  const site = useSite();
  const values = officePlaceholderValues(site);
  return (text) => fillPlaceholders(text, values);
}

function Hero({ texts }: { texts: HomeContent["texts"] }) {
  const site = useSite();
  const fill = useFilled();
  const lines = fill(texts.heroHeadline).split("\n");
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex min-h-[78vh] max-w-6xl flex-col justify-center px-4 py-20 md:min-h-[70vh]">
        <p className="text-sm font-semibold tracking-wide text-amber-200">
          {attorneyTitleFor(site.registeredSpecialties)} · {site.hours}
        </p>
        <h1 className="mt-4 text-[2rem] font-extrabold leading-tight md:text-5xl">
          {lines.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-100">{fill(texts.heroSub)}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link
            href={paths.contact()}
            onClick={() => {
              setCtaSource("home:hero");
              trackCtaClick("home_hero", "consultation_request", "home");
            }}
            className="rounded-lg bg-accent-600 px-7 py-4 text-center text-lg font-bold text-white shadow-lg hover:bg-accent-500"
          >
            상담 신청하기
          </Link>
          <Link
            href={paths.about()}
            onClick={() => trackCtaClick("home_hero", "profile_view", "home")}
            className="rounded-lg border border-white/60 px-7 py-4 text-center text-lg font-semibold text-white hover:bg-white/10"
          >
            변호사 소개 보기
          </Link>
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <a href={telHref(site.phone)} className="w-fit text-base text-slate-100 underline-offset-4 hover:underline">
            급한 사건은 지금 바로 전화 주세요: <strong className="whitespace-nowrap text-white">{site.phone}</strong>
          </a>
          <KakaoChannelLink source="home_hero" pageSource="home" className="text-sm" />
        </div>
        <a
          href="#testimonials"
          className="mt-14 flex w-fit flex-col items-center gap-1 self-center text-sm text-slate-200 hover:text-white"
        >
          <span>스크롤하여 더 보기</span>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            className="motion-safe:animate-bounce"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </a>
      </div>
    </section>
  );
}

/** The cards' grid by how many there are: centred, never a row with an empty column. */
const TESTIMONIAL_GRID: Record<number, string> = { 1: "max-w-xl", 2: "max-w-4xl md:grid-cols-2", 3: "md:grid-cols-3" };

function Testimonials({ testimonials }: { testimonials: HomeContent["testimonials"] }) {
  return (
    <section id="testimonials" className="defer-render mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <SectionHeading eyebrow="의뢰인 후기" title="먼저 겪은 분들의 이야기" />
      <ul className={`mx-auto mt-10 grid gap-6 ${TESTIMONIAL_GRID[Math.min(testimonials.length, 3)]}`}>
        {testimonials.map((t) => (
          <li key={t.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <blockquote className="flex-1 leading-relaxed text-slate-700">“{t.quote}”</blockquote>
            <p className="mt-4 text-sm font-semibold text-slate-900">
              {t.clientName} <span className="font-normal text-slate-600">· {t.caseType}</span>
            </p>
            {t.interview && (
              <Link
                href={paths.interview({ slug: t.interview.slug })}
                className="mt-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                인터뷰 읽기<span className="sr-only">: {t.interview.title}</span> →
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-600">{TESTIMONIAL_NOTICE}</p>
      <div className="mt-4 text-center">
        <Link href={paths.interviewList()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          고객 인터뷰 전체 보기 →
        </Link>
      </div>
    </section>
  );
}

function Reasons({ texts }: { texts: HomeContent["texts"] }) {
  const fill = useFilled();
  return (
    <section className="defer-render bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow="왜 저희인가" title="형사사건을 맡기실 때 확인해야 할 네 가지" />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {texts.reasons.map((r, i) => (
            <li key={i} className="rounded-xl bg-slate-50 p-6">
              <span className="text-sm font-bold text-accent-600">0{i + 1}</span>
              <h3 className="mt-2 text-lg font-bold text-slate-900">{fill(r.title)}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{fill(r.body)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Services({ texts }: { texts: HomeContent["texts"] }) {
  const fill = useFilled();
  return (
    <section className="defer-render mx-auto max-w-6xl px-4 py-16">
      <SectionHeading eyebrow="업무 분야" title="이런 사건을 다룹니다" />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {texts.services.map((s, i) => (
          <li key={i} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-bold text-brand-800">{fill(s.title)}</h3>
            <p className="mt-3 leading-relaxed text-slate-700">{fill(s.body)}</p>
            <Link
              href={paths.boardCategory({ category: s.category })}
              className="mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              관련 법률 정보 보기 →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LatestPosts() {
  const { data, isPending, isError } = useLatestPosts();
  const latest = data ?? [];
  return (
    <section className="defer-render bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow="법률 정보" title="최신 법률 가이드" />
        {isPending ? (
          <p className="mt-10 text-center text-slate-600">로딩 중...</p>
        ) : isError ? (
          <p className="mt-10 text-center text-slate-600">게시글을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>
        ) : latest.length === 0 ? (
          <p className="mt-10 rounded-xl bg-slate-50 p-8 text-center text-slate-600">
            아직 게시된 글이 없습니다. 곧 유익한 법률 정보로 찾아뵙겠습니다.
          </p>
        ) : (
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {latest.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        )}
        <div className="mt-10 text-center">
          <Link href={paths.board()} className="inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            법률 정보 게시판 보기
          </Link>
        </div>
      </div>
    </section>
  );
}

function SectionHeading({ eyebrow, title }: { eyebrow: string; title: string }) {
  return (
    <div className="text-center">
      <p className="text-sm font-semibold tracking-wide text-accent-600">{eyebrow}</p>
      <h2 className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">{title}</h2>
    </div>
  );
}
