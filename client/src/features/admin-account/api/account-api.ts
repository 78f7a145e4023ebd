// The signed-in administrator's own account: two-factor sign-in, password, signed-in sessions.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AccountSession,
  ChangePasswordInput,
  TwoFactorEnrolment,
  TwoFactorStatus as SharedTwoFactorStatus,
} from "@shared/auth/account-input";
import { toastFailure } from "@/components/admin/api-errors";
import { toast } from "@/components/ui/toast";
import { apiGet, apiRequest } from "@/lib/api-client";

const accountKeys = {
  twoFactor: ["/api/account/two-factor"] as const,
  sessions: ["/api/account/sessions"] as const,
};

export type TwoFactorStatus = SharedTwoFactorStatus & { required: boolean };
export type Enrolment = TwoFactorEnrolment;
export type { AccountSession };

interface Done {
  success: true;
  message: string;
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: accountKeys.twoFactor, queryFn: () => apiGet<TwoFactorStatus>("/api/account/two-factor") });
}

export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => apiRequest<Enrolment>("POST", "/api/account/two-factor/setup"),
    onError: (error) => toastFailure("2단계 인증 설정을 시작하지 못했습니다.", error),
  });
}

/**
 * Confirms enrolment with the first code and the password again; returns the recovery codes to show once. The status is reloaded
 * only after they were kept (useTwoFactorEnabled), so the screen showing them stays until then.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; password: string }) =>
      apiRequest<Done & { recoveryCodes: string[] }>("POST", "/api/account/two-factor/enable", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** After the recovery codes were kept: reload the two-factor status. */
export function useReloadTwoFactorStatus(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<Done & { recoveryCodes: string[] }>("POST", "/api/account/two-factor/recovery-codes", { code }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<Done>("DELETE", "/api/account/two-factor", { password }),
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });
      toast({ title: data.message });
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest<Done & { sessionsEnded: number }>("POST", "/api/account/password", input),
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      toast({ title: data.message });
    },
  });
}

export function useAccountSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: () => apiGet<AccountSession[]>("/api/account/sessions") });
}

/** Ends one session; `signedOut` when it was this one. */
export function useEndSession(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Done & { signedOut: boolean }>("DELETE", `/api/account/sessions/${id}`),
    onSuccess: (data) => {
      toast({ title: data.message });
      if (data.signedOut) onSignedOut();
      else void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      toastFailure("로그아웃하지 못했습니다.", error);
    },
  });
}

export function useSignOutEverywhere(onSignedOut: () => void) {
  return useMutation({
    mutationFn: () => apiRequest<Done>("POST", "/api/account/sessions/sign-out-all"),
    onSuccess: (data) => {
      toast({ title: data.message });
      onSignedOut();
    },
    onError: (error) => toastFailure("로그아웃하지 못했습니다.", error),
  });
}
