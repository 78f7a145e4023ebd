// /booking: a consultation time, booked in steps on one page. The situation comes first: an arrest or something
// today is shown the office phone and may send a short request (no calendar); a deadline or a general
// consultation goes on to the steps (client/src/features/booking/booking-steps.tsx: the deadline, the type, a free
// time, the short form), loaded once chosen. The server renders the page with the types offered
// (server/render/page-data.ts); times are asked for in the browser. ?situation=deadline&kind=&start= (the deadline
// tool's link) prefills the form.
import { lazy, Suspense, useEffect, useState } from "react";
import { useParams, useSearch } from "wouter";
import { bookingKeys, bookingQuery, feeText, type BookingPageOptions } from "@shared/booking/booking-display";
import { telHref } from "@shared/office/site-facts";
import { paths } from "@shared/pages/page-map";
import type { BookingAnswer } from "@/features/booking/booking-api";
import { SituationStep, type Situation } from "@/features/booking/situation-step";
import { StepHeading } from "@/features/booking/step-heading";
import { useHead } from "@/lib/head";
import { usePageData } from "@/lib/page-data";
import { useSite } from "@/lib/site";
import { BookingManagePage } from "./booking-manage-page";

// Each loads when its step is reached: the steps of a time, the short form (with its validator), the answer.
const BookingSteps = lazy(() => import("@/features/booking/booking-steps"));
const BookingForm = lazy(() => import("./booking-form-chunk"));
const BookingDone = lazy(() => import("@/features/booking/booking-done"));

/** After a move inside the site: the types (the horizon comes with each answer of free times). */
async function fetchOptions(): Promise<BookingPageOptions> {
  const res = await fetch("/api/booking/types");
  if (!res.ok) throw new Error(String(res.status));
  return { types: await res.json() };
}

const LOADING = <p className="text-slate-600">불러오는 중…</p>;

/** The chunk of both booking pages (the page map names it for each): a manage link's token shows its booking. */
export default function BookingPages() {
  const { token } = useParams<{ token?: string }>();
  return token ? <BookingManagePage /> : <BookingPage />;
}

function BookingPage() {
  const site = useSite();
  const search = useSearch();
  const query = bookingQuery(search);
  const { data: options } = usePageData(bookingKeys.options(), fetchOptions);
  useHead({
    title: `상담 예약 | ${site.officeName}`,
    description: `전화·화상·방문 상담 시간을 예약합니다. 체포·구속이나 오늘 조사가 있으면 예약 대신 바로 전화(${site.phone})해주세요. 기한이 있는 사건은 기한 전의 시간만 보여 드립니다.`,
    canonicalPath: paths.booking(),
    ogImage: "/attached_assets/og-default.png",
    // A prefilled page carries the visitor's own dates: only the plain page is indexed.
    robots: search ? "noindex,follow" : undefined,
    structuredData: { page: "booking" },
  });
  const [situation, setSituation] = useState<Situation | undefined>();
  // Chosen by the visitor (the focus follows) or prefilled by the link (shown once the page is interactive).
  const [chosen, setChosen] = useState(0);
  const [done, setDone] = useState<{ answer: BookingAnswer; typeLabel?: string } | null>(null);
  const setAnswer = (answer: BookingAnswer, typeLabel?: string) => setDone({ answer, typeLabel });
  useEffect(() => {
    if (query.situation) setSituation(query.situation);
    // The link's situation, read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const types = options?.types ?? [];
  const urgent = situation === "arrest" || situation === "today";
  const prefill = chosen === 0 && query.situation === "deadline" ? { kind: query.kind, start: query.start } : null;
  // An arrest or today books no time: no type, no start.
  const urgentChoice = { situation: situation ?? "arrest" };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-accent-600">온라인 예약</p>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900 md:text-4xl">상담 예약</h1>
        <p className="mt-4 text-[17px] leading-relaxed text-slate-700">
          지금 상황을 먼저 알려 주시면 그에 맞게 안내합니다. 체포·구속이나 오늘 조사가 있으면 예약을 기다리지 말고 바로 전화해주세요.
        </p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px] lg:items-start">
        <div className="space-y-6">
          {done ? (
            <Suspense fallback={LOADING}>
              <BookingDone answer={done.answer} typeLabel={done.typeLabel} phone={site.phone} />
            </Suspense>
          ) : (
            <>
              <section aria-label="지금 상황" className="rounded-2xl bg-white p-5 shadow-sm md:p-6">
                <SituationStep
                  initial={query.situation}
                  onNext={(s) => {
                    setSituation(s);
                    setChosen((n) => n + 1);
                  }}
                />
              </section>
              {urgent && (
                <section aria-labelledby="step-urgent" className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-5 md:p-6">
                  <StepHeading id="step-urgent" focus={chosen > 0}>
                    예약을 기다리지 말고 지금 전화해주세요
                  </StepHeading>
                  <a
                    href={telHref(site.phone)}
                    className="block rounded-xl bg-red-700 px-5 py-4 text-center text-2xl font-extrabold text-white hover:bg-red-800"
                  >
                    {site.phone}
                  </a>
                  <p className="text-[15px] leading-relaxed text-red-900">
                    체포·구속이나 당일 조사·출석은 시간이 중요합니다. 전화가 어려우면 아래에 연락처를 남겨 주세요. 긴급 요청으로 접수되어
                    바로 연락드립니다.
                  </p>
                  <div className="rounded-xl bg-white p-4">
                    <Suspense fallback={LOADING}>
                      <BookingForm key={situation} choice={urgentChoice} urgent onAnswer={setAnswer} onTimeRefused={() => undefined} />
                    </Suspense>
                  </div>
                </section>
              )}
              {(situation === "deadline" || situation === "general") && (
                <Suspense fallback={LOADING}>
                  <BookingSteps
                    key={`${situation}-${chosen}`}
                    situation={situation}
                    prefill={prefill}
                    types={types}
                    phone={site.phone}
                    Form={BookingForm}
                    onAnswer={setAnswer}
                  />
                </Suspense>
              )}
            </>
          )}
        </div>
        <aside aria-labelledby="booking-guide" className="space-y-4 rounded-2xl bg-brand-800 p-6 text-white">
          <h2 id="booking-guide" className="text-lg font-bold">
            예약 안내
          </h2>
          <ul className="space-y-3 text-[15px] leading-relaxed">
            <li>
              <strong className="block text-amber-200">급하면 전화가 가장 빠릅니다</strong>
              <a href={telHref(site.phone)} className="font-bold underline underline-offset-2">
                {site.phone}
              </a>
            </li>
            <li>
              <strong className="block text-amber-200">예약할 수 있는 상담</strong>
              {types.length > 0 ? (
                <ul className="mt-1 space-y-1">
                  {types.map((t) => (
                    <li key={t.slug}>
                      {t.label}: {t.durationMin}분, 상담료 {feeText(t.feeKrw)}
                    </li>
                  ))}
                </ul>
              ) : (
                "지금은 전화로만 예약을 받습니다."
              )}
            </li>
            <li>
              <strong className="block text-amber-200">확정과 변경</strong>
              변호사가 이해충돌 여부를 확인한 뒤 예약을 확정합니다. 예약 후 받는 링크에서 시간을 바꾸거나 취소할 수 있습니다.
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
