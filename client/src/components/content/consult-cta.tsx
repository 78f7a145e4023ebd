import { Link } from "wouter";
import { telHref } from "@shared/office/site-facts";
import { useSite } from "@/lib/site";
import { KakaoChannelLink } from "./kakao-channel-link";
import { trackCtaClick } from "@/lib/analytics";
import { setCtaSource } from "@/lib/visit-source";
import { paths } from "@shared/pages/page-map";

/** The closing call to action of every article and interview; `source` says where (e.g. "board:slug"). */
export function ConsultCta({ source, pageSource }: { source: string; pageSource: "board" | "interview" }) {
  const site = useSite();
  return (
    <aside className="defer-render mt-14 rounded-2xl bg-brand-800 p-6 text-white md:p-8" aria-labelledby="consult-cta-title">
      <h2 id="consult-cta-title" className="text-xl font-bold md:text-2xl">
        형사사건으로 도움이 필요하신가요?
      </h2>
      <p className="mt-3 leading-relaxed text-slate-100">
        이 글은 일반적인 법률 정보입니다. 지금 겪고 계신 사건은 사실관계에 따라 대응이 달라집니다. 혼자 판단하기 전에 변호사와 상담하세요.
        변호사는 상담에서 알게 된 비밀을 지킬 의무가 있습니다.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          href={paths.contact()}
          onClick={() => {
            setCtaSource(source);
            trackCtaClick(source, "consultation_request", pageSource);
          }}
          className="rounded-lg bg-accent-600 px-6 py-3.5 text-center text-lg font-bold text-white hover:bg-accent-500"
        >
          변호사 상담 신청하기
        </Link>
        <Link
          href={paths.about()}
          onClick={() => trackCtaClick(source, "profile_view", pageSource)}
          className="rounded-lg border border-white/60 px-6 py-3.5 text-center text-lg font-semibold text-white hover:bg-white/10"
        >
          변호사 프로필 보기
        </Link>
      </div>
      <p className="mt-4 text-sm text-slate-200">
        급한 경우 전화:{" "}
        <a href={telHref(site.phone)} className="whitespace-nowrap font-semibold underline">
          {site.phone}
        </a>{" "}
        ({site.hours})
      </p>
      <KakaoChannelLink source={source} pageSource={pageSource} className="mt-3 inline-block" />
    </aside>
  );
}
