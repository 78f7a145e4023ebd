import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { answer, json, server } from "@/test/api";
import { ADMIN_CATEGORIES, adminPost, adminPostListItem, adminPostListPage } from "@/test/data";
import { findToast, renderApp } from "@/test/render";
import { PostsPanel } from "./posts-panel";

const PUBLISHED = adminPostListItem();
const DRAFT = adminPostListItem({
  id: 12,
  title: "성범죄 초기 대응",
  displayStatus: "draft",
  status: "draft",
  categoryName: "성범죄",
  consultations: 0,
  conversionRate: 0,
  views: 0,
});
const SCHEDULED = adminPostListItem({ id: 13, title: "예약된 글", displayStatus: "scheduled", publishDate: "2026-12-01T00:00:00.000Z" });

afterEach(() => vi.restoreAllMocks());

describe("posts panel", () => {
  it("lists posts one line each: title, state (a scheduled one with its time), date, views and consultations", async () => {
    answer("get", "/api/categories", json(ADMIN_CATEGORIES));
    answer("get", "/api/posts", json(adminPostListPage([PUBLISHED, DRAFT, SCHEDULED])));
    renderApp(<PostsPanel />, { path: "/admin?tab=posts" });

    const card = await screen.findByRole("article", { name: PUBLISHED.title });
    expect(within(card).getByText("게시됨")).toBeVisible();
    expect(within(card).getByText("조회 250 · 상담 3")).toBeVisible();
    expect(within(card).queryByText(PUBLISHED.contentPreview)).toBeNull();
    expect(within(screen.getByRole("article", { name: DRAFT.title })).getByText("임시저장")).toBeVisible();
    const scheduled = screen.getByRole("article", { name: "예약된 글" });
    expect(within(scheduled).getByText("예약")).toBeVisible();
    expect(within(scheduled).getByText("12월 1일 (화) 오전 9:00")).toBeVisible();
    expect(screen.getByText("전체 3건 · 게시됨 1 · 예약 1 · 임시저장 1")).toBeVisible();
  });

  it("opens the editor of the post a link names (?edit=<id>, the review queue's 편집 화면으로), and drops it on closing", async () => {
    answer("get", "/api/categories", json(ADMIN_CATEGORIES));
    answer("get", "/api/posts", json(adminPostListPage([PUBLISHED])));
    answer("get", `/api/posts/${PUBLISHED.id}`, json(adminPost({ id: PUBLISHED.id, title: PUBLISHED.title })));
    answer("delete", "/api/temporary-images/user", json({ success: true, message: "", removed: 0 }));
    const { user, history } = renderApp(<PostsPanel />, { path: `/admin?tab=posts&edit=${PUBLISHED.id}` });
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByDisplayValue(PUBLISHED.title)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "닫기" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(history.at(-1)).toBe("/admin?tab=posts");
  });

  it("loads the next posts by the server's cursor on '더 보기', keeping the filters", async () => {
    answer("get", "/api/categories", json(ADMIN_CATEGORIES));
    const urls: string[] = [];
    server.use(
      http.get("/api/posts", ({ request }) => {
        const search = new URL(request.url).search;
        urls.push(search);
        return HttpResponse.json(
          search.includes("cursor=") ? adminPostListPage([DRAFT]) : adminPostListPage([PUBLISHED], "1700000000000000_11"),
        );
      }),
    );
    const { user } = renderApp(<PostsPanel />, { path: "/admin?tab=posts&sort=views" });
    await screen.findByRole("article", { name: PUBLISHED.title });
    expect(screen.queryByRole("article", { name: DRAFT.title })).toBeNull();
    await user.click(screen.getByRole("button", { name: "더 보기" }));
    expect(await screen.findByRole("article", { name: DRAFT.title })).toBeVisible();
    expect(screen.getByRole("article", { name: PUBLISHED.title })).toBeVisible();
    expect(urls).toEqual(["?sort=views", "?sort=views&cursor=1700000000000000_11"]);
    expect(screen.queryByRole("button", { name: "더 보기" })).toBeNull();
  });

  it("sends the filters from the address and keeps a new one in it", async () => {
    answer("get", "/api/categories", json(ADMIN_CATEGORIES));
    const urls: string[] = [];
    server.use(
      http.get("/api/posts", ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json(adminPostListPage([PUBLISHED]));
      }),
    );
    const { user } = renderApp(<PostsPanel />, { path: "/admin?tab=posts&status=draft" });
    await screen.findByRole("article", { name: PUBLISHED.title });
    expect(urls[0]).toBe("?status=draft");
    await user.selectOptions(screen.getByRole("combobox", { name: "정렬" }), "consultations");
    await vi.waitFor(() => expect(urls.at(-1)).toBe("?status=draft&sort=consultations"));
  });

  it("sends the search text in a request body, never in a URL, and moves one out of the page address", async () => {
    answer("get", "/api/categories", json(ADMIN_CATEGORIES));
    const urls: string[] = [];
    server.use(
      http.get("/api/posts", ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json(adminPostListPage([PUBLISHED, DRAFT]));
      }),
    );
    const searched = answer("post", "/api/posts/search", json(adminPostListPage([DRAFT])), json(adminPostListPage([PUBLISHED])));
    const { user, history } = renderApp(<PostsPanel />, { path: "/admin?tab=posts&search=%EC%B4%88%EA%B8%B0&status=draft" });
    expect(await screen.findByRole("article", { name: DRAFT.title })).toBeVisible();
    expect(searched.bodies[0]).toEqual({ search: "초기", status: "draft" });
    await vi.waitFor(() => expect(history.at(-1)).not.toContain("search"));
    expect(history.at(-1)).toContain("status=draft");
    expect(window.sessionStorage.getItem("admin-post-search")).toBe("초기");

    const box = screen.getByRole("searchbox", { name: "검색" });
    await user.clear(box);
    await user.type(box, "교통사고{Enter}");
    await vi.waitFor(() => expect(searched.bodies.at(-1)).toEqual({ search: "교통사고", status: "draft" }));
    expect([...urls, ...history].join(" ")).not.toMatch(/search|%EA|%EC|교통|초기/);
    window.sessionStorage.clear();
  });

  it("moves a post to the trash from its ⋯ menu, says so with 되돌리기, and takes it back; a refusal shows the server's message", async () => {
    answer("get", "/api/categories", json(ADMIN_CATEGORIES));
    answer("get", "/api/posts", json(adminPostListPage([PUBLISHED])));
    const api = answer(
      "delete",
      "/api/posts/11",
      json({ success: true, message: "게시글이 삭제되었습니다." }),
      json({ code: "NOT_FOUND", message: "게시글을 찾을 수 없습니다." }, 404),
    );
    const restore = answer("post", "/api/posts/11/restore", json({ success: true, message: "게시글을 복원했습니다.", post: {} }));
    const { user } = renderApp(<PostsPanel />, { path: "/admin?tab=posts" });
    const card = await screen.findByRole("article", { name: PUBLISHED.title });

    await user.click(within(card).getByLabelText(`${PUBLISHED.title} 메뉴`));
    expect(within(card).getByRole("link", { name: "사이트에서 보기" })).toHaveAttribute("href", expect.stringContaining(PUBLISHED.slug));
    await user.click(within(card).getByRole("button", { name: "휴지통으로 이동" }));
    const toast = await findToast("휴지통으로 옮겼습니다");
    expect(api.bodies).toHaveLength(1);
    await user.click(within(toast).getByRole("button", { name: "되돌리기" }));
    expect(await findToast("되돌렸습니다")).toBeVisible();
    expect(restore.bodies).toHaveLength(1);

    const again = await screen.findByRole("article", { name: PUBLISHED.title });
    await user.click(within(again).getByLabelText(`${PUBLISHED.title} 메뉴`));
    await user.click(within(again).getByRole("button", { name: "휴지통으로 이동" }));
    expect(await findToast("휴지통으로 옮기지 못했습니다.")).toHaveTextContent("게시글을 찾을 수 없습니다.");
  });

  it("shows the trash and restores a post from it", async () => {
    answer("get", "/api/categories", json(ADMIN_CATEGORIES));
    answer("get", "/api/posts", json(adminPostListPage([])));
    answer("get", "/api/posts/trash", json([adminPostListItem({ deletedAt: "2026-11-21T01:00:00.000Z" })]));
    const api = answer("post", "/api/posts/11/restore", json({ success: true, message: "게시글을 복원했습니다.", post: {} }));
    const { user } = renderApp(<PostsPanel />, { path: "/admin?tab=posts" });
    expect(await screen.findByText("아직 작성한 게시글이 없습니다.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "휴지통" }));
    const card = await screen.findByRole("article", { name: PUBLISHED.title });
    // In the trash a post no longer says 게시됨.
    expect(within(card).queryByText("게시됨")).toBeNull();
    expect(within(card).getByText("휴지통")).toBeVisible();
    await user.click(within(card).getByRole("button", { name: /복원$/ }));
    expect(await findToast("게시글을 복원했습니다.")).toBeVisible();
    expect(api.bodies).toHaveLength(1);
  });

  it("shows the loading and error states", async () => {
    answer("get", "/api/categories", json(ADMIN_CATEGORIES));
    answer("get", "/api/posts", json({ code: "INTERNAL_ERROR", message: "서버 오류가 발생했습니다." }, 500));
    renderApp(<PostsPanel />, { path: "/admin?tab=posts" });
    expect(screen.getByText("데이터를 불러오는 중...")).toBeVisible();
    expect(await screen.findByText("데이터를 불러오는데 오류가 발생했습니다.")).toBeVisible();
  });
});
