// Table of contents (목차): sticky sidebar on wide screens, a collapsible dropdown on narrow ones.
// A click scrolls smoothly to the heading minus `offset` px, marks it active and closes the dropdown;
// with no matching anchor only the dropdown closes. The active entry is the last heading whose top
// is within `activeThreshold` px of the viewport top.
// Neither list is in the server's HTML: the entries are the body's own headings (which the page carries,
// and the browser reads them back, shared/render/body-from-dom.ts), the sidebar is hidden on a phone, and a guide's
// 20-odd entries were 5.5 KB of every article page. The sidebar appears once the page has hydrated, in its
// own column (nothing moves); the dropdown's list while it is open.
import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import type { TocEntry } from "@shared/content/markdown";
import { cn } from "@/lib/cn";

export interface TableOfContentsProps {
  entries: TocEntry[];
  offset?: number;
  activeThreshold?: number;
  /** Indentation per level below the top level, in px. */
  indent?: number;
  /** Both (default): sidebar on wide screens, dropdown on narrow ones; or only one of them. */
  variant?: "both" | "sidebar" | "dropdown";
}

function useActiveHeading(ids: string[], threshold: number): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= threshold) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids, threshold]);
  return [active, setActive];
}

/** False in the server's HTML and while hydrating, true from the first render after. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function TableOfContents({ entries, offset = 80, activeThreshold = 100, indent = 12, variant = "both" }: TableOfContentsProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const ids = entries.map((e) => e.id);
  const [active, setActive] = useActiveHeading(ids, activeThreshold);
  const topLevel = Math.min(...entries.map((e) => e.level));

  const go = useCallback(
    (id: string) => {
      // Close the dropdown before measuring: its height would otherwise still push the heading down.
      flushSync(() => setOpen(false));
      const el = document.getElementById(id);
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY - offset;
      window.scrollTo({ top, behavior: "smooth" });
      setActive(id);
      history.replaceState(null, "", `#${encodeURIComponent(id)}`);
    },
    [offset, setActive],
  );

  if (entries.length === 0) return null;
  const list = (
    <ol className="space-y-1 text-[15px]">
      {entries.map((e) => (
        <li key={e.id} style={{ paddingLeft: (e.level - topLevel) * indent }}>
          <a
            href={`#${e.id}`}
            onClick={(ev) => {
              ev.preventDefault();
              go(e.id);
            }}
            aria-current={active === e.id ? "location" : undefined}
            className={cn(
              "block rounded px-2 py-1.5 leading-snug transition-colors",
              active === e.id ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {e.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      {variant !== "dropdown" && hydrated && (
        <nav
          aria-label="목차"
          className="sticky top-24 hidden max-h-[calc(100vh-140px)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 lg:block"
        >
          <p className="mb-2 px-2 text-sm font-bold text-slate-900">목차</p>
          {list}
        </nav>
      )}
      {variant !== "sidebar" && (
        <div className="lg:hidden">
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls="toc-dropdown"
            className="flex w-full items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-left font-semibold text-slate-900"
          >
            목차
            <span aria-hidden="true" className={cn("transition-transform", open && "rotate-180")}>
              ▾
            </span>
          </button>
          <nav id="toc-dropdown" aria-label="목차" hidden={!open} className="mt-2 rounded-xl border border-slate-200 bg-white p-3">
            {open && list}
          </nav>
        </div>
      )}
    </>
  );
}
