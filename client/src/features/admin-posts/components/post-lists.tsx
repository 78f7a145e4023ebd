// The two lists of the posts tab: the posts (edit, move to the trash) and the trash (restore).
import type { AdminPostListItem } from "@shared/content/admin-posts";
import { RestoreAction } from "@/components/content-editor/list-parts";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { errorDetail } from "@/components/admin/api-errors";
import { useDeletePost, useRestorePost } from "../api/delete-post";
import { useTrashPosts } from "../api/get-posts";
import { PostCard } from "./post-card";
import { PostMenu } from "./post-menu";

export function PostList({ posts, hasFilters, onEdit }: { posts: AdminPostListItem[]; hasFilters: boolean; onEdit: (id: number) => void }) {
  const remove = useDeletePost();
  if (posts.length === 0)
    return <EmptyState>{hasFilters ? "조건에 맞는 게시글이 없습니다." : "아직 작성한 게시글이 없습니다."}</EmptyState>;
  return (
    <ul className="space-y-2">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} actions={<PostMenu post={post} onEdit={() => onEdit(post.id)} onTrash={() => remove.mutate(post.id)} />} />
        </li>
      ))}
    </ul>
  );
}

export function TrashList() {
  const trash = useTrashPosts();
  const restore = useRestorePost();
  if (trash.isPending) return <LoadingState />;
  if (trash.isError) return <ErrorState detail={errorDetail(trash.error)} onRetry={() => void trash.refetch()} />;
  if (trash.data.length === 0) return <EmptyState>휴지통이 비어 있습니다.</EmptyState>;
  return (
    <>
      <p className="text-sm text-slate-600">삭제한 게시글은 30일 동안 복원할 수 있습니다.</p>
      <ul className="space-y-2">
        {trash.data.map((post) => {
          const restoring = restore.isPending && restore.variables === post.id;
          return (
            <li key={post.id}>
              <PostCard
                post={post}
                actions={<RestoreAction title={post.title} onRestore={() => restore.mutate(post.id)} restoring={restoring} />}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
