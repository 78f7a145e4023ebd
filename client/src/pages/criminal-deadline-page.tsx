// /tools/criminal-deadline: the deadline calculator. A plain GET form (?kind=&start=) that works without
// JavaScript: the server computes the answer into the page (server/render/page-data.ts). A result page is noindex
// and canonical to the tool; it shows the working (the first counted day, the nominal last day, each day skipped
// and why), the article, the law's date and the review line. "달력에 추가" makes an .ics file in the browser.
import { useEffect, useState } from "react";
import { Link, useSearch } from "wouter";
import { formatIsoKorean, parseIsoDate } from "@shared/holidays/calendar";
import { formatKoreanDate } from "@shared/lib/dates";
import { telHref } from "@shared/office/site-facts";
import { paths } from "@shared/pages/page-map";
import { DEADLINE_KINDS, DEADLINE_RULES, describePeriod } from "@shared/tools/deadline-rules";
import { deadlineQuery, toolKeys, type DeadlineAnswer, type DeadlineResult, type UnderReview } from "@shared/tools/deadline-page";
import { deadlineIcs } from "@/features/tools/ics";
import { trackToolKind } from "@/features/tools/tool-analytics";
import { useHead } from "@/lib/head";
import { usePageData } from "@/lib/page-data";
import { useSite } from "@/lib/site";

async function fetchAnswer(kind: string, start: string): Promise<DeadlineAnswer | null> {
  const res = await fetch("/api/tools/deadline", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ kind, startDate: start }),
  });
  const body = await res.json();
  if (res.status === 200) return { status: 200, result: body as DeadlineResult };
  if (res.status === 409) return { status: 409, review: body as UnderReview };
  return { status: res.status === 503 ? 503 : 400, message: String(body.message ?? "계산하지 못했습니다.") };
}

const NO_QUERY = ["tools", "deadline", "none"] as const;
/** The newest day a rule's statute text was read. */
const LATEST_LAW_AS_OF = DEADLINE_KINDS.map((k) => DEADLINE_RULES[k].lawAsOf)
  .sort()
  .at(-1)!;

export function CriminalDeadlinePage() {
  const site = useSite();
  const search = useSearch();
  const query = deadlineQuery(search);
  const { data } = usePageData(query ? toolKeys.deadline(query.kind, query.start) : NO_QUERY, () =>
    query ? fetchAnswer(query.kind, query.start) : Promise.resolve(null),
  );
  useHead({
    title: `형사 기한 계산기 (항소·상고·정식재판 청구) | ${site.officeName}`,
    description:
      "판결 선고일이나 통지를 받은 날을 넣으면 형사소송법 제66조에 따라 첫날을 빼고, 마지막 날이 토요일·공휴일이면 다음 평일로 미뤄 기한을 계산합니다. 계산 과정과 근거 조문을 함께 보여 줍니다.",
    canonicalPath: paths.criminalDeadline(),
    ogImage: "/attached_assets/og-default.png",
    // A result is one person's date: only the empty tool is indexed.
    robots: query ? "noindex,follow" : undefined,
    structuredData: { page: "criminalDeadline" },
  });
  useEffect(() => trackToolKind(search), [search]);
  const selected = query && (DEADLINE_KINDS as readonly string[]).includes(query.kind) ? query.kind : "appeal";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <p className="text-sm font-semibold text-accent-600">무료 도구</p>
      <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 md:text-4xl">형사 기한 계산기</h1>
      <p className="mt-4 text-[16px] leading-relaxed text-slate-700">
        판결 선고일이나 통지를 받은 날을 넣으면, 형사소송법 제66조에 따라 기한을 계산합니다. 첫날은 세지 않고, 마지막 날이 토요일이나
        공휴일이면 다음 평일까지로 봅니다. 서류는 기한 안에 법원 등에 <strong>도착</strong>해야 합니다.
      </p>
      <form method="get" action={paths.criminalDeadline()} className="mt-8 space-y-5 rounded-2xl bg-white p-5 shadow-sm md:p-6">
        <div>
          <label htmlFor="deadline-kind" className="block text-[15px] font-semibold text-slate-900">
            무엇의 기한인가요?
          </label>
          <select
            id="deadline-kind"
            name="kind"
            defaultValue={selected}
            className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-3 text-[16px] text-slate-900"
          >
            {DEADLINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DEADLINE_RULES[kind].label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="deadline-start" className="block text-[15px] font-semibold text-slate-900">
            시작일 (판결 선고일, 통지·송달을 받은 날 등)
          </label>
          <input
            id="deadline-start"
            name="start"
            type="date"
            required
            defaultValue={query?.start && parseIsoDate(query.start) ? query.start : ""}
            className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-3 text-[16px] text-slate-900"
          />
          <p className="mt-1 text-sm text-slate-600">예: 2026-12-18. 입력한 날짜는 저장하거나 기록하지 않습니다.</p>
        </div>
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-700 px-5 py-3 text-[16px] font-bold text-white hover:bg-brand-800 md:w-auto"
        >
          기한 계산하기
        </button>
      </form>
      {data && <Answer answer={data} phone={site.phone} />}
      <section aria-labelledby="deadline-how" className="mt-10 text-[15px] leading-relaxed text-slate-700">
        <h2 id="deadline-how" className="text-lg font-bold text-slate-900">
          계산 방법과 한계
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5">
          <li>일·월 단위 기간은 첫날을 세지 않습니다(형사소송법 제66조 제1항). 월 단위는 달력에 따라 셉니다(같은 조 제2항).</li>
          <li>
            마지막 날이 토요일이나 공휴일이면 그 다음 평일이 마지막 날입니다(같은 조 제3항). 공소시효와 구속기간에는 적용되지 않습니다.
          </li>
          <li>교도소·구치소에 있는 사람의 특칙(제344조)과 거리에 따른 기간 연장(제67조)은 계산에 넣지 않았습니다.</li>
          <li>이 계산은 일반적인 안내이며, 사건마다 기한이 달라질 수 있습니다. 통지서에 적힌 기한도 함께 확인하세요.</li>
          <li>
            법령 기준일 {formatKoreanDate(LATEST_LAW_AS_OF)}. 결과에는 기한마다 근거 조문과 검토 상태(법령 원문 대조 또는 변호사 검토와 그
            날짜)를 함께 표시합니다.
          </li>
        </ul>
      </section>
    </div>
  );
}

