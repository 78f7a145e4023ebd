// GA4's loader, fetched after the page has loaded and only when analytics is enabled (analytics.ts), with
// the report of real visitors' Core Web Vitals (web-vitals-report.ts).
import { reportWebVitals } from "./web-vitals-report";

export function loadGtag(measurementId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag(...args: unknown[]) {
    window.dataLayer!.push(args);
  };
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${measurementId}`;
  document.head.appendChild(script);
  reportWebVitals((name, params) => window.gtag!("event", name, params));
}
