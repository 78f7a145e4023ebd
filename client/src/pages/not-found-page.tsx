import { Link } from "wouter";
import { useSite } from "@/lib/site";
import { useHead, useHttpStatus } from "@/lib/head";
import { paths } from "@shared/pages/page-map";

export function NotFoundPage() {
  const site = useSite();
  useHttpStatus(404);
  useHead({
    title: `페이지를 찾을 수 없습니다 | ${site.officeName}`,
    description: "요청하신 페이지를 찾을 수 없습니다.",
    canonicalPath: "/404",
    robots: "noindex,follow",
  });
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-3 text-slate-600">요청하신 페이지가 없거나 주소가 바뀌었습니다.</p>
        <Link
          href={paths.home()}
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          홈으로 돌아가기
        </Link>
      </div>
    </div>
  );
}
