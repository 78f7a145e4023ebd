import type { ReactElement } from "react";
import { cn } from "@/lib/cn";

/** A list filter's visible label above its control (no "(선택)" mark: every filter is optional). */
export function FilterField({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactElement }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
