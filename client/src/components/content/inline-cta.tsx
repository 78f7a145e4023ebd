import { Link } from "wouter";
import { telHref } from "@shared/office/site-facts";
import { paths } from "@shared/pages/page-map";
import { useSite } from "@/lib/site";
import { setCtaSource } from "@/lib/visit-source";

/** The short call to action inside a guide's body (after its second section): call, or ask in writing. */
export function InlineCta({ source }: { source: string }) {
  const site = useSite();
  return (
    <aside aria-label="상담 안내" className="my-10 rounded-xl border border-brand-200 bg-brand-50 p-5">
      <p className="my-0 font-bold text-slate-900">내 사건은 어떻게 대응해야 할지 궁금하신가요?</p>
      <p className="mb-0 mt-1 text-[15px] leading-relaxed text-slate-700">사실관계에 따라 대응이 달라집니다.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <a
          href={telHref(site.phone)}
          className="rounded-lg bg-white px-5 py-3 text-center font-bold text-brand-800 no-underline ring-1 ring-brand-300"
        >
          {`전화 ${site.phone}`}
        </a>
        <Link
          href={paths.contact()}
          onClick={() => setCtaSource(source)}
          className="rounded-lg bg-accent-600 px-5 py-3 text-center font-bold text-white no-underline hover:bg-accent-500"
        >
          상담 신청하기
        </Link>
      </div>
    </aside>
  );
}
