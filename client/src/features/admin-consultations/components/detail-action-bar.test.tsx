import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { DetailActionBar } from "./detail-action-bar";

function setVisibility(state: "hidden" | "visible") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => setVisibility("visible"));

describe("DetailActionBar", () => {
  it("opens the contact log when the attorney comes back from a call started with 전화, once", () => {
    const onLog = vi.fn();
    render(<DetailActionBar name="김민준" phone="01012345678" onLog={onLog} onOutcome={() => {}} />);
    const call = screen.getByRole("link", { name: "전화 010-1234-5678" });
    expect(call).toHaveAttribute("href", "tel:01012345678");
    call.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(call);
    setVisibility("hidden");
    expect(onLog).not.toHaveBeenCalled();
    setVisibility("visible");
    expect(onLog).toHaveBeenCalledTimes(1);
    // Leaving and coming back again without a new call asks nothing.
    setVisibility("hidden");
    setVisibility("visible");
    expect(onLog).toHaveBeenCalledTimes(1);
  });

  it("asks nothing when the page was never left (the call was not placed)", () => {
    const onLog = vi.fn();
    render(<DetailActionBar name="김민준" phone="01012345678" onLog={onLog} onOutcome={() => {}} />);
    const call = screen.getByRole("link", { name: "전화 010-1234-5678" });
    call.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(call);
    setVisibility("visible");
    expect(onLog).not.toHaveBeenCalled();
  });
});
