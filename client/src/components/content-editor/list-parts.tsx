// The parts the posts' and the interviews' lists share: the heading with the trash toggle and the "new"
// button, each card's edit and delete buttons, the trash's restore button, and the state filter.
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { inputClass } from "@/components/form/field";
import { STATUS_LABELS } from "./status-badge";

interface ListHeaderProps {
  headingId: string;
  /** The heading of the list and of the trash. */
  titles: { list: string; trash: string };
  trash: boolean;
  onToggleTrash: () => void;
  newLabel: string;
  onNew: () => void;
}

export function ListHeader({ headingId, titles, trash, onToggleTrash, newLabel, onNew }: ListHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {trash ? titles.trash : titles.list}
      </h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onToggleTrash} className={secondaryButtonClass}>
          {trash ? `${titles.list} 목록` : "휴지통"}
        </button>
        <button type="button" onClick={onNew} className={primaryButtonClass}>
          {newLabel}
        </button>
      </div>
    </div>
  );
}

/** 수정 and 삭제 (after `confirm`) of one card; the buttons are named after the item's title. */
export function EditDeleteActions({
  title,
  onEdit,
  onDelete,
  deleting,
  confirm,
}: {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  confirm: string;
}) {
  return (
    <>
      <button type="button" onClick={onEdit} className={secondaryButtonClass} aria-label={`${title} 수정`}>
        수정
      </button>
      <button
        type="button"
        disabled={deleting}
        onClick={() => {
          if (window.confirm(confirm)) onDelete();
        }}
        className={dangerButtonClass}
        aria-label={`${title} ${deleting ? "삭제 중" : "삭제"}`}
      >
        {deleting ? "삭제 중..." : "삭제"}
      </button>
    </>
  );
}

export function RestoreAction({ title, onRestore, restoring }: { title: string; onRestore: () => void; restoring: boolean }) {
  return (
    <button
      type="button"
      disabled={restoring}
      onClick={onRestore}
      className={secondaryButtonClass}
      aria-label={`${title} ${restoring ? "복원 중" : "복원"}`}
    >
      {restoring ? "복원 중..." : "복원"}
    </button>
  );
}

/** The state filter: all, published, draft or scheduled. */
export function StatusSelect({ id, value, onChange }: { id: string; value: string; onChange: (status: string) => void }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
      <option value="">전체</option>
      {Object.entries(STATUS_LABELS).map(([status, label]) => (
        <option key={status} value={status}>
          {label}
        </option>
      ))}
    </select>
  );
}
