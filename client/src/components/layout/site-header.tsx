import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "wouter";
import { attorneyTitleFor, telHref } from "@shared/office/site-facts";
import { KakaoChannelLink } from "@/components/content/kakao-channel-link";
import { cn } from "@/lib/cn";
import { isNavActive, NAV_LINKS } from "@/lib/nav";
import { useSite } from "@/lib/site";
import { paths } from "@shared/pages/page-map";

// The side menu's code loads when a visitor reaches for the button (a pointer over it, a finger too, or focus),
// not with every page.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export function SiteHeader() {
  const site = useSite();
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const preloadMenu = () => void loadMobileMenu();
  // Opaque, with no backdrop blur: a blur under a sticky header is repainted on every scroll frame of a cheap
  // phone, and behind a 95% white it showed next to nothing.
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href={paths.home()} className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-lg font-bold text-brand-800">
            {site.officeName}
            <span className="sr-only"> 홈</span>
          </span>
          <span className="text-xs text-slate-600">
            {attorneyTitleFor(site.registeredSpecialties)} {site.attorneyName}
          </span>
        </Link>
        <nav aria-label="주 메뉴" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} label={link.label} active={isNavActive(link.href, path)} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <KakaoChannelLink source="header" pageSource="header" className="text-sm" />
          <Link href={paths.booking()} className="text-sm font-semibold text-brand-800">
            상담 예약
          </Link>
          <a href={telHref(site.phone)} className="rounded-lg bg-accent-600 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-500">
            {site.phone}
          </a>
        </div>
        <button
          type="button"
          onClick={() => {
            setMenuWanted(true);
            setOpen(true);
          }}
          onPointerEnter={preloadMenu}
          onFocus={preloadMenu}
          aria-expanded={open}
          aria-haspopup="dialog"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
          aria-label="메뉴 열기"
        >
          <MenuIcon />
        </button>
        {menuWanted && (
          <Suspense fallback={null}>
            <MobileMenu open={open} onOpenChange={setOpen} title="메뉴">
              <nav aria-label="모바일 메뉴" className="flex-1 overflow-y-auto p-2">
                <ul className="flex flex-col">
                  {NAV_LINKS.map((link) => (
                    <li key={link.href}>
                      <NavLink
                        href={link.href}
                        label={link.label}
                        active={isNavActive(link.href, path)}
                        onNavigate={() => setOpen(false)}
                        block
                      />
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="space-y-2 border-t border-slate-200 p-4">
                <a href={telHref(site.phone)} className="block rounded-lg bg-accent-600 px-4 py-3 text-center font-semibold text-white">
                  전화 상담 {site.phone}
                </a>
                <KakaoChannelLink source="mobile_menu" pageSource="header" className="block py-3" />
              </div>
            </MobileMenu>
          </Suspense>
        )}
      </div>
    </header>
  );
}

function NavLink({
  href,
  label,
  active,
  onNavigate,
  block,
}: {
  href: string;
  label: string;
  active: boolean;
  onNavigate?: () => void;
  block?: boolean;
}) {
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cn(
        "rounded-lg px-3 py-2 text-[15px] font-medium transition-colors",
        block && "block px-4 py-3 text-base",
        active ? "bg-brand-50 text-brand-800 font-semibold" : "text-slate-700 hover:bg-slate-100 hover:text-brand-800",
      )}
    >
      {label}
    </Link>
  );
}

function MenuIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
