// The "고객 인터뷰" tab: search and state kept in the URL, the interviews (drafts and scheduled ones too) or
// the trash, and the editor.
import { useEditorTarget } from "@/components/content-editor/use-editor-target";
import type { ReactNode } from "react";
import type { AdminInterviewListItem } from "@shared/content/admin-interviews";
import { INTERVIEW_LIST_SEARCH_MAX } from "@shared/content/interview-input";
import { errorDetail } from "@/components/admin/api-errors";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { FilterField } from "@/components/admin/filter-field";
import { SearchInput } from "@/components/admin/search-input";
import { EditDeleteActions, ListHeader, RestoreAction, StatusSelect } from "@/components/content-editor/list-parts";
import { useDeleteInterview, useRestoreInterview } from "../api/delete-interview";
import { useAdminInterviews, useTrashInterviews } from "../api/get-interviews";
import { useInterviewFilters } from "../hooks/use-interview-filters";
import { InterviewCard } from "./interview-card";
import { InterviewEditorDialog } from "./interview-editor";

const DELETE_INTERVIEW_CONFIRM = "정말 이 인터뷰를 삭제하시겠습니까? 휴지통에서 30일 동안 복원할 수 있습니다.";

export function InterviewsPanel() {
  const { filters, hasFilters, setFilters, resetFilters, view, setView } = useInterviewFilters();
  const [editing, setEditing] = useEditorTarget();
  const trash = view === "trash";
  return (
    <section aria-labelledby="interviews-heading" className="space-y-4">
      <ListHeader
        headingId="interviews-heading"
        titles={{ list: "고객 인터뷰", trash: "인터뷰 휴지통" }}
        trash={trash}
        onToggleTrash={() => setView(trash ? "list" : "trash")}
        newLabel="새 인터뷰"
        onNew={() => setEditing("new")}
      />
      {trash ? (
        <TrashList />
      ) : (
        <>
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
              <FilterField id="interviews-filter-search" label="검색">
                <SearchInput
                  id="interviews-filter-search"
                  value={filters.search}
                  onSearch={(search) => setFilters({ search })}
                  placeholder="제목, 내용, 사건 유형"
                  maxLength={INTERVIEW_LIST_SEARCH_MAX}
                />
              </FilterField>
              <FilterField id="interviews-filter-status" label="상태">
                <StatusSelect id="interviews-filter-status" value={filters.status} onChange={(status) => setFilters({ status })} />
              </FilterField>
              {hasFilters && (
                <button type="button" onClick={resetFilters} className={`${secondaryButtonClass} min-h-12`}>
                  필터 초기화
                </button>
              )}
            </div>
          </div>
          <InterviewList filters={filters} hasFilters={hasFilters} onEdit={setEditing} />
        </>
      )}
      {editing !== null && <InterviewEditorDialog target={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function InterviewList({
  filters,
  hasFilters,
  onEdit,
}: {
  filters: Parameters<typeof useAdminInterviews>[0];
  hasFilters: boolean;
  onEdit: (id: number) => void;
}) {
  const list = useAdminInterviews(filters);
  const remove = useDeleteInterview();
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState detail={errorDetail(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0)
    return <EmptyState>{hasFilters ? "조건에 맞는 인터뷰가 없습니다." : "아직 등록한 인터뷰가 없습니다."}</EmptyState>;
  return (
    <Cards
      items={list.data}
      busy={list.isPlaceholderData}
      actions={(interview) => {
        const deleting = remove.isPending && remove.variables === interview.id;
        return (
          <EditDeleteActions
            title={interview.title}
            onEdit={() => onEdit(interview.id)}
            onDelete={() => remove.mutate(interview.id)}
            deleting={deleting}
            confirm={DELETE_INTERVIEW_CONFIRM}
          />
        );
      }}
    />
  );
}

function TrashList() {
  const trash = useTrashInterviews();
  const restore = useRestoreInterview();
  if (trash.isPending) return <LoadingState />;
  if (trash.isError) return <ErrorState detail={errorDetail(trash.error)} onRetry={() => void trash.refetch()} />;
  if (trash.data.length === 0) return <EmptyState>휴지통이 비어 있습니다.</EmptyState>;
  return (
    <>
      <p className="text-sm text-slate-600">삭제한 인터뷰는 30일 동안 복원할 수 있습니다.</p>
      <Cards
        items={trash.data}
        busy={false}
        actions={(interview) => {
          const restoring = restore.isPending && restore.variables === interview.id;
          return <RestoreAction title={interview.title} onRestore={() => restore.mutate(interview.id)} restoring={restoring} />;
        }}
      />
    </>
  );
}

function Cards({
  items,
  busy,
  actions,
}: {
  items: AdminInterviewListItem[];
  busy: boolean;
  actions: (item: AdminInterviewListItem) => ReactNode;
}) {
  return (
    <ul aria-busy={busy} className={busy ? "space-y-3 opacity-60" : "space-y-3"}>
      {items.map((interview) => (
        <li key={interview.id}>
          <InterviewCard interview={interview} actions={actions(interview)} />
        </li>
      ))}
    </ul>
  );
}
