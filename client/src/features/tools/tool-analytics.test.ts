import { describe, expect, it, vi } from "vitest";
import { toolKindOf, trackToolKind } from "./tool-analytics";

describe("the calculator's analytics", () => {
  it("keeps the kind only, never the date or an unknown value", () => {
    expect(toolKindOf("?kind=appeal&start=2026-12-18")).toBe("appeal");
    expect(toolKindOf("start=2026-12-18&kind=ruling_request")).toBe("ruling_request");
    expect(toolKindOf("?kind=2026-12-18")).toBeUndefined();
    expect(toolKindOf("?bac=0.085")).toBeUndefined();
  });

  it("sends the kind and the page without its query", () => {
    const gtag = vi.fn();
    trackToolKind("?kind=appeal&start=2026-12-18", {
      gtag,
      location: { origin: "https://example.com", pathname: "/tools/criminal-deadline" },
    });
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(gtag.mock.calls[0])).not.toContain("2026-12-18");
    expect(gtag.mock.calls[0][2]).toEqual({ tool_kind: "appeal", page_location: "https://example.com/tools/criminal-deadline" });
    trackToolKind("?kind=nothing", { gtag, location: { origin: "", pathname: "" } });
    expect(gtag).toHaveBeenCalledTimes(1);
  });
});
