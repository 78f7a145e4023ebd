// The "게시글 관리" tab: filters kept in the URL, the list of posts or the trash, and the editor.
import { useState } from "react";
import { ListHeader } from "@/components/content-editor/list-parts";
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
      <ListHeader
        headingId="posts-heading"
        titles={{ list: "게시글", trash: "휴지통" }}
        trash={trash}
        onToggleTrash={() => setView(trash ? "list" : "trash")}
        newLabel="새 게시글"
        onNew={() => setEditing("new")}
      />
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
