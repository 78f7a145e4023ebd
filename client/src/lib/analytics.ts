// Analytics: GA4 loaded lazily after page load, only with VITE_GA_MEASUREMENT_ID, never on localhost or in
// development, and never on the sign-in page or the back office (/auth, /admin): it is not loaded there, and
// when it was loaded on a public page before, nothing is sent from them (gtag puts the page's full address,
// a back-office search included, into every hit). Events carry no personal data; page views carry no query.
import { isPrivatePath } from "@shared/pages/page-map";
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const MEASUREMENT_ID = import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined;

export function analyticsAllowed(hostname: string, isDev: boolean, measurementId: string | undefined): boolean {
  if (!measurementId || isDev) return false;
  return !["localhost", "127.0.0.1", "[::1]", "0.0.0.0"].includes(hostname) && !hostname.endsWith(".local");
}

let started = false;
/**
 * Starts GA after the page has loaded. The loader is its own chunk: a build without a measurement id (the
 * condition is then a constant) ships none of it, and a build with one fetches it only after load.
 */
export function initAnalytics(): void {
  if (started || typeof window === "undefined") return;
  if (!MEASUREMENT_ID || !analyticsAllowed(window.location.hostname, import.meta.env.DEV, MEASUREMENT_ID)) return;
  // Not on a private page; a later public page view starts it (trackPageView).
  if (isPrivatePath(window.location.pathname)) return;
  started = true;
  const id = MEASUREMENT_ID;
  const load = () => {
    if (!isPrivatePath(window.location.pathname)) void import("./analytics-loader").then((m) => m.loadGtag(id));
    else started = false;
  };
  if (document.readyState === "complete") setTimeout(load, 0);
  else window.addEventListener("load", () => setTimeout(load, 0), { once: true });
}

function send(event: string, params: Record<string, string>): void {
  if (typeof window === "undefined" || !window.gtag || isPrivatePath(window.location.pathname)) return;
  // The address sent is the page's, without its query (a visitor's search never leaves the site).
  window.gtag("event", event, { page_location: window.location.origin + window.location.pathname, ...params });
}

export function trackPageView(path: string): void {
  if (typeof window !== "undefined" && !isPrivatePath(path)) initAnalytics();
  send("page_view", { page_path: path.split("?")[0] });
}

export type CtaAction = "consultation_request" | "profile_view" | "kakao_channel";

/** A call-to-action click: `source` is where it sits (e.g. "board:drunk-driving-…"), `action` what it asks for. */
export function trackCtaClick(source: string, action: CtaAction, pageSource: string): void {
  send("cta_click", { event_category: "engagement", event_label: `${source}_${action}`, page_source: pageSource, action_type: action });
}

export type FormEvent = "form_start" | "submit_success" | "submit_error";
export function trackConsultationForm(event: FormEvent): void {
  send("consultation_form", { event_category: "consultation", form_event: event });
}
