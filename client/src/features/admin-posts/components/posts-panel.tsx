// The "게시글 관리" tab: filters kept in the URL, the list of posts or the trash, and the editor.
import { useState } from "react";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { cn } from "@/lib/cn";
import { errorDetail } from "@/components/admin/api-errors";
import { useAdminPosts, useCategories } from "../api/get-posts";
import { usePostFilters } from "../hooks/use-post-filters";
import { PostEditorDialog, type EditorTarget } from "./post-editor-dialog";
import { PostFilterBar } from "./post-filter-bar";
import { PostList, TrashList } from "./post-lists";

export function PostsPanel() {
  const { filters, hasFilters, setFilters, resetFilters, view, setView } = usePostFilters();
  const list = useAdminPosts(filters);
  const categories = useCategories();
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const trash = view === "trash";

  return (
    <section aria-labelledby="posts-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="posts-heading" className="text-xl font-bold text-slate-900">
          {trash ? "휴지통" : "게시글"}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setView(trash ? "list" : "trash")} className={secondaryButtonClass}>
            {trash ? "게시글 목록" : "휴지통"}
          </button>
          <button type="button" onClick={() => setEditing("new")} className={primaryButtonClass}>
            새 게시글
          </button>
        </div>
      </div>
      {trash ? (
        <TrashList />
      ) : (
        <>
          <PostFilterBar filters={filters} categories={categories.data ?? []} hasFilters={hasFilters} onChange={setFilters} onReset={resetFilters} />
          <p role="status" className={cn("text-sm text-slate-600", !list.isPlaceholderData && "sr-only")}>
            {list.isPlaceholderData ? "검색 결과를 불러오는 중..." : ""}
          </p>
          {list.isPending ? (
            <LoadingState />
          ) : list.isError ? (
            <ErrorState detail={errorDetail(list.error)} onRetry={() => void list.refetch()} />
          ) : (
            <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? "opacity-60" : undefined}>
              <PostList posts={list.data} hasFilters={hasFilters} onEdit={setEditing} />
            </div>
          )}
        </>
      )}
      {editing !== null && <PostEditorDialog target={editing} categories={categories.data ?? []} onClose={() => setEditing(null)} />}
    </section>
  );
}
