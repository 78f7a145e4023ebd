// /privacy and /privacy/{version}: the privacy policy, current or as published on an earlier date. The text is
// the page's data (made on the server from shared/privacy/privacy-policy.ts with the office's saved facts), not code: this
// chunk holds only the layout, and loads only on these pages.
import { Link, useParams } from "wouter";
import { formatKoreanDate } from "@shared/lib/dates";
import { usePrivacyPolicy } from "@/features/site/api/get-privacy-policy";
import { useSite } from "@/lib/site";
import { useHead } from "@/lib/head";
import { paths } from "@shared/pages/page-map";

export function PrivacyPage() {
  const site = useSite();
  const { version = "" } = useParams<{ version?: string }>();
  const { data } = usePrivacyPolicy(version);
  const isCurrent = !version || data?.shown.version === data?.currentVersion;
  // The current version has one address, /privacy; earlier ones their own.
  const canonicalPath = isCurrent ? paths.privacy() : paths.privacyVersion({ version });
  useHead({
    title: `개인정보처리방침${isCurrent ? "" : ` (${version} 시행본)`} | ${site.officeName}`,
    description: `${site.officeName}가 상담 신청으로 받은 개인정보를 어떤 목적으로, 얼마나 보관하고, 어떻게 파기하는지와 정보주체의 권리를 안내합니다.`,
    canonicalPath,
    ogImage: "/attached_assets/og-default.png",
    // An edition at its dated address is for reference: /privacy is the one to index.
    robots: version ? "noindex,follow" : undefined,
    structuredData: { page: "privacy" },
  });
  if (!data) return null;
  const { shown, earlier } = data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <p className="text-sm font-semibold text-accent-600">{site.officeName}</p>
      <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 md:text-4xl">개인정보처리방침</h1>
      <p className="mt-4 text-[15px] text-slate-700">
        버전 {shown.version} · 시행일 <time dateTime={shown.effectiveDate}>{formatKoreanDate(shown.effectiveDate)}</time>
        {!isCurrent && (
          <>
            {" "}
            · 이전 버전입니다.{" "}
            <Link href={paths.privacy()} className="font-semibold text-brand-700 underline underline-offset-2">
              현재 방침 보기
            </Link>
          </>
        )}
      </p>
      <nav aria-label="목차" className="mt-8 rounded-xl bg-slate-50 p-5">
        <h2 className="text-base font-bold text-slate-900">목차</h2>
        <ol className="mt-2 space-y-1 text-[15px]">
          {shown.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {shown.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-heading`} className="text-xl font-bold text-slate-900">
            {section.title}
          </h2>
          <div className="mt-3 space-y-3 text-[16px] leading-[1.85] text-slate-700">
            {section.paragraphs.map((text) => (
              <p key={text.slice(0, 40)}>{text}</p>
            ))}
            {section.items && (
              <ul className="list-disc space-y-1.5 pl-5">
                {section.items.map((item) => (
                  <li key={item.slice(0, 40)} className="break-words">
                    {item}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
      <section aria-labelledby="versions-heading" className="mt-12 border-t border-slate-200 pt-6">
        <h2 id="versions-heading" className="text-lg font-bold text-slate-900">
          이전 버전
        </h2>
        {earlier.length === 0 ? (
          <p className="mt-2 text-[15px] text-slate-600">이 방침이 첫 버전입니다.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-[15px]">
            {earlier.map((v) => (
              <li key={v.version}>
                <Link href={paths.privacyVersion({ version: v.version })} className="text-brand-700 underline underline-offset-2">
                  {formatKoreanDate(v.effectiveDate)} 시행본
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
