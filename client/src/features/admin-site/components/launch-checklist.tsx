// Above the dashboard's tabs: what still stands between this install and a real launch, each item with where it
// is fixed (a tab of the back office, or the host), and the request to send the host for what only they can do.
// Nothing when nothing is left.
import { Link } from "wouter";
import { paths } from "@shared/pages/page-map";
import { useLaunchChecklist } from "../api/get-launch-checklist";
import { HostRequestCard } from "./host-request-card";

export function LaunchChecklist() {
  const items = useLaunchChecklist();
  if (!items.data || items.data.length === 0) return null;
  return (
    <section aria-labelledby="launch-checklist-heading" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 id="launch-checklist-heading" className="text-lg font-bold text-amber-950">
        공개 전에 확인할 일 {items.data.length}가지
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-3 lg:grid-cols-2">
        {items.data.map((item) => (
          <li key={item.id} className="min-w-0 border-t border-amber-200 pt-3 text-[15px] text-slate-800">
            <p className="font-semibold text-slate-900">{item.title}</p>
            {/* The full detail stays in the text (screen readers, the tab itself); on screen, two lines. */}
            <p className="line-clamp-2 text-sm text-slate-700" title={item.detail}>
              {item.detail}
            </p>
            {"tab" in item.fix ? (
              <Link
                href={`${paths.admin()}?tab=${encodeURIComponent(item.fix.tab)}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {item.fix.label} →
              </Link>
            ) : item.host ? (
              <a
                href="#host-request-heading"
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {item.fix.label} ↓
              </a>
            ) : (
              <p className="mt-1 text-sm text-slate-700">
                {item.fix.label}: <code className="rounded bg-white px-1.5 py-0.5 text-slate-900">{item.fix.doc}</code>
              </p>
            )}
          </li>
        ))}
      </ul>
      <HostRequestCard items={items.data} />
    </section>
  );
}
