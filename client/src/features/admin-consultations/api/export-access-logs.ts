// POST /api/access-logs/export answers with a CSV attachment, so it is fetched as a file, not as JSON.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { seoulDate } from "@shared/lib/dates";
import type { AccessLogExportInput } from "@shared/intake/access-log";
import { toast } from "@/components/ui/toast";
import { toApiError } from "@/lib/api-client";
import { toastFailure } from "@/components/admin/api-errors";
import { downloadFileName, saveBlob } from "@/components/admin/save-file";
import { accessLogKeys } from "./consultation-keys";

async function exportAccessLogs(input: AccessLogExportInput): Promise<string> {
  const res = await fetch("/api/access-logs/export", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw await toApiError(res);
  const fileName = downloadFileName(res.headers.get("Content-Disposition"), `access-log-${seoulDate(new Date())}.csv`);
  saveBlob(await res.blob(), fileName);
  return fileName;
}

/** Downloads the filtered access log as CSV; the export is itself recorded, so the list is read again. */
export function useExportAccessLogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportAccessLogs,
    onSuccess: () => {
      toast({ title: "접근 기록 CSV 파일을 내려받았습니다." });
      void queryClient.invalidateQueries({ queryKey: accessLogKeys.all });
    },
    onError: (error) => toastFailure("내보내기에 실패했습니다.", error),
  });
}
