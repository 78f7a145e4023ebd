// The "게시글 관리" tab: filters kept in the URL, the list of posts or the trash, and the editor.
import { ListHeader } from "@/components/content-editor/list-parts";
import type { AdminPostListPage } from "@shared/content/admin-posts";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { cn } from "@/lib/cn";
import { errorDetail } from "@/components/admin/api-errors";
import { useAdminPosts, useCategories } from "../api/get-posts";
import { usePostFilters } from "../hooks/use-post-filters";
import { useEditorTarget } from "@/components/content-editor/use-editor-target";
import { PostEditorDialog } from "./post-editor-dialog";
import { PostFilterBar } from "./post-filter-bar";
import { PostList, TrashList } from "./post-lists";
import { STATUS_LABELS } from "@/components/content-editor/status-badge";

/** How many posts the filters find, per status (the server counts them over the search and category). */
function PostCounts({ counts }: { counts: AdminPostListPage["counts"] }) {
  return (
    <p className="mb-3 text-sm text-slate-600">
      {`전체 ${counts.all}건 · ${STATUS_LABELS.published} ${counts.published} · ${STATUS_LABELS.scheduled} ${counts.scheduled} · ${STATUS_LABELS.draft} ${counts.draft}`}
    </p>
  );
}

export function PostsPanel() {
  const { filters, hasFilters, setFilters, resetFilters, view, setView } = usePostFilters();
  const list = useAdminPosts(filters);
  const categories = useCategories();
  const [editing, setEditing] = useEditorTarget();
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
          <PostFilterBar
            filters={filters}
            categories={categories.data ?? []}
            hasFilters={hasFilters}
            onChange={setFilters}
            onReset={resetFilters}
          />
          <p role="status" className={cn("text-sm text-slate-600", !list.isPlaceholderData && "sr-only")}>
            {list.isPlaceholderData ? "검색 결과를 불러오는 중..." : ""}
          </p>
          {list.isPending ? (
            <LoadingState />
          ) : list.isError ? (
            <ErrorState detail={errorDetail(list.error)} onRetry={() => void list.refetch()} />
          ) : (
            <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? "opacity-60" : undefined}>
              <PostCounts counts={list.data.pages[0].counts} />
              <PostList posts={list.data.pages.flatMap((p) => p.items)} hasFilters={hasFilters} onEdit={setEditing} />
              {list.hasNextPage && (
                <div className="flex flex-col items-center gap-2 py-4">
                  {list.isFetchNextPageError && (
                    <p role="alert" className="text-sm font-medium text-red-700">
                      다음 목록을 불러오지 못했습니다.
                    </p>
                  )}
                  <button
                    type="button"
                    onClick={() => void list.fetchNextPage()}
                    disabled={list.isFetchingNextPage}
                    className={secondaryButtonClass}
                  >
                    {list.isFetchingNextPage ? "불러오는 중..." : list.isFetchNextPageError ? "다시 시도" : "더 보기"}
                  </button>
                </div>
              )}
            </div>
          )}
        </>
      )}
      {editing !== null && <PostEditorDialog target={editing} categories={categories.data ?? []} onClose={() => setEditing(null)} />}
    </section>
  );
}
