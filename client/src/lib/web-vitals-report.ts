// Field data: real visitors' Core Web Vitals (LCP, INP, CLS) and TTFB, sent to GA4 as events when analytics
// runs (analytics.ts decides: a measurement id, never on local hosts or in development). Loaded with the GA
// loader after the page has loaded; web-vitals reads the browser's buffered entries, so nothing is missed.
// No personal data: the metric and the page's path only (no query string, which may hold a search term).
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

export type VitalName = Metric["name"];

/** The GA4 event parameters of one measurement (CLS ×1000, as GA's values are whole numbers). */
export function vitalEvent(
  metric: Pick<Metric, "name" | "value" | "delta" | "id" | "rating">,
  where: { origin: string; pathname: string },
) {
  return {
    value: Math.round(metric.name === "CLS" ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    page_path: where.pathname,
    page_location: where.origin + where.pathname,
    non_interaction: true,
  };
}

export function reportWebVitals(send: (name: VitalName, params: ReturnType<typeof vitalEvent>) => void): void {
  const report = (metric: Metric) => send(metric.name, vitalEvent(metric, window.location));
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}
