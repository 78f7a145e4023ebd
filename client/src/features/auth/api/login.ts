import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { CurrentUser, LoginInput, SecondFactorInput } from "@shared/auth/account-input";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest } from "@/lib/api-client";
import { currentUserKey } from "./get-current-user";
import { paths } from "@shared/pages/page-map";

/** A complete sign-in, or (for an account with a second factor) the request for its code. */
export type LoginResponse =
  | { success: true; message: string; user: CurrentUser; twoFactorRequired?: undefined }
  | { success: true; message: string; twoFactorRequired: true; user?: undefined };

function useSignedIn() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (user: CurrentUser) => {
    queryClient.setQueryData(currentUserKey, user);
    // A generated first password opens only the password change: no welcome over that screen.
    if (!user.mustChangePassword) toast({ title: "로그인 성공", description: "관리자 대시보드에 오신 것을 환영합니다." });
    navigate(paths.admin());
  };
}

const failed = (error: Error) =>
  toast({
    title: "로그인 실패",
    description: error instanceof ApiError ? error.message : "로그인에 실패했습니다.",
    variant: "destructive",
  });

/**
 * Signs in with the password. Without a second factor the user is cached and the dashboard opens; with
 * one, the caller shows the code step. A lock (429) shows the server's retry time.
 */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<LoginResponse>("POST", "/api/login", input),
    onSuccess: (data) => {
      if (data.user) signedIn(data.user);
    },
    onError: failed,
  });
}

/** The second step: the authenticator code or a recovery code. */
export function useSecondFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: SecondFactorInput) =>
      apiRequest<{ success: true; message: string; user: CurrentUser }>("POST", "/api/login/second-factor", input),
    onSuccess: (data) => signedIn(data.user),
    onError: failed,
  });
}
