// The 예약 section's calls: the bookings of a period (the pending queue and the week), a booking's status, the
// availability blocks (list, add, delete), the holidays of the years a week touches, and a booking's messages.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BookingStatus } from "@shared/booking/booking-options";
import type { ConflictResult } from "@shared/intake/options";
import { toastFailure } from "@/components/admin/api-errors";
import { toast } from "@/components/ui/toast";
import { apiGet, apiRequest } from "@/lib/api-client";

export interface AdminBooking {
  id: number;
  consultationId: number;
  status: BookingStatus;
  type: string;
  typeLabel: string;
  kind: string;
  start: string;
  end: string;
  name: string;
  phone: string;
  caseType: string | null;
  situation: string;
  deadlineDate: string | null;
  needsReschedule: boolean;
  proposedStart: string | null;
  conflictCheck: { result: ConflictResult; checkedAt: string | null } | null;
}

export interface AvailabilityBlock {
  id: number;
  start: string;
  end: string;
  label: string;
  source: string;
}

export interface BookingMessage {
  id: number;
  kind: string;
  channel: "email" | "sms";
  status: "pending" | "sent" | "failed" | "skipped";
  nextAttemptAt: string | null;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

export interface BookingPatch {
  status: Exclude<BookingStatus, "pending">;
  reason?: string;
  proposeStart?: string;
}

const bookingsKey = ["/api/bookings"] as const;
const blocksKey = ["/api/availability-blocks"] as const;
const range = (from: string, to: string) => new URLSearchParams({ from, to }).toString();

export const useBookings = (from: string, to: string, status?: BookingStatus) =>
  useQuery({
    queryKey: [...bookingsKey, from, to, status ?? ""],
    queryFn: () => apiGet<AdminBooking[]>(`/api/bookings?${range(from, to)}${status ? `&status=${status}` : ""}`),
  });

export const useBlocks = (from: string, to: string) =>
  useQuery({
    queryKey: [...blocksKey, from, to],
    queryFn: () => apiGet<AvailabilityBlock[]>(`/api/availability-blocks?${range(from, to)}`),
  });

export const useHolidayNames = (year: number) =>
  useQuery({
    queryKey: ["/api/holidays", year],
    queryFn: () => apiGet<{ holidays: Array<{ date: string; name: string }> }>(`/api/holidays?year=${year}`),
    staleTime: 10 * 60_000,
  });

/** The reminders and notices about one booking; read only while the booking is open. */
export const useBookingMessages = (id: number) =>
  useQuery({
    queryKey: [...bookingsKey, id, "messages"],
    queryFn: () => apiGet<{ messages: BookingMessage[] }>(`/api/bookings/${id}/messages`),
  });

/** Changes a booking's status; the caller shows the failure (a 409 asks for the conflict check). */
export function usePatchBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: BookingPatch }) =>
      apiRequest<{ id: number; status: BookingStatus }>("PATCH", `/api/bookings/${id}`, patch),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}

export function useAddBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: { start: string; end: string; label: string }) =>
      apiRequest<AvailabilityBlock & { needsReschedule: number[] }>("POST", "/api/availability-blocks", block),
    onSuccess: (block) => {
      const marked = block.needsReschedule.length;
      toast({
        title: `${block.label} 일정을 추가했습니다.`,
        description: marked > 0 ? `이 시간의 예약 ${marked}건을 재조정 필요로 표시했습니다.` : undefined,
      });
      void queryClient.invalidateQueries({ queryKey: blocksKey });
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
    },
  });
}

export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ success: true }>("DELETE", `/api/availability-blocks/${id}`),
    onSuccess: () => {
      toast({ title: "일정을 삭제했습니다." });
      void queryClient.invalidateQueries({ queryKey: blocksKey });
    },
    onError: (error) => toastFailure("일정을 삭제하지 못했습니다", error),
  });
}
