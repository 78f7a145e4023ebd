import type { StatusCounts } from "@shared/validation/admin-consultations";
import type { ConsultationStatus } from "@shared/options";
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
}

/** Requests per status over the other filters; pressing one filters the list by that status. */
export function StatusCountCards({ counts, selected, onSelect }: StatusCountCardsProps) {
  return (
    <div role="group" aria-label="상태별 상담 신청 수" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {CARDS.map((card) => {
        const active = card.status === selected;
        const count = counts?.[card.key];
        return (
          <button
            key={card.key}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(card.status)}
            className={cn(
              "flex min-h-20 flex-col items-start justify-center rounded-xl border bg-white px-4 py-3 text-left shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2",
              active ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200 hover:border-slate-400",
            )}
          >
            <span className={cn("text-sm font-semibold", active ? "text-brand-800" : "text-slate-600")}>{card.label}</span>
            <span className={cn("text-2xl font-extrabold tabular-nums", card.tone)}>
              {count === undefined ? "–" : count.toLocaleString("ko-KR")}
              <span className="sr-only">건</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
