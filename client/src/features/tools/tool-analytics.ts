// The one thing analytics may learn from the deadline calculator: which kind of deadline was asked (never the date).
// Sent from the tool's own page (the site's entry stays as it is); only where analytics is loaded.
import { isDeadlineKind } from "@shared/tools/deadline-rules";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** The kind of a calculator query string, when it is one of the calculator's kinds. */
export function toolKindOf(search: string): string | undefined {
  const kind = new URLSearchParams(search).get("kind");
  return isDeadlineKind(kind) ? kind : undefined;
}

type Target = { gtag?: (...args: unknown[]) => void; location: { origin: string; pathname: string } };

export function trackToolKind(search: string, target: Target | undefined = typeof window === "undefined" ? undefined : window): void {
  const kind = toolKindOf(search);
  if (kind && target?.gtag)
    target.gtag("event", "tool_use", { tool_kind: kind, page_location: target.location.origin + target.location.pathname });
}
