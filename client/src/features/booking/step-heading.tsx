import { useEffect, useRef, type ReactNode } from "react";

/**
 * A step's heading. A step shown after the visitor's choice takes the focus on its heading, so a screen reader
 * reads where they are and the keyboard continues from there; the first step of a page load does not.
 */
export function StepHeading({ id, focus, children }: { id: string; focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
      {children}
    </h2>
  );
}
