import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { LoginInput, SessionUser } from "@shared/validation/auth";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest } from "@/lib/api-client";
import { currentUserKey } from "./get-current-user";
import { paths } from "@shared/page-map";

export interface LoginResponse {
  success: boolean;
  message: string;
  user: SessionUser;
}

/** Signs in; on success the user is cached and the dashboard opens. A lock (429) shows the server's retry time. */
export function useLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<LoginResponse>("POST", "/api/login", input),
    onSuccess: (data) => {
      queryClient.setQueryData(currentUserKey, data.user);
      toast({ title: "로그인 성공", description: "관리자 대시보드에 오신 것을 환영합니다." });
      navigate(paths.admin());
    },
    onError: (error) => {
      toast({
        title: "로그인 실패",
        description: error instanceof ApiError ? error.message : "로그인에 실패했습니다.",
        variant: "destructive",
      });
    },
  });
}
