import { describe, expect, it } from "vitest";
import { vitalEvent } from "./web-vitals-report";

describe("a Core Web Vitals measurement as a GA4 event", () => {
  const where = { origin: "https://law.example", pathname: "/board/traffic-accident/drunk-driving" };

  it("carries the metric and the page's path, never its query", () => {
    expect(vitalEvent({ name: "LCP", value: 1834.6, delta: 1834.6, id: "v5-1", rating: "good" }, where)).toEqual({
      value: 1835,
      metric_id: "v5-1",
      metric_value: 1834.6,
      metric_delta: 1834.6,
      metric_rating: "good",
      page_path: "/board/traffic-accident/drunk-driving",
      page_location: "https://law.example/board/traffic-accident/drunk-driving",
      non_interaction: true,
    });
  });

  it("scales CLS to a whole number", () => {
    expect(vitalEvent({ name: "CLS", value: 0.12, delta: 0.0375, id: "v5-2", rating: "needs-improvement" }, where).value).toBe(38);
  });
});
