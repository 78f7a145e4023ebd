// The ⋯ menu of one post in the list: 수정, 사이트에서 보기 (once public) and 휴지통으로 이동 (undone from the
// toast that follows). A native disclosure, so the keyboard and screen readers know it without extra code.
import { useRef } from "react";
import type { AdminPostListItem } from "@shared/content/admin-posts";
import { paths } from "@shared/pages/page-map";

const itemClass =
  "block min-h-11 w-full px-4 py-2.5 text-left text-[15px] text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none";

export function PostMenu({ post, onEdit, onTrash }: { post: AdminPostListItem; onEdit: () => void; onTrash: () => void }) {
  const details = useRef<HTMLDetailsElement>(null);
  const choose = (action: () => void) => () => {
    details.current?.removeAttribute("open");
    action();
  };
  return (
    <details ref={details} className="relative">
      <summary
        aria-label={`${post.title} 메뉴`}
        className="flex min-h-10 min-w-10 cursor-pointer list-none items-center justify-center rounded-md border border-slate-300 text-lg font-bold text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-details-marker]:hidden"
      >
        ⋯
      </summary>
      <div className="absolute right-0 z-10 mt-1 w-44 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
        <button type="button" onClick={choose(onEdit)} className={itemClass}>
          수정
        </button>
        {post.displayStatus === "published" && (
          <a href={paths.article({ category: post.categorySlug, slug: post.slug })} target="_blank" rel="noopener" className={itemClass}>
            사이트에서 보기
          </a>
        )}
        <button type="button" onClick={choose(onTrash)} className={`${itemClass} text-red-800`}>
          휴지통으로 이동
        </button>
      </div>
    </details>
  );
}
