import { Link } from "wouter";
import { seoulYear } from "@shared/lib/seoul-clock";
import { attorneyTitleFor, BAR_ASSOCIATION, fullAddress, telHref } from "@shared/office/site-facts";
import { SOCIAL_LABELS_SHORT } from "@/lib/social";
import { NAV_LINKS } from "@/lib/nav";
import { useSite } from "@/lib/site";
import { paths } from "@shared/pages/page-map";

export function SiteFooter() {
  const site = useSite();
  const channels = SOCIAL_LABELS_SHORT.filter(([key]) => site.social[key] !== "");
  const scrollTopIfHome = () => {
    if (window.location.pathname === paths.home()) window.scrollTo({ top: 0, behavior: "smooth" });
  };
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.officeName}</p>
          <p className="mt-1 text-sm text-slate-300">
            {attorneyTitleFor(site.registeredSpecialties)} {site.attorneyName} · {BAR_ASSOCIATION} 등록
          </p>
          <address className="mt-4 space-y-1 text-sm not-italic leading-relaxed">
            <p>주소: {fullAddress(site.address)}</p>
            <p>
              전화:{" "}
              <a className="whitespace-nowrap underline-offset-2 hover:underline" href={telHref(site.phone)}>
                {site.phone}
              </a>
            </p>
            <p>
              이메일:{" "}
              <a className="underline-offset-2 hover:underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>상담 시간: {site.hours}</p>
          </address>
        </div>
        <nav aria-label="빠른 메뉴">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-300">빠른 메뉴</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={link.href === paths.home() ? scrollTopIfHome : undefined}
                  className="hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-300">채널</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {channels.map(([key, label]) => (
              <li key={key}>
                <a href={site.social[key]} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
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
            광고책임변호사 {site.advertisingLawyer} · {BAR_ASSOCIATION} 등록번호 {site.barNumber} · 사업자등록번호 {site.businessNumber} ·
            개인정보 보호책임자 {site.privacyOfficer.name}
          </p>
          <p>
            이 웹사이트의 내용은 일반적인 법률 정보이며 구체적인 사건에 대한 법률 자문이 아닙니다. 개별 사안은 사실관계에 따라 결론이 달라질
            수 있으니 반드시 변호사와 직접 상담하시기 바랍니다.
            <br />© {seoulYear(Date.now())} {site.officeName}. 무단 전재 및 재배포 금지
          </p>
        </div>
      </div>
    </footer>
  );
}
