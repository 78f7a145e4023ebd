// A button that copies a text to the clipboard and says so ("복사했습니다") in a polite live region.
import { useState } from "react";
import { secondaryButtonClass } from "./button-styles";

export function CopyButton({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = () => {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clipboard) return setState("failed");
    clipboard.writeText(text).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`}>
      <button type="button" className={secondaryButtonClass} onClick={copy}>
        {label}
      </button>
      <span role="status" className="text-sm text-slate-600">
        {state === "copied" ? "복사했습니다." : state === "failed" ? "복사하지 못했습니다. 직접 선택해 복사해주세요." : ""}
      </span>
    </span>
  );
}
