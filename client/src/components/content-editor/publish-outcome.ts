// What the editor's primary button says for the publication choice, and what the attorney is told after a save:
// when the text goes live, with a link to it once it is public.
import { formatKoreanMonthDayWeekdayTime } from "@shared/lib/dates";
import type { ToastInput } from "@/components/ui/toast";
import { fromKoreaLocal, type ContentEditorValues, type PublishMode } from "./content-values";

/** 게시 / 예약 / 저장: a draft, or an item already public saved again, is "저장". */
export function primaryLabel(mode: PublishMode, alreadyPublished: boolean): string {
  if (mode === "schedule") return "예약";
  if (mode === "now" && !alreadyPublished) return "게시";
  return "저장";
}

/** The toast after a save: when it goes live ("12월 1일 (화) 오전 9:00에 게시됩니다") and where to see it. */
export function savedToast(values: Pick<ContentEditorValues, "publishMode" | "scheduleAt">, path: string, detail: string): ToastInput {
  if (values.publishMode === "schedule" && values.scheduleAt) {
    return { title: `${formatKoreanMonthDayWeekdayTime(fromKoreaLocal(values.scheduleAt))}에 게시됩니다`, description: detail };
  }
  if (values.publishMode === "draft") return { title: "임시저장했습니다", description: "아직 사이트에 공개되지 않았습니다." };
  return { title: "게시되었습니다", description: detail, action: path ? { label: "사이트에서 보기", href: path } : undefined };
}
