import { forwardRef, type SelectHTMLAttributes } from "react";
import { inputClass } from "@/components/form/field";

/** A select of option values with their Korean labels and an empty "선택해주세요" first choice. */
export const OptionSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { values: readonly string[]; labels: Record<string, string> }
>(function OptionSelect({ values, labels, ...props }, ref) {
  return (
    <select ref={ref} className={inputClass} {...props}>
      <option value="">선택해주세요</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </select>
  );
});
