// The "의뢰인 후기" tab: the testimonials in the home page's order, moved up and down with buttons, added and
// edited in a dialog, deleted after a confirm. Samples carry a badge; a published one needs a consent record.
import { useState } from "react";
import type { AdminTestimonial } from "@shared/office/testimonials";
import { errorDetail, toastFailure } from "@/components/admin/api-errors";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { toast } from "@/components/ui/toast";
import { useDeleteTestimonial } from "../api/delete-testimonial";
import { useTestimonials } from "../api/get-testimonials";
import { useReorderTestimonials } from "../api/reorder-testimonials";
import { TestimonialDialog } from "./testimonial-dialog";

export function TestimonialsPanel() {
  const testimonials = useTestimonials();
  const reorder = useReorderTestimonials();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<AdminTestimonial | "new" | null>(null);

  const move = (list: AdminTestimonial[], index: number, to: number) => {
    const ids = list.map((t) => t.id);
    [ids[index], ids[to]] = [ids[to], ids[index]];
    const moved = list[index];
    reorder.mutate(ids, { onError: (error) => toastFailure("순서 변경 실패", error) });
    // Keep the keyboard on the moved testimonial (its button at the new place, or the other one at an end).
    const direction = to < index ? "up" : "down";
    requestAnimationFrame(() => {
      const button = document.getElementById(`testimonial-${moved.id}-${direction}`) as HTMLButtonElement | null;
      (button && !button.disabled
        ? button
        : document.getElementById(`testimonial-${moved.id}-${direction === "up" ? "down" : "up"}`)
      )?.focus();
    });
  };

  const onDelete = (t: AdminTestimonial) => {
    if (!window.confirm(`${t.clientName} 님의 후기를 삭제하시겠습니까? 삭제하면 되돌릴 수 없습니다.`)) return;
    remove.mutate(t.id, {
      onSuccess: (res) => toast({ title: "삭제 완료", description: res.message }),
      onError: (error) => toastFailure("삭제 실패", error),
    });
  };

  return (
    <section aria-labelledby="testimonials-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="testimonials-heading" className="text-xl font-bold text-slate-900">
            의뢰인 후기
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            홈 화면에 이 순서대로 보입니다. 의뢰인의 게재 동의 기록이 있는 후기만 게시할 수 있습니다.
          </p>
        </div>
        <button type="button" className={primaryButtonClass} onClick={() => setEditing("new")}>
          후기 추가
        </button>
      </div>
      {testimonials.isPending ? (
        <LoadingState />
      ) : testimonials.isError ? (
        <ErrorState detail={errorDetail(testimonials.error)} onRetry={() => void testimonials.refetch()} />
      ) : testimonials.data.length === 0 ? (
        <EmptyState>등록된 후기가 없습니다.</EmptyState>
      ) : (
        <ol className="space-y-3">
          {testimonials.data.map((t, i, list) => (
            <li key={t.id}>
              <article
                aria-labelledby={`testimonial-${t.id}-name`}
                className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm sm:flex-row sm:items-start"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 id={`testimonial-${t.id}-name`} className="text-[15px] font-bold text-slate-900">
                      {t.clientName} · {t.caseType}
                    </h3>
                    {t.isSample && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">샘플</span>}
                    <span
                      className={
                        t.published
                          ? "rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900"
                          : "rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800"
                      }
                    >
                      {t.published ? "게시 중" : "게시 안 함"}
                    </span>
                  </div>
                  <p className="mt-2 leading-relaxed text-slate-700">“{t.quote}”</p>
                  <p className="mt-2 text-sm text-slate-600">
                    {t.consent ? `동의 기록: ${t.consent.date} · ${t.consent.method} · ${t.consent.recordedBy}` : "동의 기록 없음"}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2 sm:flex-col">
                  <div className="flex gap-2">
                    <button
                      type="button"
                      id={`testimonial-${t.id}-up`}
                      className={secondaryButtonClass}
                      disabled={i === 0 || reorder.isPending}
                      onClick={() => move(list, i, i - 1)}
                      aria-label={`${t.clientName} 후기 위로 이동`}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      id={`testimonial-${t.id}-down`}
                      className={secondaryButtonClass}
                      disabled={i === list.length - 1 || reorder.isPending}
                      onClick={() => move(list, i, i + 1)}
                      aria-label={`${t.clientName} 후기 아래로 이동`}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                  </div>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => setEditing(t)}
                    aria-label={`${t.clientName} 후기 수정`}
                  >
                    수정
                  </button>
                  <button type="button" className={dangerButtonClass} onClick={() => onDelete(t)} aria-label={`${t.clientName} 후기 삭제`}>
                    삭제
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
      {editing !== null && <TestimonialDialog testimonial={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
