import type { PostDisplayStatus } from "@shared/content/admin-posts";
import { cn } from "@/lib/cn";

export const STATUS_LABELS: Record<PostDisplayStatus, string> = { published: "게시됨", draft: "임시저장", scheduled: "예약" };

const STATUS_COLORS: Record<PostDisplayStatus, string> = {
  published: "bg-green-100 text-green-800",
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-blue-100 text-blue-800",
};

/** The state of a post or an interview: published, draft or scheduled. */
export function StatusBadge({ status }: { status: PostDisplayStatus }) {
  const known = status in STATUS_COLORS ? status : "draft";
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold", STATUS_COLORS[known])}>
      {STATUS_LABELS[known]}
    </span>
  );
}
