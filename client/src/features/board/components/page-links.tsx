import { Link } from "wouter";
import { pageLinks, pagePath } from "@shared/content/board-pages";
import { cn } from "@/lib/cn";

/**
 * Numbered links to the other pages of a list: real links (`?page=2`) that crawlers follow and keyboards
 * reach, in a labelled navigation landmark, the current page marked with aria-current.
 */
export function PageLinks({ path, q, page, pageCount }: { path: string; q: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const box = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-[15px] font-medium";
  const idle = "border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-800";
  return (
    <nav aria-label="게시글 페이지" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link href={pagePath(path, q, page - 1)} rel="prev" className={cn(box, idle)}>
              이전<span className="sr-only"> 페이지</span>
            </Link>
          </li>
        )}
        {pageLinks(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={pagePath(path, q, p)}
                aria-current={p === page ? "page" : undefined}
                className={cn(box, p === page ? "border-brand-700 bg-brand-700 text-white" : idle)}
              >
                <span className="sr-only">{p === page ? "현재 " : ""}</span>
                {p}
                <span className="sr-only">페이지</span>
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={pagePath(path, q, page + 1)} rel="next" className={cn(box, idle)}>
              다음<span className="sr-only"> 페이지</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
