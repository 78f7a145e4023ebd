import { describe, expect, it } from "vitest";
import { analyticsAllowed, toolKindOf } from "./analytics";

describe("analyticsAllowed", () => {
  it("needs a measurement id and a production build", () => {
    expect(analyticsAllowed("www.example.com", false, undefined)).toBe(false);
    expect(analyticsAllowed("www.example.com", true, "G-TEST")).toBe(false);
    expect(analyticsAllowed("www.example.com", false, "G-TEST")).toBe(true);
  });
  it("never runs on local hosts", () => {
    for (const host of ["localhost", "127.0.0.1", "[::1]", "0.0.0.0", "office.local"]) {
      expect(analyticsAllowed(host, false, "G-TEST"), host).toBe(false);
    }
  });
});

describe("toolKindOf", () => {
  it("keeps the deadline calculator's kind only, never the date or another tool's input", () => {
    expect(toolKindOf("/tools/criminal-deadline?kind=appeal&start=2026-12-18")).toBe("appeal");
    expect(toolKindOf("/tools/criminal-deadline?start=2026-12-18&kind=ruling_request")).toBe("ruling_request");
    expect(toolKindOf("/tools/criminal-deadline?kind=2026-12-18")).toBeUndefined();
    expect(toolKindOf("/tools/drunk-driving?bac=0.085")).toBeUndefined();
    expect(toolKindOf("/board?kind=appeal")).toBeUndefined();
  });
});
