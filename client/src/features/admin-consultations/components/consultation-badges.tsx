import { URGENCY_SHORT_LABELS } from "@shared/intake/labels";
import type { Urgency } from "@shared/intake/options";
import { cn } from "@/lib/cn";

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

/** What the automatic conflict lookup found when the other party was named, until the attorney records the check. */
export function ConflictChip({ count }: { count: number }) {
  return (
    <span className={cn(badgeClass, count > 0 ? "bg-orange-100 text-orange-900 ring-1 ring-orange-300" : "bg-slate-100 text-slate-700")}>
      {count > 0 ? `충돌 후보 ${count}건` : "충돌 후보 없음"}
    </span>
  );
}
