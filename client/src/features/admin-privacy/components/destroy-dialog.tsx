// Destroying every record of the person now (삭제 요구), with the reason; nothing of it can be restored.
import { useState } from "react";
import { maskContact, type SubjectLookup } from "@shared/intake/subject-requests";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { failureText } from "@/components/admin/api-errors";
import { dangerButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { useSubjectDestroy } from "../api/subject-api";

export function DestroyDialog({ lookup, count, onClose, onDestroyed }: { lookup: SubjectLookup; count: number; onClose: () => void; onDestroyed: () => void }) {
  const destroy = useSubjectDestroy();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError("파기 사유를 입력해주세요");
    destroy.mutate({ lookup, reason }, { onSuccess: onDestroyed, onError: (e) => setError(failureText(e)) });
  };
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="지금 파기"
      description={`${maskContact(lookup)}로 찾은 상담 신청 ${count}건과 변경 이력을 모두 파기합니다. 되돌릴 수 없습니다.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="destroy-reason" label="파기 사유" required hint="파기 기록에 남습니다. 이름·연락처 같은 개인정보는 적지 마세요 (예: 정보주체 삭제 요구, 전화 접수)." error={error}>
          <input className={inputClass} autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            취소
          </button>
          <button type="submit" disabled={destroy.isPending} className={dangerButtonClass}>
            {destroy.isPending ? "파기 중..." : `${count}건 파기`}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
