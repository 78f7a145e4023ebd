// Unsaved editor text kept in localStorage per item ("new" for a new one) and per kind of content, so a
// reload, a failed save or an expired session does not lose it. Reading and writing never throw (private
// mode, full storage).
export type DraftKind = "post" | "interview";

export interface StoredDraft<V> {
  values: V;
  savedAt: number;
}

const draftKey = (kind: DraftKind, id: number | "new") => `admin-${kind}-draft:${id}`;

export function readDraft<V>(kind: DraftKind, id: number | "new"): StoredDraft<V> | null {
  try {
    const text = window.localStorage.getItem(draftKey(kind, id));
    if (!text) return null;
    const draft = JSON.parse(text) as StoredDraft<V>;
    return draft && typeof draft.values === "object" && draft.values !== null ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft<V>(kind: DraftKind, id: number | "new", values: V): void {
  try {
    window.localStorage.setItem(draftKey(kind, id), JSON.stringify({ values, savedAt: Date.now() } satisfies StoredDraft<V>));
  } catch {
    // Storage full or refused: the text is still in the form.
  }
}

export function clearDraft(kind: DraftKind, id: number | "new"): void {
  try {
    window.localStorage.removeItem(draftKey(kind, id));
  } catch {
    // Nothing to clear.
  }
}
