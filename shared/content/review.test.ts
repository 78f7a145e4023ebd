import { describe, expect, it } from "vitest";
import { isReviewStale, staleReviews } from "./review";

describe("isReviewStale", () => {
  it("is stale only after 12 months, counted in Korea time", () => {
    expect(isReviewStale("2025-11-23", "2026-11-23")).toBe(false);
    expect(isReviewStale("2025-11-23", "2026-11-24")).toBe(true);
    expect(isReviewStale("2026-11-23", "2026-11-23")).toBe(false);
    // 2025-11-23 15:30 UTC is already 24 November in Korea.
    expect(isReviewStale("2025-11-23T15:30:00Z", "2026-11-24")).toBe(false);
    expect(isReviewStale("2025-11-23T15:30:00Z", "2026-11-25")).toBe(true);
  });

  it("keeps the end of the month when the day does not exist a year later", () => {
    expect(isReviewStale("2024-02-29", "2025-02-28")).toBe(false);
    expect(isReviewStale("2024-02-29", "2025-03-01")).toBe(true);
  });
});

describe("staleReviews", () => {
  it("keeps the stale ones, oldest first", () => {
    const items = [
      { file: "a.md", reviewedAt: "2026-01-10" },
      { file: "b.md", reviewedAt: "2024-05-01" },
      { file: "c.md", reviewedAt: "2025-03-02" },
    ];
    expect(staleReviews(items, "2026-11-23").map((i) => i.file)).toEqual(["b.md", "c.md"]);
    expect(staleReviews(items, "2025-01-01")).toEqual([]);
  });
});
