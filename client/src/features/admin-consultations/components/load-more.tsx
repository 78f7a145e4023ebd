import { useEffect, useRef } from "react";
import { secondaryButtonClass } from "@/components/admin/button-styles";

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last next-page request failed: stop loading on scroll until the button is pressed. */
  failed?: boolean;
  onLoadMore: () => void;
  /** Load the next page when the button scrolls into view. */
  auto?: boolean;
}

/** "더 보기" for keyboards and as a fallback, plus (optionally) loading on scroll. */
export function LoadMore({ hasNextPage, isFetchingNextPage, failed = false, onLoadMore, auto = true }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  const watch = auto && hasNextPage && !isFetchingNextPage && !failed;

  useEffect(() => {
    const el = sentinel.current;
    if (!watch || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [watch]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-4">
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          다음 목록을 불러오지 못했습니다.
        </p>
      )}
      <button type="button" onClick={onLoadMore} disabled={isFetchingNextPage} className={secondaryButtonClass}>
        {isFetchingNextPage ? "불러오는 중..." : failed ? "다시 시도" : "더 보기"}
      </button>
    </div>
  );
}
