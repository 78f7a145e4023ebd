// The back office's top bar: office name, who is signed in, a way back to the public site, sign-out.
import { Link } from "wouter";
import { useSite } from "@/lib/site";
import { secondaryButtonClass } from "./button-styles";
import { paths } from "@shared/pages/page-map";

interface AdminHeaderProps {
  username: string;
  onLogout: () => void;
  loggingOut: boolean;
}

export function AdminHeader({ username, onLogout, loggingOut }: AdminHeaderProps) {
  const site = useSite();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-4 px-4 py-2 sm:py-3">
        <p className="min-w-0 truncate text-base font-bold text-slate-900">
          {site.officeName} <span className="ml-1 rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">관리자</span>
        </p>
        <div className="flex shrink-0 items-center gap-2">
          {/* On a phone the bar keeps one line: who is signed in and the way to the site wait for wider screens. */}
          <span className="mr-1 hidden text-[15px] text-slate-700 sm:inline">
            <strong className="font-semibold text-slate-900">{username}</strong> 님
          </span>
          <Link href={paths.home()} className={secondaryButtonClass.replace("inline-flex", "hidden sm:inline-flex")}>
            홈페이지
          </Link>
          <button type="button" onClick={onLogout} disabled={loggingOut} className={secondaryButtonClass}>
            {loggingOut ? "로그아웃 중..." : "로그아웃"}
          </button>
        </div>
      </div>
    </header>
  );
}
