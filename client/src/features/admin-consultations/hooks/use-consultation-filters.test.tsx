// @vitest-environment-options {"url": "https://law.example.kr/admin?tab=consultations&search=%ED%99%8D%EA%B8%B8%EB%8F%99&status=new"}
// The back office's search text never stays in the page's address: one that arrives there (a link, an old
// bookmark) moves to this tab's session storage, and a search typed later never enters it.
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useConsultationFilters } from "./use-consultation-filters";

describe("useConsultationFilters", () => {
  it("moves ?search= out of the URL, keeps the other filters there, and keeps typed searches out of it", async () => {
    const { result } = renderHook(() => useConsultationFilters());
    await waitFor(() => expect(window.location.search).not.toContain("search"));
    expect(result.current.filters).toMatchObject({ search: "홍길동", status: "new" });
    expect(window.location.search).toContain("status=new");
    expect(window.sessionStorage.getItem("admin-consultation-search")).toBe("홍길동");
    act(() => result.current.setFilters({ search: "010-1234" }));
    expect(result.current.filters.search).toBe("010-1234");
    expect(window.location.href).not.toMatch(/search|010-1234|%ED%99%8D/);
    act(() => result.current.resetFilters());
    expect(result.current.filters).toMatchObject({ search: "", status: "" });
    expect(window.sessionStorage.getItem("admin-consultation-search")).toBeNull();
  });
});
