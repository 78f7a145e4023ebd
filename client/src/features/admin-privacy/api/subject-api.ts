// The 개인정보 요청 tool's calls: find, export, correct, destroy; and the destruction records.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { seoulDate } from "@shared/lib/dates";
import type {
  DestructionRecordItem,
  SubjectCorrectionInput,
  SubjectDestroyInput,
  SubjectExportInput,
  SubjectLookupInput,
  SubjectRecord,
} from "@shared/intake/subject-requests";
import { toastFailure } from "@/components/admin/api-errors";
import { downloadFileName, saveBlob } from "@/components/admin/save-file";
import { toast } from "@/components/ui/toast";
import { apiGet, apiRequest, toApiError } from "@/lib/api-client";

const destructionRecordsKey = ["/api/destruction-records"] as const;

export function useSubjectSearch() {
  return useMutation({
    mutationFn: (lookup: SubjectLookupInput) => apiRequest<SubjectRecord[]>("POST", "/api/subject-requests/search", lookup),
  });
}

/** Downloads the selected records of the person as a text file (the server logs the export). */
export function useSubjectExport() {
  return useMutation({
    mutationFn: async (selection: SubjectExportInput) => {
      const res = await fetch("/api/subject-requests/export", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(selection),
      });
      if (!res.ok) throw await toApiError(res);
      const fileName = downloadFileName(res.headers.get("Content-Disposition"), `personal-data-${seoulDate(new Date())}.txt`);
      saveBlob(await res.blob(), fileName);
      return fileName;
    },
    onSuccess: (fileName) => toast({ title: "열람 자료를 내려받았습니다.", description: fileName }),
    onError: (error) => toastFailure("열람 자료를 만들지 못했습니다.", error),
  });
}

export function useSubjectCorrection() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SubjectCorrectionInput }) =>
      apiRequest<{ success: true; message: string; record: SubjectRecord }>("PATCH", `/api/subject-requests/consultations/${id}`, input),
    onSuccess: (data) => toast({ title: data.message }),
  });
}

export function useSubjectDestroy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubjectDestroyInput) =>
      apiRequest<{ success: true; message: string; count: number }>("POST", "/api/subject-requests/destroy", input),
    onSuccess: (data) => {
      toast({ title: data.message });
      void queryClient.invalidateQueries({ queryKey: destructionRecordsKey });
    },
  });
}

export function useDestructionRecords() {
  return useQuery({ queryKey: destructionRecordsKey, queryFn: () => apiGet<DestructionRecordItem[]>("/api/destruction-records") });
}
