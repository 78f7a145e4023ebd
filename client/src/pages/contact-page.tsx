import { replyWindowText, telHref } from "@shared/office/site-facts";
import { KakaoChannelLink } from "@/components/content/kakao-channel-link";
import { useSite } from "@/lib/site";
import { ConsultationForm } from "@/features/consultations/components/consultation-form";
import { useHead } from "@/lib/head";
import { paths } from "@shared/pages/page-map";

export function ContactPage() {
  const site = useSite();
  useHead({
    title: `상담 문의 | 법률 상담 신청 | ${site.officeName}`,
    description: `형사사건 법률 상담 신청. 온라인 신청은 언제든 접수됩니다. 경찰조사·성범죄·음주운전·명예훼손·사기 사건을 변호사가 직접 읽고 검토한 뒤 ${replyWindowText(site.replyWithinHours)} 연락드리는 것을 원칙으로 합니다. 상담 시간: ${site.hours}.`,
    canonicalPath: paths.contact(),
    ogImage: "/attached_assets/og-default.png",
    structuredData: { page: "contact" },
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-accent-600">온라인 상담 신청</p>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900 md:text-4xl">법률 상담 문의</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          지금 겪고 계신 일을 간단히 적어 주세요. 변호사가 직접 읽고 어떤 대응이 필요한지 안내해 드립니다.
        </p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_340px] lg:items-start">
        <aside className="space-y-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1" aria-labelledby="guide-heading">
          <div className="rounded-2xl bg-brand-800 p-6 text-white">
            <h2 id="guide-heading" className="text-lg font-bold">
              상담 안내
            </h2>
            <ul className="mt-4 space-y-4 text-[15px] leading-relaxed">
              <li>
                <strong className="block text-amber-200">긴급한 사건은 전화 주세요</strong>
                체포·압수수색·당일 출석 등 급한 상황:{" "}
                <a href={telHref(site.phone)} className="font-bold underline underline-offset-2">
                  {site.phone}
                </a>
                .
                <KakaoChannelLink source="contact:aside" pageSource="contact" className="mt-3 block" />
              </li>
              <li>
                <strong className="block text-amber-200">상담 시간을 정해 두려면</strong>
                <a href={paths.booking()} className="font-bold underline underline-offset-2">
                  상담 예약
                </a>
                에서 비어 있는 시간을 골라 예약할 수 있습니다.
              </li>
              <li>
                <strong className="block text-amber-200">상담 내용은 비밀로 다룹니다</strong>
                변호사는 직무상 알게 된 비밀을 지킬 의무가 있습니다(변호사법 제26조).
              </li>
              <li>
                <strong className="block text-amber-200">방문은 예약제, 비용은 미리 설명드립니다</strong>
                수임 전에 예상 비용과 진행 방식을 먼저 안내해 드립니다.
              </li>
            </ul>
          </div>
        </aside>
        <section className="rounded-2xl bg-white p-5 shadow-sm md:p-8 lg:col-start-1 lg:row-start-1" aria-label="상담 신청">
          <ConsultationForm />
        </section>
      </div>
    </div>
  );
}
