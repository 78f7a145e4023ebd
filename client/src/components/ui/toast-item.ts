// What a toast shows: the store (toast.tsx) and its lazily loaded view (toast-view.tsx) both use it.
export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}
