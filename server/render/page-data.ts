// What each public page needs from the database before it renders, keyed like the client's queries.
import { contentKeys } from "@shared/board";
import { isCategorySlug } from "@shared/category-slugs";
import type { InitialQueries } from "@shared/ssr-contract";
import type { BoardService } from "../services/board.service";
import type { InterviewsService } from "../services/interviews.service";
import { loadInterviewPageQueries } from "./interview-page-data";

export interface PageDataDeps {
  board: BoardService;
  interviews: InterviewsService;
}

export async function loadPageQueries(path: string, params: URLSearchParams, deps: PageDataDeps): Promise<InitialQueries> {
  if (path === "/") return [[contentKeys.boardPosts(), await deps.board.listPosts()]];
  const list = /^\/board(?:\/([^/]+))?\/?$/.exec(path);
  if (list && (!list[1] || isCategorySlug(list[1]))) {
    const q = (params.get("q") ?? "").slice(0, 100);
    return [[contentKeys.boardPosts(q), await deps.board.listPosts(q)]];
  }
  // /board/{category}/{slug}, and the old shapes /board/{slug} and /post/{slug} (unknown ones end here).
  const article = /^\/board\/[^/]+\/([^/]+)\/?$/.exec(path) ?? /^\/(?:board|post)\/([^/]+)\/?$/.exec(path);
  if (article) {
    const slug = decodeURIComponent(article[1]);
    return [[contentKeys.boardPost(slug), await deps.board.findPost(slug)]];
  }
  const interviewQueries = await loadInterviewPageQueries(path, params.toString(), deps.interviews);
  if (interviewQueries) return interviewQueries;
  return [];
}
