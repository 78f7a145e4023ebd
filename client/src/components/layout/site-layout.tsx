import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MobileActionBar } from "./mobile-action-bar";

/** Public page frame: skip link, header, content, footer, the phone's call bar; every navigation scrolls smoothly to the top. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, [path]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        본문 바로가기
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileActionBar />
    </div>
  );
}
