// The "기한 계산 규칙·공휴일" tab's calls: the deadline rules and their review, the holiday calendar (list, add,
// delete), the 특일정보 sync (a diff first, then apply) and the scheduled pulls.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HolidayKind, HolidaySource } from "@shared/holidays/calendar";
import type { DeadlinePeriod, RuleStatus } from "@shared/tools/deadline-rules";
import { toastFailure } from "@/components/admin/api-errors";
import { toast } from "@/components/ui/toast";
import { apiGet, apiRequest } from "@/lib/api-client";

export interface AdminRule {
  key: string;
  label: string;
  article: string;
  lawName: string;
  period: DeadlinePeriod;
  validFrom: string | null;
  lawAsOf: string;
  status: RuleStatus;
  reviewedAt: string | null;
  reviewedBy: string | null;
  shippedStatus: RuleStatus;
}

export interface AdminHoliday {
  date: string;
  name: string;
  kind: HolidayKind;
  kindLabel: string;
  source: HolidaySource;
  fetchedAt: string;
}

interface DiffHoliday {
  date: string;
  name: string;
  kind: HolidayKind;
}

export interface HolidayDiff {
  year: number;
  month: number | null;
  add: DiffHoliday[];
  change: Array<{ date: string; from: { name: string; kind: HolidayKind }; to: { name: string; kind: HolidayKind } }>;
  remove: Array<{ date: string; name: string }>;
  manualKept: Array<{ date: string; name: string; api: string | null }>;
}

export interface HolidayPullRun {
  key: string;
  status: "pending" | "done" | "failed";
  attempts: number;
  summary: string | null;
  lastError: string | null;
  finishedAt: string | null;
}

const rulesKey = ["/api/tools/rules"] as const;
const holidaysKey = (year: number) => ["/api/holidays", year] as const;
const pullsKey = ["/api/holidays/pulls"] as const;

export const useRules = () => useQuery({ queryKey: rulesKey, queryFn: () => apiGet<AdminRule[]>("/api/tools/rules") });

export function useReviewRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => apiRequest<AdminRule>("POST", `/api/tools/rules/${encodeURIComponent(key)}/review`),
    onSuccess: (rule) => {
      toast({ title: `${rule.label} 규칙을 검토 완료로 기록했습니다.` });
      void queryClient.invalidateQueries({ queryKey: rulesKey });
    },
    onError: (error) => toastFailure("검토를 기록하지 못했습니다.", error),
  });
}

export const useHolidays = (year: number) =>
  useQuery({
    queryKey: holidaysKey(year),
    queryFn: () => apiGet<{ year: number; covered: boolean; holidays: AdminHoliday[] }>(`/api/holidays?year=${year}`),
  });

export const useHolidayPulls = () =>
  useQuery({ queryKey: pullsKey, queryFn: () => apiGet<{ enabled: boolean; runs: HolidayPullRun[] }>("/api/holidays/pulls") });

function useInvalidateHolidays() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ["/api/holidays"] });
}

export function useAddHoliday() {
  const invalidate = useInvalidateHolidays();
  return useMutation({
    mutationFn: (input: { date: string; name: string; kind: HolidayKind }) => apiRequest<AdminHoliday>("POST", "/api/holidays", input),
    onSuccess: (row) => {
      toast({ title: `${row.date} ${row.name}을(를) 추가했습니다.` });
      invalidate();
    },
  });
}

export function useDeleteHoliday() {
  const invalidate = useInvalidateHolidays();
  return useMutation({
    mutationFn: (date: string) => apiRequest<{ message: string }>("DELETE", `/api/holidays/${date}`),
    onSuccess: (data) => {
      toast({ title: data.message });
      invalidate();
    },
    onError: (error) => toastFailure("공휴일을 삭제하지 못했습니다.", error),
  });
}

/** Reads 특일정보 for a year: without `apply` the diff only; with it, the diff written. */
export function useHolidaySync() {
  const invalidate = useInvalidateHolidays();
  return useMutation({
    mutationFn: ({ year, apply }: { year: number; apply: boolean }) =>
      apiRequest<{ applied: boolean; diff: HolidayDiff }>("POST", `/api/holidays/sync?year=${year}${apply ? "&apply=1" : ""}`),
    onSuccess: (data) => {
      if (!data.applied) return;
      toast({ title: `${data.diff.year}년 공휴일을 천문연구원 자료로 반영했습니다.` });
      invalidate();
    },
  });
}
