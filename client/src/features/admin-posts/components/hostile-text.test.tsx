// Hostile text in a post stays inert in the back office: as text in the list, and sanitised in the editor's
// preview (the same renderer as the public page).
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, json } from "@/test/api";
import { ADMIN_CATEGORIES, adminPostListItem, adminPostListPage } from "@/test/data";
import { renderApp } from "@/test/render";
import { MarkdownEditor } from "@/components/content-editor/markdown-editor";
import { PostsPanel } from "./posts-panel";

const PAYLOADS = [
  "<script>window.__xss = 1</script>",
  '<img src=x onerror="window.__xss = 1">',
  "[클릭](javascript:window.__xss=1)",
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="window.__xss = 1"></svg>',
];

describe("hostile text in the back office", () => {
  it("shows a hostile title as plain text in the posts list", async () => {
    const hostile = adminPostListItem({
      title: '<img src=x onerror="window.__xss=1">제목',
      excerpt: "<script>window.__xss=1</script>",
      contentPreview: PAYLOADS.join(" "),
    });
    answer("get", "/api/categories", json(ADMIN_CATEGORIES));
    answer("get", "/api/posts", json(adminPostListPage([hostile])));
    renderApp(<PostsPanel />, { path: "/admin?tab=posts" });
    const card = await screen.findByRole("article", { name: hostile.title });
    expect(within(card).getByRole("heading")).toHaveTextContent(hostile.title);
    expect(card.querySelector("script, iframe, svg[onload], img[onerror]")).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it("renders the editor preview without scripts, event handlers, iframes or javascript: links", async () => {
    let value = `## 본문\n\n${PAYLOADS.join("\n\n")}`;
    const { user } = renderApp(<MarkdownEditor id="body" value={value} onChange={(v: string) => (value = v)} />);
    await user.click(screen.getByRole("button", { name: "미리보기" }));
    const preview = document.querySelector(".prose-content")!;
    expect(preview).not.toBeNull();
    expect(preview.querySelector("script, iframe, [onerror], [onload]")).toBeNull();
    expect([...preview.querySelectorAll("a")].map((a) => a.getAttribute("href"))).not.toContain("javascript:window.__xss=1");
    expect(preview.textContent).toContain("<script>window.__xss = 1</script>");
    fireEvent.load(preview);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
