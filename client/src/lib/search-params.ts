// Filters kept in the address (?search=&status=…): read them strictly, write them in place.
import { useCallback } from "react";
import { useSearchParams } from "wouter";

/** `value` when it is one of `values`, else "": an unknown value in a hand-edited address is ignored. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | "" {
  return values.includes(value as T) ? (value as T) : "";
}

/** Sets query parameters in place (an empty value removes one), keeping the others; no new history entry. */
export function useUpdateSearchParams(): (changes: Record<string, string>) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}
