// What a toast shows: the store (toast.tsx) and its lazily loaded view (toast-view.tsx) both use it.
export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** One action: a link ("사이트에서 보기") or a button ("되돌리기"). */
  action?: { label: string; href?: string; onClick?: () => void };
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}
