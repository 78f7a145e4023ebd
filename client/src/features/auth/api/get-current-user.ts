import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/auth/account-input";
import { ApiError, apiGet } from "@/lib/api-client";

export const currentUserKey = ["/api/user"] as const;

/** The signed-in user, or null when nobody is signed in (401). Any other failure is an error. */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiGet<CurrentUser>("/api/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Who is signed in. Not prefetched on the server, so it is pending during server rendering and hydration. */
export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser, retry: false });
}
