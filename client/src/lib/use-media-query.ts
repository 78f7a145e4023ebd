// Whether a CSS media query matches now, following changes (false during server rendering and where the browser
// cannot tell, e.g. a test's DOM).
import { useSyncExternalStore } from "react";

const listOf = (query: string): MediaQueryList | undefined =>
  typeof window.matchMedia === "function" ? window.matchMedia(query) : undefined;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => listOf(query)?.matches ?? false,
    () => false,
  );
}
