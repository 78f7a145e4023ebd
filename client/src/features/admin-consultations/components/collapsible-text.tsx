import { useId, useState } from "react";
import { cn } from "@/lib/cn";

const LONG_CHARS = 280;
const LONG_LINES = 6;

/** Long text shows its first ~6 lines until "더 보기"; line breaks are kept. */
export function CollapsibleText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > LONG_CHARS || text.split("\n").length > LONG_LINES;
  return (
    <div>
      <p id={id} className={cn("whitespace-pre-wrap text-[15px] leading-relaxed text-slate-800", long && !open && "line-clamp-6")}>
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className="mt-1 inline-flex min-h-11 items-center rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {open ? "접기" : "더 보기"}
        </button>
      )}
    </div>
  );
}
