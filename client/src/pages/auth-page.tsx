// /auth: administrator sign-in. Not in the public layout; a signed-in user goes straight to /admin.
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { useSite } from "@/lib/site";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { AdminFeaturesPanel } from "@/features/auth/components/admin-features-panel";
import { LoginForm } from "@/features/auth/components/login-form";
import { useHead } from "@/lib/head";
import { AdminQueryProvider } from "@/lib/query-client";
import { paths } from "@shared/pages/page-map";

export function AuthPage() {
  return (
    <AdminQueryProvider>
      <SignIn />
    </AdminQueryProvider>
  );
}

function SignIn() {
  const site = useSite();
  useHead({
    title: `관리자 로그인 | ${site.officeName}`,
    description: `${site.officeName} 관리자 로그인`,
    canonicalPath: paths.auth(),
    robots: "noindex,nofollow",
  });
  const { data: user } = useCurrentUser();
  const [, navigate] = useLocation();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) navigate(paths.admin(), { replace: true });
  }, [signedIn, navigate]);

  return (
    <div className="flex min-h-screen bg-slate-100">
      <AdminFeaturesPanel />
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-md">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <p className="text-sm font-semibold text-brand-700">{site.officeName}</p>
            <h1 className="mt-1 text-2xl font-extrabold text-slate-900">관리자 로그인</h1>
            <p className="mt-2 text-[15px] text-slate-600">관리자 계정으로 로그인해 주세요.</p>
            <div className="mt-6">
              <LoginForm />
            </div>
          </div>
          <p className="mt-6 text-center">
            <Link
              href={paths.home()}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-[15px] font-medium text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span aria-hidden="true" className="mr-1">
                ←
              </span>
              홈페이지로 돌아가기
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}
