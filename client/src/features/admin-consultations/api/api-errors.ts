// Failure reporting of the admin API calls: toasts for actions, a detail line for failed loads.
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

/** A destructive toast with the server's message. A 401 is left to the session watcher, which signs out. */
export function toastFailure(title: string, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast({
    title,
    description: error instanceof ApiError ? error.message : "서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.",
    variant: "destructive",
  });
}

/** The server's message for a failed load, shown under the generic error text (e.g. a 403 for a staff account). */
export function errorDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status !== 401 ? error.message : undefined;
}
