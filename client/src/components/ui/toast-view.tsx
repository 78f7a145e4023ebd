// Radix toasts: auto-dismissed after 5 s, swipe right (50 px) to close, F8 focuses the viewport.
import * as ToastPrimitive from "@radix-ui/react-toast";
import { cn } from "@/lib/cn";
import type { ToastItem } from "./toast-item";

export default function ToastView({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="알림">
      {items.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && onDismiss(t.id)}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            t.variant === "destructive" ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label="닫기" className="absolute right-2 top-2 rounded p-1 text-slate-500 hover:text-slate-900">
            ✕
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className="fixed bottom-[var(--toast-bottom,0px)] right-0 z-[100] flex w-full flex-col gap-2 p-4 md:bottom-0 md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
