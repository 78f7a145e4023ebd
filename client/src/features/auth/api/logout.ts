import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest } from "@/lib/api-client";
import { removeAdminQueries } from "./admin-query-keys";
import { currentUserKey } from "./get-current-user";
import { paths } from "@shared/pages/page-map";

/** After the session ended (here or from the account screen): forgets the user and every cached admin list, then the login page. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return () => {
    queryClient.setQueryData(currentUserKey, null);
    removeAdminQueries(queryClient);
    navigate(paths.auth());
  };
}

/** Signs out: forgets the user and every cached admin list, then goes to the login page. */
export function useLogout() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: () => apiRequest<{ success: boolean; message: string }>("POST", "/api/logout"),
    onSuccess: () => {
      forget();
      toast({ title: "로그아웃 완료", description: "안전하게 로그아웃되었습니다." });
    },
    onError: (error) => {
      toast({
        title: "로그아웃 실패",
        description: error instanceof ApiError ? error.message : "로그아웃에 실패했습니다.",
        variant: "destructive",
      });
    },
  });
}
