// Accessible tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys / Home / End move and select,
// each panel labelled by its tab. Only the selected panel's content is mounted.
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface AdminTab<T extends string> {
  id: T;
  label: string;
}

interface AdminTabsProps<T extends string> {
  /** Names the tab list for screen readers, e.g. "관리 메뉴". */
  label: string;
  tabs: readonly AdminTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  renderPanel: (id: T) => ReactNode;
}

const tabId = (id: string) => `admin-tab-${id}`;
const panelId = (id: string) => `admin-panel-${id}`;

export function AdminTabs<T extends string>({ label, tabs, selected, onSelect, renderPanel }: AdminTabsProps<T>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onSelect(tabs[next].id);
  };

  return (
    <>
      <nav aria-label={label} className="-mx-4 overflow-x-auto px-4">
        <div role="tablist" aria-label={label} className="flex min-w-max gap-1 border-b border-slate-300">
          {tabs.map((tab, index) => {
            const active = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={active}
                aria-controls={panelId(tab.id)}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(tab.id)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className={cn(
                  "-mb-px min-h-12 rounded-t-lg border-b-2 px-4 text-[15px] font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600",
                  active
                    ? "border-brand-700 bg-white text-brand-800"
                    : "border-transparent text-slate-600 hover:bg-white/70 hover:text-slate-900",
                )}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </nav>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} hidden={!active} className="pt-6">
            {active ? renderPanel(tab.id) : null}
          </div>
        );
      })}
    </>
  );
}
