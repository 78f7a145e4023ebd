// Which text the editor has open, kept in the address as ?edit=<id> when it was opened from a link (the review
// queue's "편집 화면으로"), so a link opens the editor itself; closing it drops the parameter.
import { useState } from "react";
import { useSearchParams } from "wouter";
import type { EditorTarget } from "./content-editor-dialog";

export function useEditorTarget(): [EditorTarget | null, (target: EditorTarget | null) => void] {
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get("edit"));
  const [editing, setEditing] = useState<EditorTarget | null>(Number.isInteger(linked) && linked > 0 ? linked : null);
  const set = (target: EditorTarget | null) => {
    setEditing(target);
    if (target === null && params.has("edit"))
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("edit");
          return next;
        },
        { replace: true },
      );
  };
  return [editing, set];
}
