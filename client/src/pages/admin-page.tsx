// /admin: the back office. Not in the public layout. Needs a signed-in user: while /api/user loads (also
// during server rendering, where it is not prefetched) a loading message, without a user a move to /auth.
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useSearchParams } from "wouter";
import type { CurrentUser } from "@shared/auth/account-input";
import { useSite } from "@/lib/site";
import { AdminHeader } from "@/components/admin/admin-header";
import { AdminBottomBar, AdminSidebar, SectionSwitcher } from "@/components/admin/admin-nav";
import { sectionFromParam, type AdminGroup } from "@/components/admin/admin-nav-model";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { EnrolmentRequired } from "@/features/admin-account/components/enrolment-required";
import { PasswordSection } from "@/features/admin-account/components/password-section";
import { ReviewCountBadge } from "@/features/admin-law-watch/components/review-count-badge";
import { LaunchBanner } from "@/features/admin-site/components/launch-banner";
import { currentUserKey, useCurrentUser } from "@/features/auth/api/get-current-user";
import { useForgetSession, useLogout } from "@/features/auth/api/logout";
import { useSessionExpiry } from "@/features/auth/hooks/use-session-expiry";
import { useHead } from "@/lib/head";
import { AdminQueryProvider } from "@/lib/query-client";
import { confirmLeave } from "@/lib/unsaved-changes";
import { paths } from "@shared/pages/page-map";
import { ADMIN_GROUPS, DEFAULT_SECTION, screenOf, type AdminSectionId } from "./admin/admin-sections";

export function AdminPage() {
  return (
    <AdminQueryProvider>
      <AdminScreen />
    </AdminQueryProvider>
  );
}

function AdminScreen() {
  const site = useSite();
  useHead({
    title: `관리자 대시보드 | ${site.officeName}`,
    description: `${site.officeName} 관리자 대시보드`,
    canonicalPath: paths.admin(),
    robots: "noindex,nofollow",
  });
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const signedOut = user.data === null;
  useEffect(() => {
    if (signedOut) navigate(paths.auth(), { replace: true });
  }, [signedOut, navigate]);

  if (user.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
        <LoadingState />
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
        <ErrorState onRetry={() => void user.refetch()} />
      </div>
    );
  }
  if (!user.data) return null;
  if (user.data.role !== "admin") return <NotAdministrator user={user.data} />;
  if (user.data.mustChangePassword) return <MustChangePassword user={user.data} />;
  if (user.data.twoFactorRequired && !user.data.twoFactorEnabled) return <MustEnrol user={user.data} />;
  return <AdminDashboard user={user.data} />;
}

/**
 * The selected section lives in the URL (?tab=, the ids the old tab strip used), so a reload keeps it; the default
 * section leaves it out. Moving to another section asks first when a form holds unsaved changes, and drops the
 * filters and the open request of the one left (lists share ?search= and ?status=).
 */
function useSelectedSection(): [AdminSectionId, (id: AdminSectionId) => void] {
  const [params, setParams] = useSearchParams();
  const selected = sectionFromParam(ADMIN_GROUPS, params.get("tab"), DEFAULT_SECTION);
  const select = (id: AdminSectionId) => {
    if (id !== selected && !confirmLeave()) return;
    setParams(
      (current) => {
        const currentId = sectionFromParam(ADMIN_GROUPS, current.get("tab"), DEFAULT_SECTION);
        const next = new URLSearchParams(currentId === id ? current : undefined);
        if (id === DEFAULT_SECTION) next.delete("tab");
        else next.set("tab", id);
        return next;
      },
      { replace: true },
    );
  };
  return [selected, select];
}

/** The address of a section. */
const sectionHref = (id: AdminSectionId) => (id === DEFAULT_SECTION ? paths.admin() : `${paths.admin()}?tab=${id}`);

