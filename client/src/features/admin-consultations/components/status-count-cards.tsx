import type { StatusCounts } from "@shared/intake/admin-consultations";
import type { ConsultationStatus } from "@shared/intake/options";
import { cn } from "@/lib/cn";

const CARDS: Array<{ status: ConsultationStatus | ""; key: keyof StatusCounts; label: string; tone: string }> = [
  { status: "", key: "all", label: "전체", tone: "text-slate-900" },
  { status: "new", key: "new", label: "신규", tone: "text-blue-800" },
  { status: "in_progress", key: "in_progress", label: "진행중", tone: "text-yellow-800" },
  { status: "completed", key: "completed", label: "완료", tone: "text-green-800" },
];

interface StatusCountCardsProps {
  counts?: StatusCounts;
  selected: ConsultationStatus | "";
  onSelect: (status: ConsultationStatus | "") => void;
  /** The "기한 초과" card: the overdue count; pressing it orders the list most overdue first (again: newest first). */
  overdueFirst: boolean;
  onOverdueFirst: (on: boolean) => void;
}

const cardClass =
  "flex min-h-16 flex-col items-start justify-center rounded-xl border bg-white px-3 py-2 text-left shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";

/** Requests per status over the other filters; pressing one filters the list by that status. */
export function StatusCountCards({ counts, selected, onSelect, overdueFirst, onOverdueFirst }: StatusCountCardsProps) {
  const overdue = counts?.overdue;
  return (
    <div role="group" aria-label="상태별 상담 신청 수" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {CARDS.map((card) => {
        const active = card.status === selected;
        const count = counts?.[card.key];
        return (
          <button
            key={card.key}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(card.status)}
            className={cn(cardClass, active ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200 hover:border-slate-400")}
          >
            <span className={cn("text-sm font-semibold", active ? "text-brand-800" : "text-slate-600")}>{card.label}</span>
            <span className={cn("text-xl font-extrabold tabular-nums", card.tone)}>
              {count === undefined ? "–" : count.toLocaleString("ko-KR")}
              <span className="sr-only">건</span>
            </span>
          </button>
        );
      })}
      <button
        type="button"
        aria-pressed={overdueFirst}
        onClick={() => onOverdueFirst(!overdueFirst)}
        className={cn(
          cardClass,

          overdueFirst ? "border-red-700 ring-1 ring-red-700" : "border-slate-200 hover:border-slate-400",
        )}
      >
        <span className={cn("text-sm font-semibold", overdueFirst ? "text-red-800" : "text-slate-600")}>
          기한 초과<span className="sr-only"> (누르면 기한 초과 먼저 정렬)</span>
        </span>
        <span className={cn("text-xl font-extrabold tabular-nums", overdue ? "text-red-700" : "text-slate-900")}>
          {overdue === undefined ? "–" : overdue.toLocaleString("ko-KR")}
          <span className="sr-only">건</span>
        </span>
      </button>
    </div>
  );
}
