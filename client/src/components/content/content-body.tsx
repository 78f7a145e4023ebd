// Renders body HTML produced by the shared markdown renderer (shared/content/markdown.ts) on the server.
// Broken body images are hidden (no inline handlers: the CSP forbids them). With `inline`, the body is shown in
// two parts with it between them (splitForInlineCta); the browser reads the body back from the parts.
import { useEffect, useRef, type ReactNode } from "react";
import { BODY_ATTRIBUTE, BODY_PART_ATTRIBUTE, splitForInlineCta } from "@shared/render/body-from-dom";
import { cn } from "@/lib/cn";

export function ContentBody({ html, className, inline }: { html: string; className?: string; inline?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const hide = (img: HTMLImageElement) => (img.style.display = "none");
    const images = Array.from(root.querySelectorAll<HTMLImageElement>("img.md-img"));
    for (const img of images) {
      if (img.complete && img.naturalWidth === 0 && img.src) hide(img);
      img.addEventListener("error", () => hide(img), { once: true });
    }
  }, [html]);
  const parts = inline ? splitForInlineCta(html) : null;
  const body = { ref, [BODY_ATTRIBUTE]: "", className: cn("prose-content", className) };
  if (!parts) return <div {...body} dangerouslySetInnerHTML={{ __html: html }} />;
  const part = { [BODY_PART_ATTRIBUTE]: "" };
  return (
    <div {...body}>
      <div {...part} dangerouslySetInnerHTML={{ __html: parts[0] }} />
      {inline}
      <div {...part} dangerouslySetInnerHTML={{ __html: parts[1] }} />
    </div>
  );
}