/** Per group, the section last open in it: a group's button on the phone's bar goes back there. */
function useGroupEntries(selected: AdminSectionId): (group: AdminGroup<AdminSectionId>) => AdminSectionId {
  const last = useRef(new Map<string, AdminSectionId>());
  const current = ADMIN_GROUPS.find((g) => g.sections.some((s) => s.id === selected));
  if (current) last.current.set(current.id, selected);
  return (group) => last.current.get(group.id) ?? group.sections[0].id;
}

/** While the phone's bottom bar shows, toasts appear above it (the toast region reads --toast-bottom below 768 px). */
function useToastsAboveBottomBar(): void {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty("--toast-bottom", "calc(3.5rem + env(safe-area-inset-bottom))");
    return () => {
      root.removeProperty("--toast-bottom");
    };
  }, []);
}

function AdminDashboard({ user }: { user: CurrentUser }) {
  useSessionExpiry();
  useToastsAboveBottomBar();
  const logout = useLogout();
  const [section, selectSection] = useSelectedSection();
  const entryOf = useGroupEntries(section);
  const nav = { groups: ADMIN_GROUPS, current: section, hrefOf: sectionHref, onSelect: selectSection };
  return (
    <div className="min-h-screen bg-slate-100 pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        본문 바로가기
      </a>
      <AdminHeader username={user.username} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      <div className="mx-auto max-w-7xl md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-6 md:px-4 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="md:pt-6">
          <AdminSidebar {...nav} />
        </div>
        <main id="admin-main" className="min-w-0 px-4 pb-16 pt-4 md:px-0 md:pt-6">
          <h1 className="sr-only">관리자 대시보드</h1>
          <LaunchBanner />
          {section === DEFAULT_SECTION && (
            <div className="mb-3 empty:hidden">
              <ReviewCountBadge />
            </div>
          )}
          <SectionSwitcher {...nav} />
          <SectionContent section={section} />
        </main>
      </div>
      <AdminBottomBar {...nav} entryOf={entryOf} />
    </div>
  );
}

/** Re-reads the signed-in user (its two-factor flags changed). */
function useRefreshUser(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: currentUserKey });
}

/** A deployed site requires a second factor: until this administrator sets one up, only the enrolment. */
function MustEnrol({ user }: { user: CurrentUser }) {
  useSessionExpiry();
  const logout = useLogout();
  const refreshUser = useRefreshUser();
  return (
    <div className="min-h-screen bg-slate-100">
      <AdminHeader username={user.username} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      <main id="admin-main" className="px-4 pb-16 pt-6">
        <EnrolmentRequired onEnabled={refreshUser} />
      </main>
    </div>
  );
}

/** Signed in with the generated first password: the password change is all there is until it is done. */
function MustChangePassword({ user }: { user: CurrentUser }) {
  useSessionExpiry();
  const logout = useLogout();
  const refreshUser = useRefreshUser();
  return (
    <div className="min-h-screen bg-slate-100">
      <AdminHeader username={user.username} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      <main id="admin-main" className="mx-auto max-w-2xl px-4 pb-16 pt-6">
        <PasswordSection required onChanged={refreshUser} />
      </main>
    </div>
  );
}

/** A signed-in account without the administrator role: the server refuses it every record, so say so. */
function NotAdministrator({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  return (
    <div className="min-h-screen bg-slate-100">
      <AdminHeader username={user.username} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      <main className="mx-auto max-w-6xl px-4 py-16">
        <p role="alert" className="rounded-xl bg-white p-8 text-center text-[15px] text-slate-800 shadow-sm">
          관리자 권한이 있는 계정만 이용할 수 있습니다. 관리자 계정으로 다시 로그인해주세요.
        </p>
      </main>
    </div>
  );
}

function SectionContent({ section }: { section: AdminSectionId }) {
  const refreshUser = useRefreshUser();
  const forgetSession = useForgetSession();
  return <div key={section}>{screenOf(section).render({ refreshUser, forgetSession })}</div>;
}
