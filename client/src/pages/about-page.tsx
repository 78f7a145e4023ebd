import { Link } from "wouter";
import { SITE, TESTIMONIAL_NOTICE } from "@shared/site-config";
import { trackCtaClick } from "@/lib/analytics";
import { useHead } from "@/lib/head";
import { setCtaSource } from "@/lib/visit-source";
import { paths } from "@shared/page-map";
import { versionedAsset } from "@shared/artwork";
import { ATTORNEY_PROFILE } from "@shared/attorney-profile";

export function AboutPage() {
  useHead({
    title: `변호사 소개 | ${SITE.attorneyTitle} ${SITE.attorneyName} | ${SITE.name}`,
    description: `${SITE.attorneyTitle} ${SITE.attorneyName}의 학력, 경력, 활동과 형사사건을 대하는 원칙을 소개합니다. 수사 단계부터 재판까지 직접 변론합니다.`,
    canonicalPath: paths.about(),
    ogType: "profile",
    ogImage: "/attached_assets/og-default.png",
    structuredData: { page: "about" },
  });
  const p = ATTORNEY_PROFILE;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <div className="grid gap-10 md:grid-cols-[300px_1fr] md:items-start">
        <figure className="mx-auto w-full max-w-[300px]">
          <img
            src={versionedAsset("/attached_assets/attorney-portrait.webp")}
            srcSet={`${versionedAsset("/attached_assets/attorney-portrait-300.webp")} 300w, ${versionedAsset("/attached_assets/attorney-portrait.webp")} 600w`}
            sizes="300px"
            width={300}
            height={375}
            loading="eager"
            fetchPriority="high"
            alt={`${SITE.attorneyName} 변호사 프로필 사진 자리 (실제 사진으로 교체 예정)`}
            className="w-full rounded-2xl bg-slate-200 shadow-md"
          />
          <figcaption className="mt-3 text-center">
            <span className="block text-xl font-bold text-slate-900">{SITE.attorneyName} 변호사</span>
            <span className="text-sm text-slate-600">{SITE.attorneyTitle} · {SITE.barAssociation}</span>
          </figcaption>
        </figure>
        <div>
          <p className="text-sm font-semibold text-accent-600">변호사 소개</p>
          <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 md:text-4xl">{p.headline}</h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{p.intro}</p>
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <ProfileList title="학력" items={p.education} />
            <ProfileList title="수상 및 위원 활동" items={p.awards} />
            <ProfileList title="주요 경력" items={p.career} />
            <ProfileList title="상담 가능 언어" items={p.languages} />
          </div>
        </div>
      </div>
      <section className="defer-render mt-14 rounded-2xl bg-white p-6 shadow-sm md:p-10" aria-labelledby="story-heading">
        <h2 id="story-heading" className="text-2xl font-bold text-slate-900">변호사가 된 이유, 그리고 지키는 원칙</h2>
        <div className="mt-5 space-y-5 text-[17px] leading-[1.9] text-slate-700">
          {p.story.map((para) => (
            <p key={para.slice(0, 20)}>{para}</p>
          ))}
        </div>
        <ul className="mt-6 space-y-2">
          {p.storyLinks.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                고객 이야기: {l.label} →
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">{TESTIMONIAL_NOTICE}</p>
      </section>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          href={paths.contact()}
          onClick={() => {
            setCtaSource("about:bottom");
            trackCtaClick("about_bottom", "consultation_request", "about");
          }}
          className="rounded-lg bg-accent-600 px-7 py-4 text-center text-lg font-bold text-white hover:bg-accent-500"
        >
          상담 신청하기
        </Link>
      </div>
    </div>
  );
}

function ProfileList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section>
      <h2 className="border-b border-slate-200 pb-2 text-base font-bold text-brand-800">{title}</h2>
      <ul className="mt-3 space-y-1.5 text-[15px] text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
