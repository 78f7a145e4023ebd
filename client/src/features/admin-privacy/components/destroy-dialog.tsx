// Destroying the selected records of the person now (삭제), on one of the fixed grounds; nothing of it can be
// restored. The ground is chosen from a list, never typed: the destruction record is kept for good.
import { useState } from "react";
import {
  DESTRUCTION_GROUND_LABELS,
  DESTRUCTION_GROUNDS,
  maskContact,
  type DestructionGround,
  type SubjectLookup,
} from "@shared/intake/subject-requests";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { failureText } from "@/components/admin/api-errors";
import { dangerButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { useSubjectDestroy } from "../api/subject-api";

export function DestroyDialog({
  lookup,
  ids,
  onClose,
  onDestroyed,
}: {
  lookup: SubjectLookup;
  ids: number[];
  onClose: () => void;
  onDestroyed: () => void;
}) {
  const destroy = useSubjectDestroy();
  const [ground, setGround] = useState<DestructionGround | "">("");
  const [error, setError] = useState<string>();
  const count = ids.length;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ground) return setError("파기 근거를 선택해주세요");
    destroy.mutate({ lookup, ids, ground }, { onSuccess: onDestroyed, onError: (e) => setError(failureText(e)) });
  };
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="지금 파기"
      description={`${maskContact(lookup)}로 찾은 상담 신청 중 선택한 ${count}건(${ids.map((id) => `#${id}`).join(", ")})과 변경 이력을 파기합니다. 되돌릴 수 없습니다.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          id="destroy-ground"
          label="파기 근거"
          required
          hint="파기 기록에는 근거만 남고, 누구의 기록이었는지는 남지 않습니다."
          error={error}
        >
          <select className={inputClass} value={ground} onChange={(e) => setGround(e.target.value as DestructionGround | "")}>
            <option value="">선택해주세요</option>
            {DESTRUCTION_GROUNDS.map((value) => (
              <option key={value} value={value}>
                {DESTRUCTION_GROUND_LABELS[value]}
              </option>
            ))}
          </select>
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
