// The sticky bar at the bottom of a settings form: whether it holds unsaved changes, and its save button. A form
// with changes is registered with the unsaved-changes registry, so a section switch or closing the page asks first.
import { primaryButtonClass } from "@/components/admin/button-styles";
import { useUnsavedChanges } from "@/lib/unsaved-changes";

const DIRTY_MESSAGE = "저장하지 않은 변경 사항이 있습니다";

/** `inline`: a bar inside a section (a second form on the same screen), not stuck to the bottom. */
export function SaveBar({
  dirty,
  name,
  pending,
  label,
  inline,
}: {
  dirty: boolean;
  name: string;
  pending: boolean;
  label: string;
  inline?: boolean;
}) {
  useUnsavedChanges(dirty, name);
  return (
    <div
      className={`${inline ? "" : "sticky bottom-2 z-10 "}flex flex-wrap items-center justify-end gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-md`}
    >
      <p role="status" className="min-w-0 flex-1 text-sm font-semibold text-amber-800">
        {dirty ? (
          <>
            <span aria-hidden="true" className="mr-1.5 inline-block h-2 w-2 rounded-full bg-amber-500 align-middle" />
            {DIRTY_MESSAGE}
          </>
        ) : (
          ""
        )}
      </p>
      <button type="submit" className={primaryButtonClass} disabled={pending}>
        {pending ? "저장 중..." : label}
      </button>
    </div>
  );
}
