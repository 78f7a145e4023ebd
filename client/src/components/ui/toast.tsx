// Toasts: a tiny store here; the Radix view loads with the first toast, so pages never pay for it upfront.
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastInput, ToastItem } from "./toast-item";

export type { ToastInput };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const EMPTY: ToastItem[] = [];

/** Shows a toast; one at a time (a new one replaces the current). */
export function toast(input: ToastInput): void {
  items = [{ ...input, id: nextId++, open: true }];
  emit();
}

function dismissToast(id: number): void {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ToastView = lazy(() => import("./toast-view"));

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView items={list} onDismiss={dismissToast} />
    </Suspense>
  );
}
