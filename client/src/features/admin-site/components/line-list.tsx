// A list of short lines (education, career, languages…): add, remove and move lines, each with its own label and
// its own error message. Controlled: the form holds the array.
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { inputClass } from "@/components/form/field";
import { cn } from "@/lib/cn";

interface LineListProps {
  id: string;
  /** The list's name, e.g. "학력": the legend and each line's label. */
  label: string;
  lines: string[];
  onChange: (lines: string[]) => void;
  max: number;
  maxLength: number;
  /** The list's own message (e.g. too many) and each line's, by index. */
  error?: string;
  lineErrors?: Array<string | undefined>;
  hint?: string;
  placeholder?: string;
}

const iconButtonClass =
  "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

export function LineList({ id, label, lines, onChange, max, maxLength, error, lineErrors = [], hint, placeholder }: LineListProps) {
  const set = (index: number, value: string) => onChange(lines.map((l, i) => (i === index ? value : l)));
  const remove = (index: number) => onChange(lines.filter((_, i) => i !== index));
  const move = (index: number, to: number) => {
    const next = [...lines];
    [next[index], next[to]] = [next[to], next[index]];
    onChange(next);
    // Keep the keyboard on the moved line's button.
    requestAnimationFrame(() => document.getElementById(`${id}-${to}-${to < index ? "up" : "down"}`)?.focus());
  };
  const add = () => {
    onChange([...lines, ""]);
    requestAnimationFrame(() => document.getElementById(`${id}-${lines.length}`)?.focus());
  };
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <fieldset className="space-y-2" aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}>
      <legend className="text-[15px] font-semibold text-slate-800">
        {label}{" "}
        <span className="text-sm font-normal text-slate-500">
          ({lines.length}/{max})
        </span>
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {lines.length === 0 && <p className="text-sm text-slate-600">항목이 없습니다.</p>}
      <ol className="space-y-2">
        {lines.map((line, i) => {
          const lineError = lineErrors[i];
          const inputId = `${id}-${i}`;
          return (
            <li key={i}>
              {/* On a phone the line takes the full width and grows with its text; the buttons sit below it. */}
              <div className="flex flex-wrap items-start justify-end gap-1.5 sm:flex-nowrap">
                <label htmlFor={inputId} className="sr-only">
                  {`${label} ${i + 1}번째 항목`}
                </label>
                <textarea
                  id={inputId}
                  rows={1}
                  className={cn(inputClass, "min-w-0 basis-full resize-none py-2.5 [field-sizing:content] sm:basis-0 sm:flex-1")}
                  value={line}
                  maxLength={maxLength}
                  placeholder={placeholder}
                  aria-invalid={lineError ? true : undefined}
                  aria-describedby={lineError ? `${inputId}-error` : undefined}
                  // One line each: Enter does not break it.
                  onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
                  onChange={(e) => set(i, e.target.value.replace(/[\r\n]+/g, " "))}
                />
                <button
                  type="button"
                  id={`${inputId}-up`}
                  className={iconButtonClass}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`${label} ${i + 1}번째 항목 위로`}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  id={`${inputId}-down`}
                  className={iconButtonClass}
                  disabled={i === lines.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`${label} ${i + 1}번째 항목 아래로`}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className={cn(iconButtonClass, "text-red-700")}
                  onClick={() => remove(i)}
                  aria-label={`${label} ${i + 1}번째 항목 삭제`}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              {lineError && (
                <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {lineError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button type="button" className={secondaryButtonClass} disabled={lines.length >= max} onClick={add}>
        {label} 항목 추가
      </button>
    </fieldset>
  );
}
