import { describe, expect, it } from "vitest";
import { isNavActive } from "./nav";

describe("isNavActive", () => {
  it("matches home only exactly", () => {
    expect(isNavActive("/", "/")).toBe(true);
    expect(isNavActive("/", "/board")).toBe(false);
  });
  it("matches other links on their path prefix", () => {
    expect(isNavActive("/board", "/board")).toBe(true);
    expect(isNavActive("/board", "/board/defamation/some-post")).toBe(true);
    expect(isNavActive("/board", "/boardroom")).toBe(false);
    expect(isNavActive("/interview", "/interview/20")).toBe(true);
  });
});
