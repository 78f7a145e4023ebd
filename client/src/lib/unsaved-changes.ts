// Unsaved edits in the back office: a form with changes registers itself, and whatever would take the screen away
// (a section switch, closing the tab, leaving for another page) asks first. One registry for every settings form
// and the editors, so each does not invent its own warning.
import { useEffect } from "react";

const LEAVE_QUESTION = "저장하지 않은 변경 사항이 있습니다. 이 화면을 떠날까요?";
const dirtyForms = new Map<symbol, string>();

/** Whether any registered form holds unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/**
 * Before a move away from the current screen: true when nothing is unsaved or the attorney agrees to drop it
 * (the forms that were dirty are then forgotten, as they unmount).
 */
export function confirmLeave(): boolean {
  if (dirtyForms.size === 0) return true;
  const names = [...new Set(dirtyForms.values())].filter(Boolean);
  const ok = window.confirm(names.length > 0 ? `${LEAVE_QUESTION}\n(${names.join(", ")})` : LEAVE_QUESTION);
  if (ok) dirtyForms.clear();
  return ok;
}

/** Registers the form as holding unsaved changes while `dirty`; the browser asks before the page is closed. */
export function useUnsavedChanges(dirty: boolean, name = ""): void {
  useEffect(() => {
    if (!dirty) return;
    const key = Symbol(name);
    dirtyForms.set(key, name);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      dirtyForms.delete(key);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty, name]);
}
