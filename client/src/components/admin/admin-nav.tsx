// The back office's navigation: a left sidebar with every group and its sections from 768 px, and on phones a
// fixed bottom bar of the four groups plus, above the screen, the current group's sections as a wrapping row
// (every section visible, never a sideways strip). Each place is a link to its ?tab= address; a plain click
// goes through `onSelect`, which may refuse (unsaved changes), so the page stays where it is.
import type { MouseEvent, ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { AdminGroup } from "./admin-nav-model";

interface NavLinkProps {
  href: string;
  current: boolean;
  onSelect: () => void;
  className: string;
  children: ReactNode;
}

const focusRing = "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/** A link that opens in place on a plain click; with a modifier key (new tab, new window) the browser handles it. */
function NavLink({ href, current, onSelect, className, children }: NavLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect();
  };
  return (
    <a href={href} aria-current={current ? "page" : undefined} onClick={onClick} className={cn(focusRing, className)}>
      {children}
    </a>
  );
}

interface AdminNavProps<Id extends string> {
  groups: readonly AdminGroup<Id>[];
  current: Id;
  hrefOf: (id: Id) => string;
  onSelect: (id: Id) => void;
}

/** From 768 px: every group with its sections, the current one marked. */
export function AdminSidebar<Id extends string>({ groups, current, hrefOf, onSelect }: AdminNavProps<Id>) {
  return (
    <nav aria-label="관리 메뉴" className="hidden md:block">
      <ul className="sticky top-4 max-h-[calc(100vh-2rem)] space-y-4 overflow-y-auto pb-2">
        {groups.map((group) => {
          const inGroup = group.sections.some((s) => s.id === current);
          return (
            <li key={group.id}>
              <p className={cn("px-3 text-sm font-bold", inGroup ? "text-brand-800" : "text-slate-600")}>{group.label}</p>
              <ul className="mt-1 space-y-0.5">
                {group.sections.map((section) => (
                  <li key={section.id}>
                    <NavLink
                      href={hrefOf(section.id)}
                      current={section.id === current}
                      onSelect={() => onSelect(section.id)}
                      className={cn(
                        "flex min-h-10 items-center rounded-lg px-3 text-[15px] font-semibold",
                        section.id === current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-white hover:text-slate-900",
                      )}
                    >
                      {section.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface BottomBarProps<Id extends string> extends Omit<AdminNavProps<Id>, "onSelect"> {
  /** The section a group's button opens (the one last seen in it, or its first). */
  entryOf: (group: AdminGroup<Id>) => Id;
  onSelect: (id: Id) => void;
}

/** Below 768 px: the four groups, fixed at the bottom above the home indicator. */
export function AdminBottomBar<Id extends string>({ groups, current, hrefOf, onSelect, entryOf }: BottomBarProps<Id>) {
  return (
    <nav
      aria-label="관리 메뉴 그룹"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${groups.length}, minmax(0, 1fr))` }}>
        {groups.map((group) => {
          const inGroup = group.sections.some((s) => s.id === current);
          const target = entryOf(group);
          return (
            <li key={group.id}>
              <NavLink
                href={hrefOf(target)}
                current={inGroup}
                onSelect={() => onSelect(target)}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-0.5 text-[13px] font-semibold",
                  inGroup ? "text-brand-800" : "text-slate-600 hover:text-slate-900",
                )}
              >
                <span aria-hidden="true" className={cn("rounded-full px-4 py-0.5", inGroup && "bg-brand-100")}>
                  {group.icon}
                </span>
                {group.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Below 768 px: the current group's sections, wrapping onto a second line rather than scrolling sideways. */
export function SectionSwitcher<Id extends string>({ groups, current, hrefOf, onSelect }: AdminNavProps<Id>) {
  const group = groups.find((g) => g.sections.some((s) => s.id === current));
  if (!group || group.sections.length < 2) return null;
  return (
    <nav aria-label={`${group.label} 메뉴`} className="mb-4 md:hidden">
      <ul className="flex flex-wrap gap-1.5">
        {group.sections.map((section) => (
          <li key={section.id}>
            <NavLink
              href={hrefOf(section.id)}
              current={section.id === current}
              onSelect={() => onSelect(section.id)}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-3.5 text-[15px] font-semibold",
                section.id === current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:border-slate-400",
              )}
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
