import { describe, expect, it } from "vitest";
import { formatRate, ratePercent } from "./outcome-report";

describe("the report's rates", () => {
  it("divide by the requests and show both counts", () => {
    expect(formatRate(1, 3)).toBe("33% (1/3)");
    expect(formatRate(2, 3)).toBe("67% (2/3)");
    expect(formatRate(3, 3)).toBe("100% (3/3)");
    expect(formatRate(0, 4)).toBe("0% (0/4)");
    expect(formatRate(12, 1500)).toBe("1% (12/1,500)");
    expect(ratePercent(1, 3)).toBe(33.3);
    expect(ratePercent(1, 8)).toBe(12.5);
  });

  it("are a dash, not a division by zero, when nothing arrived", () => {
    expect(formatRate(0, 0)).toBe("—");
    expect(ratePercent(0, 0)).toBeNull();
  });
});
