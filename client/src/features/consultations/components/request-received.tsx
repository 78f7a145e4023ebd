// The 접수 완료 panel that replaces the form once a request is stored (loaded only then, not with the page).
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { categoryName } from "@shared/content/categories";
import type { CaseType, CurrentStatus, Urgency } from "@shared/intake/options";
import { CASE_TYPE_GUIDE_CATEGORY, promisedReply, whatToPrepare } from "@shared/intake/request-received";
import { telHref } from "@shared/office/site-facts";
import { paths } from "@shared/pages/page-map";
import { useSite } from "@/lib/site";

export interface ReceivedRequest {
  id: number;
  acknowledgements: { email: boolean; sms: boolean };
  urgency: Urgency;
  caseType: CaseType;
  currentStatus: CurrentStatus;
}

/** "확인 문자와 메일을 보냈습니다", only for the acknowledgements the server queued. */
function acknowledgementText({ email, sms }: ReceivedRequest["acknowledgements"]): string | null {
  if (email && sms) return "확인 문자와 메일을 보냈습니다.";
  if (email) return "확인 메일을 보냈습니다.";
  if (sms) return "확인 문자를 보냈습니다.";
  return null;
}

export default function RequestReceived({ request }: { request: ReceivedRequest }) {
  const site = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Focus moves to the heading (and the browser scrolls to it), so a screen reader reads the result first.
    heading.current?.focus();
  }, []);
  const ack = acknowledgementText(request.acknowledgements);
  const guide = CASE_TYPE_GUIDE_CATEGORY[request.caseType];
  return (
    <div className="space-y-6" data-testid="request-received">
      <div>
        <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-extrabold text-slate-900 focus:outline-none">
          상담 신청이 접수되었습니다
        </h2>
        <p className="mt-3 text-lg text-slate-800">
          접수번호 <strong className="text-2xl text-brand-800">{request.id}</strong>
        </p>
        <p className="mt-3 leading-relaxed text-slate-700">{promisedReply(request.urgency, site.replyWithinHours)}</p>
        {ack && <p className="mt-2 font-semibold text-slate-800">{ack}</p>}
      </div>
      {request.urgency === "emergency" && (
        <div className="rounded-xl bg-amber-50 p-5">
          <p className="font-bold text-amber-900">오늘 대응이 필요하면 전화가 가장 빠릅니다.</p>
          <a
            href={telHref(site.phone)}
            className="mt-3 flex min-h-14 items-center justify-center rounded-lg bg-accent-600 px-6 text-xl font-extrabold text-white hover:bg-accent-500"
          >
            지금 전화하기 {site.phone}
          </a>
          <p className="mt-2 text-sm text-amber-900">상담 시간: {site.hours}</p>
        </div>
      )}
      <div>
        <h3 className="font-bold text-slate-900">연락드리기 전에 준비해 두시면 좋은 것</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {whatToPrepare(request.caseType, request.currentStatus).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      {guide && (
        <p>
          <Link href={paths.boardCategory({ category: guide })} className="font-bold text-brand-700 underline underline-offset-2">
            {categoryName(guide)} 관련 법률 가이드 읽어 보기
          </Link>
        </p>
      )}
      <p className="text-sm text-slate-600">
        같은 내용으로 다시 신청하지 않으셔도 됩니다. 이 화면의 접수번호를 알려 주시면 빠르게 찾아볼 수 있습니다.
      </p>
    </div>
  );
}
