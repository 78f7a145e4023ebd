// Autosave of the editor to localStorage: debounced, postponed while an IME composes, and the stored draft
// offered back (불러오기 / 버리기) when it differs from what the editor opened with.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { UseFormReturn } from "react-hook-form";
import { EMPTY_VALUES, type EditorValues } from "../editor-values";
import { clearDraft, readDraft, writeDraft, type StoredDraft } from "./use-post-draft";

export const AUTOSAVE_MS = 800;

export function useDraftAutosave(id: number | "new", form: UseFormReturn<EditorValues>, initial: EditorValues, composing: RefObject<boolean>) {
  const initialJson = JSON.stringify(initial);
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const draft = readDraft(id);
    return draft && JSON.stringify({ ...EMPTY_VALUES, ...draft.values }) !== initialJson ? draft : null;
  });
  const offerOpen = useRef(offer !== null);

  const saveNow = useCallback(() => {
    const values = { ...initial, ...form.getValues() };
    if (JSON.stringify(values) === initialJson) clearDraft(id);
    else writeDraft(id, values);
  }, [form, id, initial, initialJson]);

  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      // Never in the middle of a syllable: try again once the composition has ended.
      if (composing.current) {
        timer = window.setTimeout(tick, AUTOSAVE_MS);
        return;
      }
      // A stored draft not yet accepted or discarded is not overwritten.
      if (!offerOpen.current) saveNow();
    };
    const subscription = form.watch(() => {
      window.clearTimeout(timer);
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
    clearDraft(id);
    offerOpen.current = false;
    setOffer(null);
  };
  const clear = useCallback(() => clearDraft(id), [id]);

  return { offer, acceptDraft, discardDraft, saveNow, clear };
}
