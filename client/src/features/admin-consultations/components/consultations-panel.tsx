// The "상담 관리" tab: counts per status, filters kept in the URL, and the infinite list of requests.
import { useState } from "react";
import { primaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { cn } from "@/lib/cn";
import { errorDetail } from "@/components/admin/api-errors";
import { useConsultations } from "../api/get-consultations";
import { useConsultationFilters } from "../hooks/use-consultation-filters";
import { ConsultationFilterBar } from "./consultation-filter-bar";
import { ConsultationList } from "./consultation-list";
import { ExportDialog } from "./export-dialog";
import { LoadMore } from "./load-more";
import { StatusCountCards } from "./status-count-cards";

export function ConsultationsPanel() {
  const { filters, hasFilters, setFilters, resetFilters } = useConsultationFilters();
  const list = useConsultations(filters);
  const [exportOpen, setExportOpen] = useState(false);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const counts = list.data?.pages[0]?.counts;
  // The first-contact deadlines by urgency as the server sent them (older answers: only the reply window).
  const firstPage = list.data?.pages[0];
  const replyWithinHours = firstPage?.firstContact ?? firstPage?.replyWithinHours ?? 24;

  const showPerson = (search: string) => {
    setFilters({ search, status: "", urgency: "", type: "", sort: "" });
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  };

  return (
    <section aria-labelledby="consultations-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="consultations-heading" className="text-xl font-bold text-slate-900">
          상담 신청
        </h2>
        <button type="button" onClick={() => setExportOpen(true)} className={primaryButtonClass}>
          CSV 내보내기
        </button>
      </div>
      <StatusCountCards
        counts={counts}
        selected={filters.status}
        onSelect={(status) => setFilters({ status })}
        overdueFirst={filters.sort === "overdue"}
        onOverdueFirst={(on) => setFilters({ sort: on ? "overdue" : "" })}
      />
      <ConsultationFilterBar filters={filters} hasFilters={hasFilters} onChange={setFilters} onReset={resetFilters} />
      <p role="status" className={cn("text-sm text-slate-600", !list.isPlaceholderData && "sr-only")}>
        {list.isPlaceholderData ? "검색 결과를 불러오는 중..." : ""}
      </p>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !list.isFetchNextPageError ? (
        <ErrorState detail={errorDetail(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? "opacity-60" : undefined}>
          <ConsultationList
            key={JSON.stringify(filters)}
            items={items}
            replyWithinHours={replyWithinHours}
            hasFilters={hasFilters}
            onShowPerson={showPerson}
          />
          {!list.isPlaceholderData && (
            <LoadMore
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              failed={list.isFetchNextPageError}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
        </div>
      )}
      <ExportDialog open={exportOpen} onOpenChange={setExportOpen} filters={filters} hasFilters={hasFilters} />
    </section>
  );
}
