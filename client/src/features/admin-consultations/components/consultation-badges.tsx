import { URGENCY_SHORT_LABELS } from "@shared/intake/labels";
import type { Urgency } from "@shared/intake/options";
import { STAGE_LABELS, type ConsultationStage } from "@shared/intake/pipeline-stages";
import { cn } from "@/lib/cn";

const STAGE_COLORS: Record<ConsultationStage, string> = {
  new: "bg-blue-100 text-blue-800",
  attempted: "bg-amber-100 text-amber-900",
  reached: "bg-yellow-100 text-yellow-900",
  consulted: "bg-violet-100 text-violet-800",
  retained: "bg-green-100 text-green-800",
  declined: "bg-slate-200 text-slate-800",
  unreachable: "bg-slate-200 text-slate-800",
};

const URGENCY_COLORS: Record<Urgency, string> = {
  emergency: "bg-red-100 text-red-800",
  urgent: "bg-orange-100 text-orange-800",
  normal: "bg-yellow-100 text-yellow-800",
  flexible: "bg-green-100 text-green-800",
};

const badgeClass = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold";

export function UrgencyBadge({ urgency }: { urgency: string }) {
  if (!(urgency in URGENCY_COLORS)) return null;
  const known = urgency as Urgency;
  return (
    <span className={cn(badgeClass, URGENCY_COLORS[known])}>
      <span className="sr-only">긴급도 </span>
      {URGENCY_SHORT_LABELS[known]}
    </span>
  );
}

/** The request's pipeline stage (신규 … 수임 / 미수임 / 연락 두절). */
export function StageBadge({ stage }: { stage: ConsultationStage }) {
  const known = stage in STAGE_COLORS ? stage : "new";
  return (
    <span className={cn(badgeClass, STAGE_COLORS[known])}>
      <span className="sr-only">진행 단계 </span>
      {STAGE_LABELS[known]}
    </span>
  );
}

/** An acknowledgement to the requester failed: they may not know the request arrived. */
export function AckFailedChip() {
  return <span className={cn(badgeClass, "bg-red-100 text-red-800 ring-1 ring-red-300")}>접수 확인 실패</span>;
}

/** What the automatic conflict lookup found when the other party was named, until the attorney records the check. */
export function ConflictChip({ count }: { count: number }) {
  return (
    <span className={cn(badgeClass, count > 0 ? "bg-orange-100 text-orange-900 ring-1 ring-orange-300" : "bg-slate-100 text-slate-700")}>
      {count > 0 ? `충돌 후보 ${count}건` : "충돌 후보 없음"}
    </span>
  );
}
