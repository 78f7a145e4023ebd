// What each public page needs from the database before it renders, keyed like the client's queries. The
// page map (shared/page-map.ts) names each page's loader; this module holds the loaders.
import { contentKeys } from "@shared/board";
import { matchPage, type PageDataLoader } from "@shared/page-map";
import { siteKeys } from "@shared/site-facts";
import { searchTextFromQueryString } from "@shared/url-search";
import type { InitialQueries } from "@shared/ssr-contract";
import type { BoardService } from "../services/board.service";
import type { InterviewsService } from "../services/interviews.service";
import type { SiteContentService } from "../services/site-content.service";
import { interviewListQueries, interviewQueries } from "./interview-page-data";

export interface PageDataDeps {
  board: BoardService;
  interviews: InterviewsService;
  siteContent: SiteContentService;
}

type Loader = (params: Record<string, string>, search: string, deps: PageDataDeps) => Promise<InitialQueries>;

const LOADERS: Record<PageDataLoader, Loader> = {
  home: async (_params, _search, { board, siteContent }) => {
    const [posts, home] = await Promise.all([board.listPosts(), siteContent.home()]);
    return [
      [contentKeys.boardPosts(), posts],
      [siteKeys.home(), home],
    ];
  },
  profile: async (_params, _search, { siteContent }) => [[siteKeys.profile(), await siteContent.profile()]],
  boardPosts: async (_params, search, { board }) => {
    const q = searchTextFromQueryString(search);
    return [[contentKeys.boardPosts(q), await board.listPosts(q)]];
  },
  boardPost: async ({ slug }, _search, { board }) => [[contentKeys.boardPost(slug), await board.findPost(slug)]],
  interviews: (_params, search, { interviews }) => interviewListQueries(search, interviews),
  interview: ({ slug }, _search, { interviews }) => interviewQueries(slug, interviews),
};

/** `search` is the raw query string of the request ("" or "?q=…"). */
export async function loadPageQueries(path: string, search: string, deps: PageDataDeps): Promise<InitialQueries> {
  const match = matchPage(path);
  const loader = match?.page.data;
  return loader ? LOADERS[loader](match.params, search, deps) : [];
}
