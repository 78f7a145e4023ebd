// The home page's first screen and cards at a phone's width (390 px), drawn with the home page's own classes as
// they apply on a phone, the office's facts filled in. The home page itself is not loaded into the back office.
import { CATEGORIES } from "@shared/content/categories";
import type { HomeTextsInput } from "@shared/office/practice-profile";
import { attorneyTitleFor, fillPlaceholders, officePlaceholderValues } from "@shared/office/site-facts";
import { useSite } from "@/lib/site";

export function HomePreview({ texts }: { texts: HomeTextsInput }) {
  const site = useSite();
  const values = officePlaceholderValues(site);
  const fill = (text: string | undefined) => fillPlaceholders(text ?? "", values);
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-sm font-semibold text-slate-700">휴대폰 화면 미리보기 (폭 390px 기준)</figcaption>
      <div className="mx-auto w-full max-w-[390px] overflow-hidden rounded-2xl border-4 border-slate-800 bg-slate-50">
        <div className="max-h-[720px] overflow-y-auto" tabIndex={0} aria-label="미리보기 내용 (스크롤)" role="region">
          <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-12 text-white">
            <p className="text-sm font-semibold tracking-wide text-amber-200">
              {attorneyTitleFor(site.registeredSpecialties)} · {site.hours}
            </p>
            <p className="mt-4 text-[2rem] font-extrabold leading-tight">
              {fill(texts.heroHeadline)
                .split("\n")
                .map((line, i) => (
                  <span key={i} className="block">
                    {line}
                  </span>
                ))}
            </p>
            <p className="mt-6 text-lg leading-relaxed text-slate-100">{fill(texts.heroSub)}</p>
            <p className="mt-8 rounded-lg bg-accent-600 px-7 py-4 text-center text-lg font-bold text-white">상담 신청하기</p>
          </div>
          <div className="bg-white px-4 py-10">
            <p className="text-center text-sm font-semibold text-accent-600">왜 저희인가</p>
            <ol className="mt-6 grid gap-4">
              {(texts.reasons ?? []).map((r, i) => (
                <li key={i} className="rounded-xl bg-slate-50 p-6">
                  <span className="text-sm font-bold text-accent-600">0{i + 1}</span>
                  <p className="mt-2 text-lg font-bold text-slate-900">{fill(r.title)}</p>
                  <p className="mt-2 leading-relaxed text-slate-700">{fill(r.body)}</p>
                </li>
              ))}
            </ol>
          </div>
          <div className="px-4 py-10">
            <p className="text-center text-sm font-semibold text-accent-600">업무 분야</p>
            <ul className="mt-6 grid gap-4">
              {(texts.services ?? []).map((s, i) => (
                <li key={i} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <p className="text-xl font-bold text-brand-800">{fill(s.title)}</p>
                  <p className="mt-3 leading-relaxed text-slate-700">{fill(s.body)}</p>
                  <p className="mt-4 font-semibold text-brand-700">
                    관련 법률 정보 보기 → ({CATEGORIES.find((c) => c.slug === s.category)?.name ?? "카테고리 없음"})
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </figure>
  );
}
