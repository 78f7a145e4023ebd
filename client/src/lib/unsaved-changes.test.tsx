import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { confirmLeave, hasUnsavedChanges, useUnsavedChanges } from "./unsaved-changes";

function Form({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty, "사무소 정보");
  return null;
}

afterEach(() => vi.restoreAllMocks());

describe("useUnsavedChanges", () => {
  it("asks before leaving only while a form is dirty, and forgets it once the form is clean or gone", () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const view = render(<Form dirty={false} />);
    expect(confirmLeave()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();

    view.rerender(<Form dirty />);
    expect(hasUnsavedChanges()).toBe(true);
    expect(confirmLeave()).toBe(false);
    expect(confirm.mock.calls[0][0]).toContain("사무소 정보");

    view.unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it("drops the registrations when the attorney agrees to leave", () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    render(<Form dirty />);
    expect(confirmLeave()).toBe(true);
    expect(hasUnsavedChanges()).toBe(false);
  });
});
