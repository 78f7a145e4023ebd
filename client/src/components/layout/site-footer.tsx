import { Link } from "wouter";
import { seoulYear } from "@shared/seoul-clock";
import { fullAddress, SITE, telHref } from "@shared/site-config";
import { NAV_LINKS } from "@/lib/nav";
import { paths } from "@shared/page-map";

const CHANNELS = [
  ["youtube", "유튜브 채널"],
  ["blog", "네이버 블로그"],
  ["linkedin", "링크드인 프로필"],
] as const;

export function SiteFooter() {
  const scrollTopIfHome = () => {
    if (window.location.pathname === paths.home()) window.scrollTo({ top: 0, behavior: "smooth" });
  };
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{SITE.name}</p>
          <p className="mt-1 text-sm text-slate-300">{SITE.attorneyTitle} {SITE.attorneyName} · {SITE.barAssociation} 등록</p>
          <address className="mt-4 space-y-1 text-sm not-italic leading-relaxed">
            <p>주소: {fullAddress()}</p>
            <p>
              휴대전화: <a className="underline-offset-2 hover:underline" href={telHref()}>{SITE.phone}</a>
            </p>
            <p>
              이메일: <a className="underline-offset-2 hover:underline" href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </p>
            <p>상담 시간: {SITE.hours}</p>
          </address>
        </div>
        <nav aria-label="빠른 메뉴">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-300">빠른 메뉴</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={link.href === paths.home() ? scrollTopIfHome : undefined} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-300">채널</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {CHANNELS.map(([key, label]) => (
              <li key={key}>
                <a href={SITE.social[key]} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-xs leading-relaxed text-slate-300">
          <Link href={paths.privacy()} className="text-sm font-bold text-white underline-offset-2 hover:underline">
            개인정보처리방침
          </Link>
          <p>
            광고책임변호사 {SITE.advertisingLawyer} · {SITE.barAssociation} 등록번호 {SITE.registration.barNumber} · 사업자등록번호 {SITE.registration.businessNumber} · 개인정보 보호책임자 {SITE.privacyOfficer.name}
          </p>
          <p>
            이 웹사이트의 내용은 일반적인 법률 정보이며 구체적인 사건에 대한 법률 자문이 아닙니다. 개별 사안은 사실관계에 따라 결론이 달라질 수 있으니 반드시 변호사와 직접 상담하시기 바랍니다.
            <br />© {seoulYear(Date.now())} {SITE.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
