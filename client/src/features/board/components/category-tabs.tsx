import { Link } from "wouter";
import { ALL_POSTS_TAB, CATEGORIES } from "@shared/content/categories";
import { cn } from "@/lib/cn";
import { paths } from "@shared/pages/page-map";

export function CategoryTabs({ current }: { current: string }) {
  const tabs = [{ slug: "", name: ALL_POSTS_TAB.name }, ...CATEGORIES.map((c) => ({ slug: c.slug, name: c.name }))];
  return (
    // On a phone the chips scroll sideways; a fade on the right edge says there are more.
    <nav aria-label="게시판 분류" className="relative -mx-4">
      <div className="overflow-x-auto px-4">
        <ul className="flex min-w-max gap-2">
          {tabs.map((t) => {
            const active = t.slug === current;
            return (
              <li key={t.slug || "all"}>
                <Link
                  href={t.slug ? paths.boardCategory({ category: t.slug }) : paths.board()}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-block rounded-full border px-4 py-2 text-[15px] font-medium",
                    active
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-800",
                  )}
                >
                  {t.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-slate-50 md:hidden" />
    </nav>
  );
}
