import { Link } from "wouter";
import { telHref } from "@shared/office/site-facts";
import { paths } from "@shared/pages/page-map";
import { useSite } from "@/lib/site";

const ITEM = "flex min-h-14 flex-1 items-center justify-center text-[15px] font-bold";

/**
 * On phones (under 768px) a bar fixed at the bottom of every public page: call, KakaoTalk (when the office has a
 * channel) and the request form. Plain links rendered on the server; the page keeps room for it below its footer
 * and it steps aside while a form field has focus (index.css, "call bar").
 */
export function MobileActionBar() {
  const site = useSite();
  const kakao = site.social.kakaoChannel;
  return (
    <nav
      aria-label="빠른 연락"
      className="mobile-action-bar fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <a href={telHref(site.phone)} className={`${ITEM} text-brand-800`}>
        전화
      </a>
      {kakao && (
        <a href={kakao} target="_blank" rel="noopener noreferrer" className={`${ITEM} bg-[#FEE500] text-[#191919]`}>
          카카오톡<span className="sr-only"> (새 창)</span>
        </a>
      )}
      <Link href={paths.contact()} className={`${ITEM} bg-accent-600 text-white`}>
        상담 신청
      </Link>
    </nav>
  );
}
