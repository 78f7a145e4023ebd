// The outline of the body as the public page's table of contents will show it (H2 and H3), beside the SEO
// panel: a guide without a sub-heading is visible before it is published.
import { useDeferredValue, useMemo } from "react";
import { renderMarkdown } from "@shared/content/markdown";
import { cn } from "@/lib/cn";

/** The H2/H3 headings of a markdown body, in order. */
export function outlineOf(markdown: string): Array<{ level: 2 | 3; text: string }> {
  return renderMarkdown(markdown).toc.flatMap((entry) => (entry.level === 4 ? [] : [{ level: entry.level, text: entry.text }]));
}

export function HeadingOutline({ content }: { content: string }) {
  const deferred = useDeferredValue(content);
  const outline = useMemo(() => outlineOf(deferred), [deferred]);
  return (
    <section aria-labelledby="outline-heading" className="space-y-2">
      <h3 id="outline-heading" className="text-[15px] font-bold text-slate-900">
        글의 목차
      </h3>
      {outline.length ? (
        <ul aria-label="글의 목차" className="space-y-1 text-sm text-slate-800">
          {outline.map((h, i) => (
            <li key={i} className={cn("break-words", h.level === 3 && "pl-4 text-slate-700")}>
              {h.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950" data-testid="outline-empty">
          소제목이 없습니다. 도구 모음의 H2를 누르거나 줄 처음에 “## ”를 쓰면 소제목이 되고, 공개 화면의 목차에 나옵니다.
        </p>
      )}
    </section>
  );
}
