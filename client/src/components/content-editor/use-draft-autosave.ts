// Autosave of the editor to localStorage: debounced, postponed while an IME composes, and the stored draft
// offered back (불러오기 / 버리기) when it differs from what the editor opened with.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { clearDraft, readDraft, writeDraft, type DraftKind, type StoredDraft } from "./editor-draft";

export const AUTOSAVE_MS = 800;

/** `empty` holds every field, so a draft stored by an older editor without a field compares as it should. */
export function useDraftAutosave<V extends FieldValues>(
  kind: DraftKind,
  id: number | "new",
  form: UseFormReturn<V>,
  initial: V,
  empty: V,
  composing: RefObject<boolean>,
) {
  const initialJson = JSON.stringify(initial);
  const [offer, setOffer] = useState<StoredDraft<V> | null>(() => {
    const draft = readDraft<V>(kind, id);
    return draft && JSON.stringify({ ...empty, ...draft.values }) !== initialJson ? draft : null;
  });
  const offerOpen = useRef(offer !== null);
  // Set once the text is saved on the server: an autosave still pending must not store it again.
  const saved = useRef(false);

  const saveNow = useCallback(() => {
    const values = { ...initial, ...form.getValues() };
    if (JSON.stringify(values) === initialJson) clearDraft(kind, id);
    else writeDraft(kind, id, values);
  }, [form, kind, id, initial, initialJson]);

  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      // Never in the middle of a syllable: try again once the composition has ended.
      if (composing.current) {
        timer = window.setTimeout(tick, AUTOSAVE_MS);
        return;
      }
      // A stored draft not yet accepted or discarded is not overwritten.
      if (!offerOpen.current && !saved.current) saveNow();
    };
    const subscription = form.watch(() => {
      window.clearTimeout(timer);
      saved.current = false;
      timer = window.setTimeout(tick, AUTOSAVE_MS);
    });
    return () => {
      window.clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, saveNow, composing]);

  const acceptDraft = () => {
    if (offer) form.reset({ ...initial, ...offer.values }, { keepDefaultValues: true });
    offerOpen.current = false;
    setOffer(null);
  };
  const discardDraft = () => {
    clearDraft(kind, id);
    offerOpen.current = false;
    setOffer(null);
  };
  /** After a successful save: the stored draft goes, and so does an autosave still pending. */
  const clear = useCallback(() => {
    saved.current = true;
    clearDraft(kind, id);
  }, [kind, id]);

  return { offer, acceptDraft, discardDraft, saveNow, clear };
}
