import { describe, expect, it } from "vitest";
import { CONSULTATION_STAGES } from "./pipeline-stages";
import { isEndingStage, outcomeOfStage, stageAfterContact, stageOfOutcome, stageOfRecord, stageOfStatus } from "./pipeline-transitions";

describe("pipeline transitions", () => {
  it("moves forward on a logged contact, never backwards", () => {
    expect(stageAfterContact("new", "no_answer")).toBe("attempted");
    expect(stageAfterContact("new", "left_message")).toBe("attempted");
    expect(stageAfterContact("new", "reached")).toBe("reached");
    expect(stageAfterContact("attempted", "reached")).toBe("reached");
    // A missed call after they were reached, consulted or the matter ended changes nothing.
    expect(stageAfterContact("reached", "no_answer")).toBe("reached");
    expect(stageAfterContact("consulted", "reached")).toBe("consulted");
    for (const ended of ["retained", "declined", "unreachable"] as const) expect(stageAfterContact(ended, "reached")).toBe(ended);
  });

  it("sets the stage of each outcome, and reads the outcome back off the stage", () => {
    expect(stageOfOutcome("consulted")).toBe("consulted");
    expect(stageOfOutcome("retained")).toBe("retained");
    expect(stageOfOutcome("not_retained")).toBe("declined");
    expect(stageOfOutcome("unreachable")).toBe("unreachable");
    expect(CONSULTATION_STAGES.map(outcomeOfStage)).toEqual([null, null, null, "consulted", "retained", "not_retained", "unreachable"]);
  });

  it("ends the follow-up at 수임, 미수임 and 연락 두절 only", () => {
    expect(CONSULTATION_STAGES.filter(isEndingStage)).toEqual(["retained", "declined", "unreachable"]);
  });

  it("maps the older status to a stage, keeping a stage that already fits", () => {
    expect(stageOfStatus("new", "reached")).toBe("new");
    expect(stageOfStatus("in_progress", "new")).toBe("attempted");
    expect(stageOfStatus("in_progress", "reached")).toBe("reached");
    expect(stageOfStatus("in_progress", "consulted")).toBe("consulted");
    expect(stageOfStatus("in_progress", "retained")).toBe("attempted");
    expect(stageOfStatus("completed", "declined")).toBe("declined");
    expect(stageOfStatus("completed", "reached")).toBe("consulted");
    expect(stageOfStatus("completed", "new")).toBe("consulted");
  });

  it("derives a stage from the record when an outcome is cleared", () => {
    expect(stageOfRecord({ outcome: null, reachedOnce: false, contacted: false })).toBe("new");
    expect(stageOfRecord({ outcome: null, reachedOnce: false, contacted: true })).toBe("attempted");
    expect(stageOfRecord({ outcome: null, reachedOnce: true, contacted: true })).toBe("reached");
    expect(stageOfRecord({ outcome: "not_retained", reachedOnce: true, contacted: true })).toBe("declined");
  });
});
