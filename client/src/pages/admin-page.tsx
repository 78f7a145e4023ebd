// /admin: the back office. Not in the public layout. Needs a signed-in user: while /api/user loads (also
// during server rendering, where it is not prefetched) a loading message, without a user a move to /auth.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useSearchParams } from "wouter";
import type { CurrentUser } from "@shared/auth/account-input";
import { useSite } from "@/lib/site";
import { AdminHeader } from "@/components/admin/admin-header";
import { AdminTabs, type AdminTab } from "@/components/admin/admin-tabs";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { AccountPanel } from "@/features/admin-account/components/account-panel";
import { EnrolmentRequired } from "@/features/admin-account/components/enrolment-required";
import { PasswordSection } from "@/features/admin-account/components/password-section";
import { SubjectRequestsPanel } from "@/features/admin-privacy/components/subject-requests-panel";
import { AccessLogPanel } from "@/features/admin-consultations/components/access-log-panel";
import { ConsultationsPanel } from "@/features/admin-consultations/components/consultations-panel";
import { PostsPanel } from "@/features/admin-posts/components/posts-panel";
import { LawWatchPanel } from "@/features/admin-law-watch/components/law-watch-panel";
import { OutcomeReportPanel } from "@/features/admin-reports/components/outcome-report-panel";
import { InterviewsPanel } from "@/features/admin-interviews/components/interviews-panel";
import { SeoPanel } from "@/features/admin-seo/components/seo-panel";
import { HomeTextsPanel } from "@/features/admin-site/components/home-texts-panel";
import { LaunchChecklist } from "@/features/admin-site/components/launch-checklist";
import { ProfilePanel } from "@/features/admin-site/components/profile-panel";
import { SiteSettingsPanel } from "@/features/admin-site/components/site-settings-panel";
import { TestimonialsPanel } from "@/features/admin-site/components/testimonials-panel";
import { IntakeSettingsPanel } from "@/features/admin-site/components/intake-settings-panel";
import { ToolsAdminPanel } from "@/features/admin-tools/components/tools-admin-panel";
import { currentUserKey, useCurrentUser } from "@/features/auth/api/get-current-user";
import { useForgetSession, useLogout } from "@/features/auth/api/logout";
import { useSessionExpiry } from "@/features/auth/hooks/use-session-expiry";
import { useHead } from "@/lib/head";
import { AdminQueryProvider } from "@/lib/query-client";
import { paths } from "@shared/pages/page-map";

type AdminTabId =
  | "consultations"
  | "reports"
  | "posts"
  | "interviews"
  | "site"
  | "profile"
  | "home-texts"
  | "testimonials"
  | "intake"
  | "seo"
  | "access-log"
  | "privacy"
  | "tools"
  | "account"
  | "law-watch";

const TABS: readonly AdminTab<AdminTabId>[] = [
  { id: "consultations", label: "상담 관리" },
  { id: "posts", label: "게시글 관리" },
  { id: "reports", label: "성과 보고서" },
  { id: "interviews", label: "고객 인터뷰" },
  { id: "site", label: "사무소 정보" },
  { id: "profile", label: "변호사 소개" },
  { id: "home-texts", label: "홈 화면 문구" },
  { id: "testimonials", label: "의뢰인 후기" },
  { id: "intake", label: "접수 알림" },
  { id: "seo", label: "SEO 설정" },
  { id: "access-log", label: "접근 기록" },
  { id: "privacy", label: "개인정보 요청" },
  { id: "tools", label: "기한 계산 규칙·공휴일" },
  { id: "account", label: "계정 보안" },
  { id: "law-watch", label: "법령 변경" },
];
const DEFAULT_TAB: AdminTabId = "consultations";

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
 * The selected tab lives in the URL (?tab=), so a reload keeps it; the default tab leaves it out. Moving to
 * another tab drops the filters of the one left (both lists use ?search= and ?status=).
 */
function useSelectedTab(): [AdminTabId, (tab: AdminTabId) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const selected = TABS.find((t) => t.id === requested)?.id ?? DEFAULT_TAB;
  const select = (tab: AdminTabId) =>
    setParams(
      (current) => {
        const currentTab = TABS.find((t) => t.id === current.get("tab"))?.id ?? DEFAULT_TAB;
        const next = new URLSearchParams(currentTab === tab ? current : undefined);
        if (tab === DEFAULT_TAB) next.delete("tab");
        else next.set("tab", tab);
        return next;
      },
      { replace: true },
    );
  return [selected, select];
}

function AdminDashboard({ user }: { user: CurrentUser }) {
  useSessionExpiry();
  const logout = useLogout();
  const [tab, selectTab] = useSelectedTab();
  return (
    <div className="min-h-screen bg-slate-100">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        본문 바로가기
      </a>
      <AdminHeader username={user.username} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      <main id="admin-main" className="mx-auto max-w-6xl px-4 pb-16 pt-6">
        <h1 className="mb-4 text-2xl font-extrabold text-slate-900">관리자 대시보드</h1>
        <LaunchChecklist />
        <AdminTabs label="관리 메뉴" tabs={TABS} selected={tab} onSelect={selectTab} renderPanel={(id) => <TabContent tab={id} />} />
      </main>
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

function TabContent({ tab }: { tab: AdminTabId }) {
  const refreshUser = useRefreshUser();
  const forgetSession = useForgetSession();
  if (tab === "account") return <AccountPanel onTwoFactorChanged={refreshUser} onSignedOut={forgetSession} />;
  if (tab === "consultations") return <ConsultationsPanel />;
  if (tab === "reports") return <OutcomeReportPanel />;
  if (tab === "privacy") return <SubjectRequestsPanel />;
  if (tab === "access-log") return <AccessLogPanel />;
  if (tab === "seo") return <SeoPanel />;
  if (tab === "interviews") return <InterviewsPanel />;
  if (tab === "site") return <SiteSettingsPanel />;
  if (tab === "profile") return <ProfilePanel />;
  if (tab === "home-texts") return <HomeTextsPanel />;
  if (tab === "testimonials") return <TestimonialsPanel />;
  if (tab === "intake") return <IntakeSettingsPanel />;
  if (tab === "tools") return <ToolsAdminPanel />;
  if (tab === "law-watch") return <LawWatchPanel />;
  return <PostsPanel />;
}
