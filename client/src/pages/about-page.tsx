import { Link } from "wouter";
import type { PublicProfile } from "@shared/office/attorney-profile";
import {
  attorneyTitleFor,
  BAR_ASSOCIATION,
  SAMPLE_INTERVIEWS_LIST_NOTICE,
  SAMPLE_LABEL,
  TESTIMONIAL_NOTICE,
} from "@shared/office/site-facts";
import { ContentBody } from "@/components/content/content-body";
import { useProfile } from "@/features/site/api/get-profile";
import { trackCtaClick } from "@/lib/analytics";
import { useHead } from "@/lib/head";
import { useSite } from "@/lib/site";
import { setCtaSource } from "@/lib/visit-source";
import { paths } from "@shared/pages/page-map";
import { versionedAsset } from "@shared/lib/artwork";

export function AboutPage() {
  const site = useSite();
  const { data: profile } = useProfile();
  const title = attorneyTitleFor(site.registeredSpecialties);
  useHead({
    title: `변호사 소개 | ${title} ${site.attorneyName} | ${site.officeName}`,
    description: `${title} ${site.attorneyName}의 학력, 경력, 활동과 형사사건을 대하는 원칙을 소개합니다. 수사 단계부터 재판까지 직접 변론합니다.`,
    canonicalPath: paths.about(),
    ogType: "profile",
    ogImage: profile?.photo?.url ?? "/attached_assets/og-default.png",
    structuredData: {
      page: "about",
      profile: profile ? { photo: profile.photo, education: profile.education, languages: profile.languages } : undefined,
    },
  });
  if (!profile) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
      <div className="grid gap-10 md:grid-cols-[300px_1fr] md:items-start">
        <figure className="mx-auto w-full max-w-[300px]">
          <Portrait profile={profile} attorneyName={site.attorneyName} />
          <figcaption className="mt-3 text-center">
            <span className="block text-xl font-bold text-slate-900">{site.attorneyName} 변호사</span>
            <span className="text-sm text-slate-600">
              {title} · {BAR_ASSOCIATION}
            </span>
          </figcaption>
        </figure>
        <div>
          <p className="text-sm font-semibold text-accent-600">변호사 소개</p>
          <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 md:text-4xl">{profile.headline}</h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{profile.intro}</p>
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <ProfileList title="학력" items={profile.education} />
            <ProfileList title="주요 경력" items={profile.career} />
            <ProfileList title="위원 활동" items={profile.committees} />
            <ProfileList title="수상" items={profile.awards} />
            <ProfileList title="상담 가능 언어" items={profile.languages} />
          </div>
        </div>
      </div>
      {(profile.storyHtml || profile.interviews.length > 0) && (
        <section className="defer-render mt-14 rounded-2xl bg-white p-6 shadow-sm md:p-10" aria-labelledby="story-heading">
          <h2 id="story-heading" className="text-2xl font-bold text-slate-900">
            변호사가 된 이유, 그리고 지키는 원칙
          </h2>
          <ContentBody html={profile.storyHtml} className="mt-5 text-[17px] leading-[1.9] text-slate-700" />
          {profile.interviews.length > 0 && (
            <>
              <ul className="mt-6 space-y-2">
                {profile.interviews.map((i) => (
                  <li key={i.id}>
                    <Link
                      href={paths.interview({ slug: i.slug })}
                      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {i.isSample ? `${SAMPLE_LABEL} 인터뷰` : "고객 이야기"}: {i.title} →
                    </Link>
                  </li>
                ))}
              </ul>
              {profile.interviews.some((i) => i.isSample) && (
                <p className="mt-3 text-sm font-medium text-amber-900">{SAMPLE_INTERVIEWS_LIST_NOTICE}</p>
              )}
              {profile.interviews.some((i) => !i.isSample) && <p className="mt-3 text-sm text-slate-600">{TESTIMONIAL_NOTICE}</p>}
            </>
          )}
        </section>
      )}
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

/** The saved photo in its sizes, or the neutral placeholder until the attorney uploads one. */
function Portrait({ profile, attorneyName }: { profile: PublicProfile; attorneyName: string }) {
  const className = "w-full rounded-2xl bg-slate-200 shadow-md";
  if (profile.photo) {
    const { url, width, height, alt } = profile.photo;
    return (
      <img
        src={url}
        width={width}
        height={height}
        sizes="300px"
        loading="eager"
        fetchPriority="high"
        alt={alt}
        className={`${className} h-auto`}
      />
    );
  }
  return (
    <img
      src={versionedAsset("/attached_assets/attorney-portrait.webp")}
      srcSet={`${versionedAsset("/attached_assets/attorney-portrait-300.webp")} 300w, ${versionedAsset("/attached_assets/attorney-portrait.webp")} 600w`}
      sizes="300px"
      width={300}
      height={375}
      loading="eager"
      fetchPriority="high"
      alt={`${attorneyName} 변호사 프로필 사진 자리 (실제 사진으로 교체 예정)`}
      className={className}
    />
  );
}

/** A titled list; nothing at all when it has no item (a heading says 수상 only when there is an award). */
function ProfileList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className="border-b border-slate-200 pb-2 text-base font-bold text-brand-800">{title}</h2>
      <ul className="mt-3 space-y-1.5 text-[15px] text-slate-700">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
