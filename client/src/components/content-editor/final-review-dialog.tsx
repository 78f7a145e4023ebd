// The last look before a text goes public while its legal review is not marked: when it goes live, the review,
// the sub-headings and the SEO score, then 게시/예약 or back to the editor.
import { formatKoreanDate, formatKoreanMonthDayWeekdayTime } from "@shared/lib/dates";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { cn } from "@/lib/cn";
import { fromKoreaLocal, type ContentEditorValues } from "./content-values";
import type { Review } from "./mark-reviewed";

export interface FinalReviewFacts {
  values: Pick<ContentEditorValues, "publishMode" | "scheduleAt">;
  review?: Review;
  headings: number;
  seoScore: number;
}

export function FinalReviewDialog({
  facts,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  facts: FinalReviewFacts;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { values, review, headings, seoScore } = facts;
  const rows: Array<{ label: string; value: string; warn?: boolean }> = [
    {
      label: "게시 시각",
      value:
        values.publishMode === "schedule" && values.scheduleAt
          ? formatKoreanMonthDayWeekdayTime(fromKoreaLocal(values.scheduleAt))
          : "지금 바로",
    },
    {
      label: "법률 검토일",
      value: review?.reviewedAt
        ? formatKoreanDate(review.reviewedAt)
        : "검토 완료 표시 없음 — 공개 화면에 검토일이 나오지 않습니다. 저장한 뒤 ‘검토 완료로 표시’를 눌러주세요.",
      warn: !review?.reviewedAt,
    },
    { label: "소제목", value: headings ? `${headings}개` : "없음 — 목차가 만들어지지 않습니다.", warn: headings === 0 },
    { label: "SEO 점수", value: `${seoScore}점 / 100점` },
  ];
  return (
    <AdminDialog open onOpenChange={(open) => !open && onCancel()} title="게시 전 확인">
      <div className="space-y-4">
        <dl className="space-y-3 text-[15px]">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="font-semibold text-slate-900">{row.label}</dt>
              <dd className={cn(row.warn ? "font-medium text-amber-900" : "text-slate-700")}>{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            돌아가서 고치기
          </button>
          <button type="button" onClick={onConfirm} className={primaryButtonClass}>
            이대로 {confirmLabel}
          </button>
        </div>
      </div>
    </AdminDialog>
  );
}
