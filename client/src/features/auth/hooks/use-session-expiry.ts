import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { removeAdminQueries } from "../api/admin-query-keys";
import { currentUserKey } from "../api/get-current-user";

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Watches every query and mutation while the dashboard is open: the first 401 (the session expired or was
 * ended elsewhere) forgets the user, so the dashboard sends the administrator back to /auth.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const expire = () => {
      if (queryClient.getQueryData(currentUserKey) === null) return;
      queryClient.setQueryData(currentUserKey, null);
      removeAdminQueries(queryClient);
      toast({ title: "세션이 만료되었습니다. 다시 로그인해주세요.", variant: "destructive" });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (event.query.queryKey[0] === currentUserKey[0]) return;
      if (isUnauthorized(event.action.error)) expire();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (isUnauthorized(event.action.error)) expire();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
