// What each public page needs from the database before it renders, keyed like the client's queries.
import { contentKeys } from "@shared/board";
import { isCategorySlug } from "@shared/category-slugs";
import { searchTextFromQueryString } from "@shared/url-search";
import type { InitialQueries } from "@shared/ssr-contract";
import type { BoardService } from "../services/board.service";
import type { InterviewsService } from "../services/interviews.service";
import { loadInterviewPageQueries } from "./interview-page-data";

export interface PageDataDeps {
  board: BoardService;
  interviews: InterviewsService;
}

/** `search` is the raw query string of the request ("" or "?q=…"). */
export async function loadPageQueries(path: string, search: string, deps: PageDataDeps): Promise<InitialQueries> {
  if (path === "/") return [[contentKeys.boardPosts(), await deps.board.listPosts()]];
  const list = /^\/board(?:\/([^/]+))?\/?$/.exec(path);
  if (list && (!list[1] || isCategorySlug(list[1]))) {
    const q = searchTextFromQueryString(search);
    return [[contentKeys.boardPosts(q), await deps.board.listPosts(q)]];
  }
  // /board/{category}/{slug}, and the old shapes /board/{slug} and /post/{slug} (unknown ones end here).
  const article = /^\/board\/[^/]+\/([^/]+)\/?$/.exec(path) ?? /^\/(?:board|post)\/([^/]+)\/?$/.exec(path);
  if (article) {
    const slug = decodeURIComponent(article[1]);
    return [[contentKeys.boardPost(slug), await deps.board.findPost(slug)]];
  }
  const interviewQueries = await loadInterviewPageQueries(path, search, deps.interviews);
  if (interviewQueries) return interviewQueries;
  return [];
}
