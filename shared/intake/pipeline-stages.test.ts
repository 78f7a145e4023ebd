import { describe, expect, it } from "vitest";
import { CONSULTATION_STAGES, STAGE_LABELS, statusOfStage } from "./pipeline-stages";

describe("statusOfStage", () => {
  it("maps every stage to the older three-value status", () => {
    expect(CONSULTATION_STAGES.map((s) => [STAGE_LABELS[s], statusOfStage(s)])).toEqual([
      ["신규", "new"],
      ["연락 시도", "in_progress"],
      ["연락됨", "in_progress"],
      ["상담", "in_progress"],
      ["수임", "completed"],
      ["미수임", "completed"],
      ["연락 두절", "completed"],
    ]);
  });
});
