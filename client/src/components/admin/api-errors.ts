// Failure reporting of the posts API calls: destructive toasts with the server's message.
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A destructive toast with the server's message. A 401 is left to the session watcher, which signs out. */
export function toastFailure(title: string, error: unknown): void {
  if (isUnauthorized(error)) return;
  toast({ title, description: failureText(error), variant: "destructive" });
}

/** The server's message, or a generic line when the server could not be reached. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.";
}

/** The server's message for a failed load (e.g. a 403 for a staff account). */
export function errorDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status !== 401 ? error.message : undefined;
}
