// Renders body HTML produced by the shared markdown renderer (shared/content/markdown.ts) on the server.
// Broken body images are hidden (no inline handlers: the CSP forbids them).
import { useEffect, useRef } from "react";
import { BODY_ATTRIBUTE } from "@shared/render/body-from-dom";
import { cn } from "@/lib/cn";

export function ContentBody({ html, className }: { html: string; className?: string }) {
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
  return (
    <div ref={ref} {...{ [BODY_ATTRIBUTE]: "" }} className={cn("prose-content", className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
