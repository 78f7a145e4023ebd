// POST /api/consultations/export answers with a CSV attachment, so it is fetched as a file, not as JSON.
import { useMutation } from "@tanstack/react-query";
import { seoulDate } from "@shared/dates";
import type { ConsultationExportInput } from "@shared/validation/admin-consultations";
import { toast } from "@/components/ui/toast";
import { toApiError } from "@/lib/api-client";
import { toastFailure } from "@/components/admin/api-errors";

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or a dated fallback. */
export function exportFileName(disposition: string | null): string {
  const extended = disposition && /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ""));
    } catch {
      /* malformed: try the plain name */
    }
  }
  const plain = disposition && /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : `consultations-${seoulDate(new Date())}.csv`;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function exportConsultations(input: ConsultationExportInput): Promise<string> {
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
