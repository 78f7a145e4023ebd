// Where a visitor came from, kept for this tab only (sessionStorage, first-party, no cookies):
// the first page of the visit, the external referrer, UTM parameters, and the last call-to-action clicked.
const KEY = "visit-source";

export interface VisitSource {
  landingPage?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  ctaSource?: string;
}

function read(): VisitSource {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as VisitSource;
  } catch {
    return {};
  }
}

function write(value: VisitSource): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    /* private mode: tracking is best effort */
  }
}

/** Call once at start-up: records the landing page, referrer and UTM parameters of this visit. */
export function captureVisitSource(): void {
  const current = read();
  if (current.landingPage) return;
  const params = new URLSearchParams(window.location.search);
  const referrer = document.referrer && !document.referrer.startsWith(window.location.origin) ? document.referrer : undefined;
  const utm = (name: string) => params.get(name)?.slice(0, 200) || undefined;
  write({
    landingPage: (window.location.pathname + window.location.search).slice(0, 500),
    referrer: referrer?.slice(0, 500),
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
    utmTerm: utm("utm_term"),
    utmContent: utm("utm_content"),
  });
}

export function setCtaSource(ctaSource: string): void {
  write({ ...read(), ctaSource: ctaSource.slice(0, 200) });
}

export function getVisitSource(): VisitSource {
  return typeof window === "undefined" ? {} : read();
}
