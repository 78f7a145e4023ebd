import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { telHref } from "@shared/office/site-facts";
import { pageFromQueryString, pagePath } from "@shared/content/board-pages";
import { ALL_POSTS_TAB, findCategory } from "@shared/content/categories";
import { useSite } from "@/lib/site";
import { SEARCH_TEXT_MAX, searchTextFromQueryString } from "@shared/lib/url-search";
import { useBoardPage } from "@/features/board/api/get-board-posts";
import { CategoryTabs } from "@/features/board/components/category-tabs";
import { PageLinks } from "@/features/board/components/page-links";
import { PostCard } from "@/features/board/components/post-card";
import { useHead } from "@/lib/head";
import { notFoundChunk } from "./not-found-chunk";
import { breadcrumbTrail, paths, withSearch } from "@shared/pages/page-map";

export function BoardPage() {
  const { category: categorySlug = "" } = useParams<{ category?: string }>();
  const search = useSearch();
  const category = categorySlug ? findCategory(categorySlug) : undefined;
  const page = pageFromQueryString(search);
  if ((categorySlug && !category) || page === undefined) return <notFoundChunk.Page />;
  const q = searchTextFromQueryString(search).slice(0, SEARCH_TEXT_MAX).trim();
  return <BoardList categorySlug={category?.slug ?? ""} q={q} page={page} />;
}

/** One page of the list; a page past the last is a 404. */
function BoardList({ categorySlug, q, page }: { categorySlug: string; q: string; page: number }) {
  const result = useBoardPage(categorySlug, q, page);
  if (result.data && !result.isPlaceholderData && page > result.data.pageCount) return <notFoundChunk.Page />;
  return <BoardView categorySlug={categorySlug} q={q} page={page} result={result} />;
}

function BoardView({
  categorySlug,
  q,
  page,
  result,
}: {
  categorySlug: string;
  q: string;
  page: number;
  result: ReturnType<typeof useBoardPage>;
}) {
  const site = useSite();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const category = findCategory(categorySlug);
  const tab = category ?? ALL_POSTS_TAB;
  const basePath = category ? paths.boardCategory({ category: category.slug }) : paths.board();
  const { data, isPending, isError } = result;
  const posts = data?.posts ?? [];
  const total = data?.total ?? 0;
  // Another page of the same list: back to the top, where its first cards are.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
  }, [page]);

  useHead({
    title: page > 1 ? `${tab.title} (${page}페이지) | ${site.officeName}` : `${tab.title} | ${site.officeName}`,
    description: tab.description,
    canonicalPath: pagePath(basePath, "", page),
    robots: q ? "noindex,follow" : undefined,
    structuredData: {
      page: "board",
      name: tab.title,
      path: basePath,
      items: posts.map((p) => ({ name: p.title, path: paths.article({ category: p.category, slug: p.slug }) })),
      crumbs: category
        ? breadcrumbTrail("boardCategory", { category: category.slug }, { boardCategory: category.name })
        : breadcrumbTrail("board", {}),
    },
    pageId: category?.slug,
  });

  const submit = (value: string) => {
    const term = value.trim();
    navigate(withSearch(basePath, term), { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header>
        <p className="text-sm font-semibold text-accent-600">법률 정보</p>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900 md:text-4xl">{tab.title}</h1>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{tab.description}</p>
      </header>
      <div className="mt-8">
        <CategoryTabs current={categorySlug} />
      </div>
      <form
        role="search"
        className="mt-6 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit(draft);
        }}
      >
        <label htmlFor="board-search" className="sr-only">
          게시글 검색
        </label>
        <input
          id="board-search"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="예: 음주운전, 기소유예"
          className="w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button type="submit" className="shrink-0 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          검색
        </button>
      </form>
      <section aria-live="polite" className="mt-8">
        {isPending ? (
          <p className="py-16 text-center text-slate-600">로딩 중...</p>
        ) : isError ? (
          <p className="py-16 text-center text-slate-700">게시글을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>
        ) : posts.length === 0 ? (
          <div className="rounded-xl bg-white px-6 py-16 text-center">
            <p className="text-lg font-semibold text-slate-900">{q ? "검색 결과가 없습니다" : "아직 게시된 글이 없습니다"}</p>
            <p className="mt-2 text-slate-600">
              {q ? "다른 검색어를 입력하시거나 다른 분류를 선택해 보세요." : "곧 유익한 법률 정보로 찾아뵙겠습니다."}
            </p>
            {q && (
              <div className="mt-6">
                <p className="font-semibold text-slate-800">찾는 내용이 없다면 변호사에게 직접 물어보세요.</p>
                <div className="mt-3 flex flex-col justify-center gap-2 sm:flex-row">
                  <Link href={paths.contact()} className="rounded-lg bg-accent-600 px-5 py-3 font-bold text-white hover:bg-accent-500">
                    상담 신청하기
                  </Link>
                  <a href={telHref(site.phone)} className="rounded-lg border border-slate-300 px-5 py-3 font-bold text-brand-800">
                    전화 {site.phone}
                  </a>
                </div>
              </div>
            )}
          </div>
        ) : (
          <>
            {q && <p className="mb-4 text-slate-700">{`‘${q}’ 검색 결과: ${total}건`}</p>}
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, i) => (
                <PostCard key={post.id} post={post} headingLevel={2} featured={i === 0} />
              ))}
            </div>
            <PageLinks path={basePath} q={q} page={page} pageCount={data?.pageCount ?? 1} />
          </>
        )}
      </section>
    </div>
  );
}
