import { Link } from "wouter";
import { REASONS, SERVICE_AREAS, TESTIMONIALS } from "@shared/practice-profile";
import { SITE, TESTIMONIAL_NOTICE, telHref } from "@shared/site-config";
import { useBoardPosts } from "@/features/board/api/get-board-posts";
import { PostCard } from "@/features/board/components/post-card";
import { trackCtaClick } from "@/lib/analytics";
import { useHead } from "@/lib/head";
import { setCtaSource } from "@/lib/visit-source";
import { paths } from "@shared/page-map";

export function HomePage() {
  useHead({
    title: `${SITE.name} | 형사사건 변호사 상담`,
    description: SITE.description,
    canonicalPath: paths.home(),
    keywords: "형사변호사, 형사사건 변호사, 경찰조사, 성범죄 변호사, 음주운전 변호사, 명예훼손, 사기 고소",
    ogImage: "/attached_assets/og-default.png",
    structuredData: { page: "home" },
  });
  return (
    <>
      <Hero />
      <Testimonials />
      <Reasons />
      <Services />
      <LatestPosts />
    </>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex min-h-[78vh] max-w-6xl flex-col justify-center px-4 py-20 md:min-h-[70vh]">
        <p className="text-sm font-semibold tracking-wide text-amber-200">{SITE.attorneyTitle} · {SITE.hours}</p>
        <h1 className="mt-4 text-[2rem] font-extrabold leading-tight md:text-5xl">
          형사사건, 혼자 고민하지 마세요.
          <br />
          첫 대응이 결과를 바꿉니다.
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-100">
          경찰 출석 요구, 음주운전 단속, 명예훼손 고소, 성범죄 혐의까지. 지금 어느 단계에 있는지, 무엇을 준비해야 하는지 변호사가 직접 설명드립니다.
        </p>
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
        <a href={telHref()} className="mt-6 w-fit text-base text-slate-100 underline-offset-4 hover:underline">
          급한 사건은 지금 바로 전화 주세요: <strong className="text-white">{SITE.phone}</strong>
        </a>
        <a href="#testimonials" className="mt-14 flex w-fit flex-col items-center gap-1 self-center text-sm text-slate-200 hover:text-white">
          <span>스크롤하여 더 보기</span>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="motion-safe:animate-bounce">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </a>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section id="testimonials" className="defer-render mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <SectionHeading eyebrow="의뢰인 후기" title="먼저 겪은 분들의 이야기" />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.clientName + t.caseType} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <blockquote className="flex-1 leading-relaxed text-slate-700">“{t.quote}”</blockquote>
            <p className="mt-4 text-sm font-semibold text-slate-900">
              {t.clientName} <span className="font-normal text-slate-600">· {t.caseType}</span>
            </p>
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

function Reasons() {
  return (
    <section className="defer-render bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow="왜 저희인가" title="형사사건을 맡기실 때 확인해야 할 네 가지" />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((r, i) => (
            <li key={r.title} className="rounded-xl bg-slate-50 p-6">
              <span className="text-sm font-bold text-accent-600">0{i + 1}</span>
              <h3 className="mt-2 text-lg font-bold text-slate-900">{r.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{r.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Services() {
  return (
    <section className="defer-render mx-auto max-w-6xl px-4 py-16">
      <SectionHeading eyebrow="업무 분야" title="이런 사건을 다룹니다" />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {SERVICE_AREAS.map((s) => (
          <li key={s.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-bold text-brand-800">{s.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-700">{s.body}</p>
            <Link href={s.href} className="mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
              관련 법률 정보 보기 →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LatestPosts() {
  const { data, isPending, isError } = useBoardPosts();
  const latest = data?.slice(0, 3) ?? [];
  return (
    <section className="defer-render bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading eyebrow="법률 정보" title="최신 법률 가이드" />
        {isPending ? (
          <p className="mt-10 text-center text-slate-600">로딩 중...</p>
        ) : isError ? (
          <p className="mt-10 text-center text-slate-600">게시글을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>
        ) : latest.length === 0 ? (
          <p className="mt-10 rounded-xl bg-slate-50 p-8 text-center text-slate-600">아직 게시된 글이 없습니다. 곧 유익한 법률 정보로 찾아뵙겠습니다.</p>
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
