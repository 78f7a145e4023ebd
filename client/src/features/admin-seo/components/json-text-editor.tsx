// A monospace JSON textarea with a line-number gutter that marks the line of a mistake. Lines do not wrap, so
// each gutter number stays beside its line; the gutter follows the textarea's scrolling.
import { useState, type TextareaHTMLAttributes } from "react";

const textClass = "font-mono text-sm leading-relaxed";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "className"> & {
  value: string;
  /** The 1-based line the checker refused, marked in the gutter. */
  errorLine?: number;
};

export function JsonTextEditor({ value, errorLine, onScroll, ...textarea }: Props) {
  const [scrollTop, setScrollTop] = useState(0);
  const lines = Math.max(1, value.split("\n").length);
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        data-testid="json-line-numbers"
        className={`pointer-events-none absolute inset-y-px left-px w-12 overflow-hidden rounded-l-lg border-r border-slate-200 bg-slate-50 ${textClass}`}
      >
        <div className="py-3" style={{ transform: `translateY(${-scrollTop}px)` }}>
          {Array.from({ length: lines }, (_, i) => (
            <div
              key={i}
              data-error-line={i + 1 === errorLine ? "true" : undefined}
              className={i + 1 === errorLine ? "bg-red-100 pr-2 text-right font-bold text-red-800" : "pr-2 text-right text-slate-500"}
            >
              {i + 1}
            </div>
          ))}
        </div>
      </div>
      <textarea
        {...textarea}
        value={value}
        wrap="off"
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        onScroll={(e) => {
          setScrollTop(e.currentTarget.scrollTop);
          onScroll?.(e);
        }}
        className={`block min-h-[22rem] w-full overflow-auto whitespace-pre rounded-lg border border-slate-300 bg-white py-3 pr-3.5 pl-15 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600 ${textClass}`}
      />
    </div>
  );
}
