// Radix toasts: auto-dismissed after 5 s (8 s with an action), swipe right (50 px) to close, F8 focuses the
// viewport. They appear at the top centre, where they cover no dialog's buttons (those sit at the bottom).
import * as ToastPrimitive from "@radix-ui/react-toast";
import { cn } from "@/lib/cn";
import type { ToastItem } from "./toast-item";

const actionClass =
  "mt-1 inline-flex min-h-10 w-fit items-center rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

export default function ToastView({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="알림">
      {items.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.action ? 8000 : undefined}
          onOpenChange={(open) => !open && onDismiss(t.id)}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            t.variant === "destructive" ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
            {t.action && (
              <ToastPrimitive.Action altText={t.action.label} asChild>
                {t.action.href ? (
                  <a href={t.action.href} target="_blank" rel="noopener" className={actionClass}>
                    {t.action.label}
                  </a>
                ) : (
                  <button type="button" onClick={t.action.onClick} className={actionClass}>
                    {t.action.label}
                  </button>
                )}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close aria-label="닫기" className="absolute right-2 top-2 rounded p-1 text-slate-500 hover:text-slate-900">
            ✕
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className="fixed left-1/2 top-0 z-[100] flex w-full -translate-x-1/2 flex-col gap-2 p-4 md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
