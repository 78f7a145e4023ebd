// The request open in the inbox lives in the address (?request=<id>), so a reload or a shared link opens it and
// the browser's back button returns to the list, where it was.
import { useCallback } from "react";
import { useSearchParams } from "wouter";

const PARAM = "request";

/** The open request's id (or null), its address, and opening / closing it. */
export function useOpenRequest() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const openId = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;

  const hrefOf = useCallback(
    (id: number) => {
      const next = new URLSearchParams(params);
      next.set(PARAM, String(id));
      return `${window.location.pathname}?${next.toString()}`;
    },
    [params],
  );

  // Opening adds a history entry (back closes it); switching between requests side by side replaces it.
  const open = useCallback(
    (id: number) => {
      const replace = openId !== null;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PARAM, String(id));
          return next;
        },
        { replace, state: { openedRequest: true } },
      );
    },
    [openId, setParams],
  );

  const close = useCallback(() => {
    // Opened from the list in this tab: going back restores the list's entry (and the scroll kept under it).
    if ((window.history.state as { openedRequest?: boolean } | null)?.openedRequest) {
      window.history.back();
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  return { openId, hrefOf, open, close };
}
