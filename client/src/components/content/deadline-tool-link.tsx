// Under a guide that names a deadline the calculator computes: a link to the calculator, naming those deadlines.
import { Link } from "wouter";
import { paths } from "@shared/pages/page-map";
import { deadlinesNamedIn } from "@shared/tools/guide-links";

const LABELS: Record<string, string> = {
  appeal: "항소",
  final_appeal: "상고",
  summary_order_trial: "정식재판 청구",
  summary_trial: "즉결심판 불복",
  appeal_brief: "항소이유서",
  jury_intent: "국민참여재판 의사확인서",
  complaint_period: "친고죄 고소기간",
  ruling_request: "불기소 불복",
};

export function DeadlineToolLink({ text }: { text: string }) {
  const kinds = deadlinesNamedIn(text);
  if (kinds.length === 0) return null;
  return (
    <aside aria-label="기한 계산" className="mt-10 rounded-xl border border-brand-200 bg-brand-50 p-4 text-[15px] text-slate-800">
      이 글에 나온 기한({kinds.map((k) => LABELS[k]).join(", ")})을 날짜로 확인하려면{" "}
      <Link href={paths.criminalDeadline()} className="font-semibold text-brand-800 underline underline-offset-2">
        형사 기한 계산기
      </Link>
      를 이용해 보세요.
    </aside>
  );
}
