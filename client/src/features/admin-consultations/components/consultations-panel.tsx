// The "오늘 할 일" inbox: the search, the filters and counts behind a "필터" button, one row per request in the
// server's order, and the open request (?request=) full screen on a phone or beside the list on a wide screen.
import { useEffect, useId, useRef, useState } from "react";
import { ADMIN_LIMITS } from "@shared/intake/admin-consultations";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { SearchInput } from "@/components/admin/search-input";
import { errorDetail } from "@/components/admin/api-errors";
import { cn } from "@/lib/cn";
import { useMediaQuery } from "@/lib/use-media-query";
import { useConsultations } from "../api/get-consultations";
import { useConsultationFilters } from "../hooks/use-consultation-filters";
import { useOpenRequest } from "../hooks/use-open-request";
import { ConsultationFilterBar } from "./consultation-filter-bar";
import { ExportDialog } from "./export-dialog";
import { InboxList } from "./inbox-list";
import { LoadMore } from "./load-more";
import { RequestDetail } from "./request-detail";
import { StatusCountCards } from "./status-count-cards";

export function ConsultationsPanel() {
  const { filters, hasFilters, setFilters, resetFilters } = useConsultationFilters();
  const list = useConsultations(filters);
  const { openId, hrefOf, open, close } = useOpenRequest();
  const wide = useMediaQuery("(min-width: 1024px)");
  const [exportOpen, setExportOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const counts = list.data?.pages[0]?.counts;
  // The first-contact deadlines by urgency; before the first page, the usual reply window.
  const clockRules = list.data?.pages[0]?.firstContact ?? list.data?.pages[0]?.replyWithinHours ?? 24;
  const openItem = openId === null ? undefined : items.find((item) => item.id === openId);
  useFocusBackToRow(openId);
  const activeFilters = [filters.status, filters.urgency, filters.type, filters.sort].filter(Boolean).length;

  const showPerson = (search: string) => {
    close();
    setFilters({ search, status: "", urgency: "", type: "", sort: "" });
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  };

  return (
    <section aria-labelledby="consultations-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="consultations-heading" className="text-xl font-bold text-slate-900">
          오늘 할 일
        </h2>
        <button type="button" onClick={() => setExportOpen(true)} className={secondaryButtonClass}>
          CSV 내보내기
        </button>
      </div>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="consultation-search" className="sr-only">
            검색
          </label>
          <SearchInput
            id="consultation-search"
            value={filters.search}
            onSearch={(search) => setFilters({ search })}
            placeholder="검색: 이름, 연락처, 이메일"
            maxLength={ADMIN_LIMITS.search}
          />
        </div>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((v) => !v)}
          className={cn(secondaryButtonClass, "min-h-12 shrink-0", activeFilters > 0 && "border-brand-700 text-brand-800")}
        >
          필터{activeFilters > 0 && ` ${activeFilters}`}
          <span className="sr-only">{activeFilters > 0 ? "개 적용됨" : ""}</span>
        </button>
      </div>
      <div id={filtersId} hidden={!filtersOpen} className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
        {filtersOpen && (
          <>
            <StatusCountCards
              counts={counts}
              selected={filters.status}
              onSelect={(status) => setFilters({ status })}
              overdueFirst={filters.sort === "overdue"}
              onOverdueFirst={(on) => setFilters({ sort: on ? "overdue" : "" })}
            />
            <ConsultationFilterBar filters={filters} hasFilters={hasFilters} onChange={setFilters} onReset={resetFilters} />
          </>
        )}
      </div>
      <p role="status" className={cn("text-sm text-slate-600", !list.isPlaceholderData && "sr-only")}>
        {list.isPlaceholderData ? "검색 결과를 불러오는 중..." : ""}
      </p>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !list.isFetchNextPageError ? (
        <ErrorState detail={errorDetail(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <div className={cn(openId !== null && "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-start lg:gap-4")}>
          <div
            aria-busy={list.isPlaceholderData}
            // Under the full-screen detail on a phone the list is out of reach (and keeps its scroll for the way back).
            inert={openItem !== undefined && !wide}
            className={list.isPlaceholderData ? "opacity-60" : undefined}
          >
            {openId !== null && !openItem && !list.isPlaceholderData && (
              <p
                role="alert"
                className="mb-3 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-[15px] text-amber-950"
              >
                #{openId} 신청이 이 목록에 없습니다 (삭제되었거나 필터에 맞지 않습니다).
                <button type="button" onClick={close} className="font-semibold underline underline-offset-4">
                  목록 보기
                </button>
              </p>
            )}
            <InboxList items={items} clockRules={clockRules} hasFilters={hasFilters} openId={openId} hrefOf={hrefOf} onOpen={open} />
            {!list.isPlaceholderData && (
              <LoadMore
                hasNextPage={list.hasNextPage}
                isFetchingNextPage={list.isFetchingNextPage}
                failed={list.isFetchNextPageError}
                onLoadMore={() => void list.fetchNextPage()}
              />
            )}
          </div>
          {openItem && (
            <RequestDetail key={openItem.id} item={openItem} clockRules={clockRules} onClose={close} onShowPerson={showPerson} />
          )}
        </div>
      )}
      <ExportDialog open={exportOpen} onOpenChange={setExportOpen} filters={filters} hasFilters={hasFilters} />
    </section>
  );
}

/** When a request closes, keyboard focus goes back to its row in the list. */
function useFocusBackToRow(openId: number | null): void {
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (openId !== null) {
      last.current = openId;
      return;
    }
    const id = last.current;
    last.current = null;
    if (id === null) return;
    document.querySelector<HTMLAnchorElement>(`[data-inbox-row="${id}"] > a`)?.focus({ preventScroll: true });
  }, [openId]);
}
