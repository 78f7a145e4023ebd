import { SITE } from "@shared/site-config";
import { useHead } from "@/lib/head";

export function HomePage() {
  useHead(
    {
      title: `${SITE.name} | 형사사건 전문 변호사 24시간 상담`,
      description: SITE.description,
      canonicalPath: "/",
    },
    SITE.name,
  );
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">형사사건, 혼자 고민하지 마세요</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        경찰 출석 요구, 음주운전 단속, 명예훼손 고소, 성범죄 혐의까지. {SITE.name}가 처음부터 함께합니다.
      </p>
    </main>
  );
}
