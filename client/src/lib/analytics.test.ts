import { describe, expect, it } from "vitest";
import { analyticsAllowed } from "./analytics";

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
