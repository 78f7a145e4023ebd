// /tools/drunk-driving: the statutory ranges for drunk driving, from a plain GET form that works without
// JavaScript (the server computes the answer into the page). Statutory ranges only: no predicted sentence.
import { useSearch } from "wouter";
import { formatKoreanDate } from "@shared/lib/dates";
import { paths } from "@shared/pages/page-map";
import { DRUNK_DRIVING_LAW_AS_OF, drunkDrivingQuery, type DrunkDrivingPageAnswer, type Range } from "@shared/tools/drunk-driving";
import { toolKeys } from "@shared/tools/deadline-page";
import { useHead } from "@/lib/head";
import { usePageData } from "@/lib/page-data";
import { useSite } from "@/lib/site";

const won = (krw: number) => (krw >= 10_000 ? `${(krw / 10_000).toLocaleString("ko-KR")}만 원` : `${krw.toLocaleString("ko-KR")}원`);

function describe(range: Range): string {
  const p = range.prison;
  const prison = p.life
    ? `무기 또는 ${p.minYears}년 이상의 징역`
    : p.minYears > 0
      ? `${p.minYears}년 이상 ${p.maxYears}년 이하의 징역`
      : `${p.maxYears}년 이하의 징역`;
  if (!range.fine) return prison;
  const fine =
    range.fine.minKrw > 0
      ? `${won(range.fine.minKrw)} 이상 ${won(range.fine.maxKrw)} 이하의 벌금`
      : `${won(range.fine.maxKrw)} 이하의 벌금`;
  return `${prison}이나 ${fine}`;
}

export function DrunkDrivingPage() {
  const site = useSite();
  const search = useSearch();
  const query = search.replace(/^\?/, "");
  const { data } = usePageData(toolKeys.drunkDriving(query), () =>
    Promise.resolve<DrunkDrivingPageAnswer | null>(drunkDrivingQuery(query)),
  );
  const params = new URLSearchParams(query);
  useHead({
    title: `음주운전 법정형 조회 | ${site.officeName}`,
    description:
      "혈중알코올농도, 측정 거부, 10년 내 재범, 사고 여부를 고르면 도로교통법 제148조의2와 특정범죄가중법 제5조의11의 법정형 범위, 면허 처분을 보여 줍니다. 예상 형량은 보여 주지 않습니다.",
    canonicalPath: paths.drunkDriving(),
    ogImage: "/attached_assets/og-default.png",
    robots: data ? "noindex,follow" : undefined,
    structuredData: { page: "drunkDriving" },
  });
  const field = "mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-3 text-[16px] text-slate-900";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <p className="text-sm font-semibold text-accent-600">무료 도구</p>
      <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 md:text-4xl">음주운전 법정형 조회</h1>
      <p className="mt-4 text-[16px] leading-relaxed text-slate-700">
        법률이 정한 형의 범위(법정형)만 보여 줍니다. 실제 처벌은 사건의 사정에 따라 정해지며, 이 조회는 형량을 예측하지 않습니다.
      </p>
      <form method="get" action={paths.drunkDriving()} className="mt-8 space-y-5 rounded-2xl bg-white p-5 shadow-sm md:p-6">
        <div>
          <label htmlFor="dd-bac" className="block text-[15px] font-semibold text-slate-900">
            혈중알코올농도 (%)
          </label>
          <input
            id="dd-bac"
            name="bac"
            inputMode="decimal"
            placeholder="예: 0.085"
            defaultValue={params.get("bac") ?? ""}
            className={field}
          />
        </div>
        <fieldset className="space-y-2 text-[15px] text-slate-800">
          <legend className="font-semibold text-slate-900">해당하는 것을 고르세요</legend>
          {[
            ["refusal", "음주측정을 거부했습니다"],
            ["obstruction", "측정 전에 술을 더 마셨습니다 (술타기)"],
            ["prior", "10년 안에 음주운전·측정 거부로 벌금 이상의 형이 확정된 적이 있습니다"],
            ["offRoad", "도로가 아닌 곳(주차장 등)에서 운전했습니다"],
          ].map(([name, label]) => (
            <label key={name} className="flex items-start gap-2">
              <input type="checkbox" name={name} defaultChecked={params.get(name) === "on"} className="mt-1 h-5 w-5" />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor="dd-accident" className="block text-[15px] font-semibold text-slate-900">
            사고
          </label>
          <select id="dd-accident" name="accident" defaultValue={params.get("accident") ?? "none"} className={field}>
            <option value="none">사고 없음</option>
            <option value="injury">사람이 다침</option>
            <option value="death">사람이 숨짐</option>
          </select>
        </div>
        <div>
          <label htmlFor="dd-vehicle" className="block text-[15px] font-semibold text-slate-900">
            운전한 것
          </label>
          <select id="dd-vehicle" name="vehicle" defaultValue={params.get("vehicle") ?? "car"} className={field}>
            <option value="car">자동차·오토바이 등</option>
            <option value="pm">개인형 이동장치 (전동킥보드 등)</option>
          </select>
        </div>
        <p className="text-sm text-slate-600">입력한 내용은 저장하거나 기록하지 않습니다.</p>
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-700 px-5 py-3 text-[16px] font-bold text-white hover:bg-brand-800 md:w-auto"
        >
          법정형 보기
        </button>
      </form>
      {data && !data.ok && (
        <section role="alert" aria-labelledby="dd-answer" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-5">
          <h2 id="dd-answer" className="text-lg font-bold text-red-900">
            입력을 확인해 주세요
          </h2>
          <p className="mt-2 text-[15px] text-red-900">{data.message}</p>
        </section>
      )}
      {data && data.ok && (
        <section aria-labelledby="dd-answer" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 md:p-6">
          <h2 id="dd-answer" className="text-xl font-extrabold text-slate-900">
            {data.answer.offence}
          </h2>
          {data.answer.criminal && (
            <p className="mt-3 text-[16px] text-slate-800">
              <strong>법정형:</strong> {describe(data.answer.criminal)} ({data.answer.criminal.article})
            </p>
          )}
          {data.answer.aggravated && (
            <div className="mt-3 text-[15px] text-slate-800">
              <p>
                <strong>사고가 난 경우:</strong> 다치게 한 때 {describe(data.answer.aggravated.injury)}, 숨지게 한 때{" "}
                {describe(data.answer.aggravated.death)} (특정범죄 가중처벌 등에 관한 법률 제5조의11 제1항)
              </p>
              <p className="mt-1 text-sm text-slate-700">{data.answer.aggravated.note}</p>
            </div>
          )}
          {data.answer.licence && (
            <p className="mt-3 text-[16px] text-slate-800">
              <strong>운전면허:</strong> {data.answer.licence.action}
              {data.answer.licence.points ? ` (벌점 ${data.answer.licence.points}점)` : ""}
            </p>
          )}
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {data.answer.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">
            법령 기준일 {formatKoreanDate(data.answer.lawAsOf)} · 법령 원문 대조 {formatKoreanDate(data.answer.reviewedAt)}
          </p>
        </section>
      )}
      {!data && (
        <p className="mt-6 text-sm text-slate-600">
          법령 기준일 {formatKoreanDate(DRUNK_DRIVING_LAW_AS_OF)} · 도로교통법과 특정범죄 가중처벌 등에 관한 법률의 원문과 대조했습니다.
        </p>
      )}
    </div>
  );
}
