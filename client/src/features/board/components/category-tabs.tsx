import { Link } from "wouter";
import { ALL_POSTS_TAB, CATEGORIES } from "@shared/content/categories";
import { cn } from "@/lib/cn";
import { paths } from "@shared/pages/page-map";

export function CategoryTabs({ current }: { current: string }) {
  const tabs = [{ slug: "", name: ALL_POSTS_TAB.name }, ...CATEGORIES.map((c) => ({ slug: c.slug, name: c.name }))];
  return (
    <nav aria-label="게시판 분류" className="-mx-4 overflow-x-auto px-4">
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
    </nav>
  );
}
