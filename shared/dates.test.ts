import { describe, expect, it } from "vitest";
import { isRealDate, seoulDateTime } from "./dates";

describe("dates", () => {
  it("writes Korea time, crossing the date line at 15:00 UTC", () => {
    expect(seoulDateTime(new Date("2026-01-02T15:30:00Z"))).toBe("2026-01-03 00:30");
    expect(seoulDateTime(new Date("2026-07-01T02:05:59Z"))).toBe("2026-07-01 11:05");
  });

  it("accepts only real calendar dates", () => {
    expect(isRealDate("2024-02-29")).toBe(true);
    expect(isRealDate("2025-02-29")).toBe(false);
    expect(isRealDate("2025-13-01")).toBe(false);
  });
});
