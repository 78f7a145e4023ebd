// Unsaved editor text kept in localStorage per post ("new" for a new one), so a reload, a failed save or an
// expired session does not lose it. Reading and writing never throw (private mode, full storage).
import type { EditorValues } from "../editor-values";

export interface StoredDraft {
  values: EditorValues;
  savedAt: number;
}

export const draftKey = (id: number | "new") => `admin-post-draft:${id}`;

export function readDraft(id: number | "new"): StoredDraft | null {
  try {
    const text = window.localStorage.getItem(draftKey(id));
    if (!text) return null;
    const draft = JSON.parse(text) as StoredDraft;
    return draft && typeof draft.values === "object" && draft.values !== null ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(id: number | "new", values: EditorValues): void {
  try {
    window.localStorage.setItem(draftKey(id), JSON.stringify({ values, savedAt: Date.now() } satisfies StoredDraft));
  } catch {
    // Storage full or refused: the text is still in the form.
  }
}

export function clearDraft(id: number | "new"): void {
  try {
    window.localStorage.removeItem(draftKey(id));
  } catch {
    // Nothing to clear.
  }
}
