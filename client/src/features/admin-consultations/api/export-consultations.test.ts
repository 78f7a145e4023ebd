import { describe, expect, it } from "vitest";
import { exportFileName } from "./export-consultations";

describe("exportFileName", () => {
  it("prefers the UTF-8 name of Content-Disposition", () => {
    expect(
      exportFileName(
        `attachment; filename="consultations-2026-11-21.csv"; filename*=UTF-8''${encodeURIComponent("상담신청-2026-11-21.csv")}`,
      ),
    ).toBe("상담신청-2026-11-21.csv");
  });

  it("falls back to the plain name, then to a dated name", () => {
    expect(exportFileName('attachment; filename="consultations-2026-11-21.csv"')).toBe("consultations-2026-11-21.csv");
    expect(exportFileName(null)).toMatch(/^consultations-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
