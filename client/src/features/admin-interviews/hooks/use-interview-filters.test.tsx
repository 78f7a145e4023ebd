// @vitest-environment-options {"url": "https://law.example.kr/admin?tab=interviews&search=%EC%9D%8C%EC%A3%BC&status=draft"}
// The interviews list's search text never stays in the page's address: one that arrives there moves to this tab's
// session storage, and a search typed later never enters it.
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useInterviewFilters } from "./use-interview-filters";

describe("useInterviewFilters", () => {
  it("moves ?search= out of the URL, keeps the state filter there, and keeps typed searches out of it", async () => {
    const { result } = renderHook(() => useInterviewFilters());
    await waitFor(() => expect(window.location.search).not.toContain("search"));
    expect(result.current.filters).toEqual({ search: "음주", status: "draft" });
    expect(window.location.search).toContain("status=draft");
    expect(window.sessionStorage.getItem("admin-interview-search")).toBe("음주");
    act(() => result.current.setFilters({ search: "무면허" }));
    expect(result.current.filters.search).toBe("무면허");
    expect(window.location.href).not.toMatch(/search|%EB%AC%B4|%EC%9D%8C/);
    act(() => result.current.resetFilters());
    expect(result.current.filters).toEqual({ search: "", status: "" });
    expect(window.sessionStorage.getItem("admin-interview-search")).toBeNull();
  });
});