function Answer({ answer, phone }: { answer: DeadlineAnswer; phone: string }) {
  if (answer.status === 200) return <Result result={answer.result} />;
  if (answer.status === 409) return <Review review={answer.review} />;
  return (
    <section role="alert" aria-labelledby="deadline-answer" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-5">
      <h2 id="deadline-answer" className="text-lg font-bold text-red-900">
        계산할 수 없습니다
      </h2>
      <p className="mt-2 text-[15px] text-red-900">{answer.message}</p>
      {answer.status === 503 && (
        <p className="mt-2 text-[15px] text-red-900">
          전화:{" "}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>
        </p>
      )}
    </section>
  );
}

function ReviewLine({ rule }: { rule: DeadlineResult["rule"] }) {
  return (
    <p className="mt-4 text-sm text-slate-600">
      근거: {rule.article} · 법령 기준일 {formatKoreanDate(rule.lawAsOf)} ·{" "}
      {rule.status === "reviewed"
        ? rule.reviewedByAttorney
          ? `변호사 검토 ${formatKoreanDate(rule.reviewedAt ?? rule.lawAsOf)}`
          : `법령 원문 대조 ${formatKoreanDate(rule.reviewedAt ?? rule.lawAsOf)}`
        : "현재 법령 확인 중"}
    </p>
  );
}

function Result({ result }: { result: DeadlineResult }) {
  const rule = DEADLINE_RULES[result.kind];
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  const download = () => {
    const ics = deadlineIcs({
      date: result.deadline,
      title: `${rule.label.replace(/ \(.*\)$/, "")} 기한`,
      description: `${result.rule.article}. 기한 안에 서류가 도착해야 합니다. 이 일정은 형사 기한 계산기로 만든 안내입니다.`,
      uid: `${result.kind}-${result.start}-${result.deadline}@criminal-deadline`,
    });
    const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `기한-${result.deadline}.ics`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="deadline-answer" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 md:p-6">
      <h2 id="deadline-answer" className="text-[15px] font-semibold text-slate-700">
        {rule.label}
      </h2>
      <p className="mt-2 text-2xl font-extrabold text-slate-900 md:text-3xl">
        <time dateTime={result.deadline}>{formatIsoKorean(result.deadline)}</time>까지
      </p>
      <h3 className="mt-5 text-[15px] font-bold text-slate-900">계산 과정</h3>
      <ol className="mt-2 space-y-1.5 text-[15px] text-slate-700">
        <li>
          {rule.startLabel}: {formatIsoKorean(result.start)}
        </li>
        <li>첫날은 세지 않으므로 {formatIsoKorean(result.firstCountedDay)}부터 셉니다.</li>
        <li>
          {describePeriod(result.period)}째 되는 날: {formatIsoKorean(result.nominalLastDay)}
        </li>
        {result.skipped.map((day) => (
          <li key={day.date}>
            {formatIsoKorean(day.date)}은 {day.reason}이라 기간에 넣지 않습니다.
          </li>
        ))}
        <li className="font-semibold text-slate-900">마지막 날: {formatIsoKorean(result.deadline)}</li>
      </ol>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {result.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <ReviewLine rule={result.rule} />
      <div className="mt-5 flex flex-wrap gap-3">
        {browser && (
          <button
            type="button"
            onClick={download}
            className="rounded-lg border border-brand-700 bg-white px-4 py-2.5 text-[15px] font-semibold text-brand-800"
          >
            달력에 추가
          </button>
        )}
        <Link
          href={`${paths.booking()}?situation=deadline&kind=${encodeURIComponent(result.kind)}&start=${encodeURIComponent(result.start)}`}
          className="rounded-lg bg-brand-700 px-4 py-2.5 text-[15px] font-semibold text-white hover:bg-brand-800"
        >
          기한 전에 상담 예약
        </Link>
        <Link
          href={paths.contact()}
          className="rounded-lg px-4 py-2.5 text-[15px] font-semibold text-brand-800 underline underline-offset-2"
        >
          상담 신청
        </Link>
      </div>
    </section>
  );
}

function Review({ review }: { review: UnderReview }) {
  return (
    <section aria-labelledby="deadline-answer" className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-5 md:p-6">
      <h2 id="deadline-answer" className="text-lg font-bold text-slate-900">
        현재 법령 확인 중
      </h2>
      <p className="mt-2 text-[15px] text-slate-800">
        {review.rule.label}의 기한은 지금 법령을 확인하고 있어 날짜로 답하지 않습니다. 사무실로 문의해 주세요:{" "}
        <a href={telHref(review.officePhone)} className="font-semibold underline">
          {review.officePhone}
        </a>
      </p>
      {review.protective && (
        <div className="mt-4 rounded-xl bg-white p-4">
          <p className="text-[15px] font-bold text-slate-900">
            안전하게 내려면: <time dateTime={review.protective.deadline}>{formatIsoKorean(review.protective.deadline)}</time>까지
          </p>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{review.protective.text}</p>
        </div>
      )}
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {review.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <ReviewLine rule={review.rule} />
    </section>
  );
}
