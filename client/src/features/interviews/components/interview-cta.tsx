import { Link } from "wouter";
import { trackCtaClick } from "@/lib/analytics";
import { setCtaSource } from "@/lib/visit-source";
import { paths } from "@shared/pages/page-map";

/** The closing call to action under an interview. */
export function InterviewCta({ slug }: { slug: string }) {
  const source = `interview:${slug}`;
  return (
    <section
      aria-labelledby="interview-cta-heading"
      className="defer-render mt-14 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-10 text-center text-white md:px-10"
    >
      <h2 id="interview-cta-heading" className="text-2xl font-bold md:text-[1.7rem]">
        비슷한 상황으로 고민하고 계신가요?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-slate-100">
        사건마다 사정이 다르고, 첫 대응이 결과를 바꿉니다. 지금 상황을 변호사에게 직접 설명하고 필요한 준비를 안내받으세요.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          href={paths.contact()}
          onClick={() => {
            setCtaSource(source);
            trackCtaClick(source, "consultation_request", "interview");
          }}
          className="rounded-lg bg-accent-600 px-7 py-3.5 text-lg font-bold text-white shadow-lg hover:bg-accent-500"
        >
          상담 신청하기
        </Link>
        <Link
          href={paths.about()}
          onClick={() => trackCtaClick(source, "profile_view", "interview")}
          className="rounded-lg border border-white/60 px-7 py-3.5 text-lg font-semibold text-white hover:bg-white/10"
        >
          변호사 프로필 보기
        </Link>
      </div>
    </section>
  );
}
