// POST /api/consultations/export answers with a CSV attachment, so it is fetched as a file, not as JSON.
import { useMutation } from "@tanstack/react-query";
import { seoulDate } from "@shared/lib/dates";
import type { ConsultationExportInput } from "@shared/intake/admin-consultations";
import { toast } from "@/components/ui/toast";
import { toApiError } from "@/lib/api-client";
import { toastFailure } from "@/components/admin/api-errors";
import { downloadFileName, saveBlob } from "@/components/admin/save-file";

/** The export's file name from the Content-Disposition header, or a dated fallback. */
export const exportFileName = (disposition: string | null) => downloadFileName(disposition, `consultations-${seoulDate(new Date())}.csv`);

async function exportConsultations(input: ConsultationExportInput): Promise<string> {
  const res = await fetch("/api/consultations/export", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw await toApiError(res);
  const fileName = exportFileName(res.headers.get("Content-Disposition"));
  saveBlob(await res.blob(), fileName);
  return fileName;
}

/** Downloads the filtered requests as CSV; the server records the export and its reason in the access log. */
export function useExportConsultations() {
  return useMutation({
    mutationFn: exportConsultations,
    onSuccess: () => toast({ title: "CSV 파일을 내려받았습니다." }),
    onError: (error) => toastFailure("내보내기에 실패했습니다.", error),
  });
}
