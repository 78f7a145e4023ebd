// What each public page needs from the database before it renders, keyed like the client's queries. The
// page map (shared/pages/page-map.ts) names each page's loader; this module holds the loaders.
import { contentKeys } from "@shared/content/board";
import { matchPage, type PageDataLoader } from "@shared/pages/page-map";
import { siteKeys } from "@shared/office/site-facts";
import { SEARCH_TEXT_MAX, searchTextFromQueryString } from "@shared/lib/url-search";
import { LATEST_ON_HOME, pageFromQueryString } from "@shared/content/board-pages";
import type { InitialQueries } from "@shared/render/ssr-contract";
import type { BoardService } from "../services/board.service";
import type { InterviewsService } from "../services/interviews.service";
import type { SiteContentService } from "../services/site-content.service";
import { interviewListQueries, interviewQueries } from "./interview-page-data";
import { deadlineQuery, toolKeys } from "@shared/tools/deadline-page";
import { drunkDrivingQuery } from "@shared/tools/drunk-driving";
import type { ToolsService } from "../services/tools.service";
import type { BookingService } from "../services/booking.service";
import { bookingKeys } from "@shared/booking/booking-display";
import { NotFoundError } from "../lib/errors";

export interface PageDataDeps {
  board: BoardService;
  interviews: InterviewsService;
  siteContent: SiteContentService;
  /** The deadline calculator (absent where a caller renders no tool page). */
  tools?: ToolsService;
  /** The booking pages' reads (absent where a caller renders no booking page). */
  booking?: Pick<BookingService, "pageOptions" | "byToken">;
}

type Loader = (params: Record<string, string>, search: string, deps: PageDataDeps) => Promise<InitialQueries>;

const LOADERS: Record<PageDataLoader, Loader> = {
  home: async (_params, _search, { board, siteContent }) => {
    const [posts, home] = await Promise.all([board.latest(LATEST_ON_HOME), siteContent.home()]);
    return [
      [contentKeys.latestPosts(LATEST_ON_HOME), posts],
      [siteKeys.home(), home],
    ];
  },
  profile: async (_params, _search, { siteContent }) => [[siteKeys.profile(), await siteContent.profile()]],
  privacy: async ({ version = "" }, _search, { siteContent }) => {
    const page = await siteContent.privacy(version);
    return page ? [[siteKeys.privacy(version), page]] : [];
  },
  boardPosts: async ({ category = "" }, search, { board }) => {
    const q = searchTextFromQueryString(search).slice(0, SEARCH_TEXT_MAX).trim();
    const page = pageFromQueryString(search);
    // An address that is no page number: the page answers 404 with nothing loaded.
    if (page === undefined) return [];
    return [[contentKeys.boardPage(category, q, page), await board.listPage({ category, q, page })]];
  },
  boardPost: async ({ slug }, _search, { board }) => [[contentKeys.boardPost(slug), await board.findPost(slug)]],
  interviews: (_params, search, { interviews }) => interviewListQueries(search, interviews),
  interview: ({ slug }, _search, { interviews }) => interviewQueries(slug, interviews),
  // The request's own answer, computed for this page only: never cached (pages.routes.ts caches no such query).
  // Computed from the query alone, like the API: nothing is stored.
  drunkDriving: async (_params, search) => {
    const answer = drunkDrivingQuery(search);
    return answer ? [[toolKeys.drunkDriving(search.replace(/^\?/, "")), answer]] : [];
  },
  criminalDeadline: async (_params, search, { tools }) => {
    const query = deadlineQuery(search);
    if (!query || !tools) return [];
    return [[toolKeys.deadline(query.kind, query.start), await tools.deadlineAnswer({ kind: query.kind, startDate: query.start })]];
  },
  bookingOptions: async (_params, _search, { booking }) => (booking ? [[bookingKeys.options(), await booking.pageOptions()]] : []),
  // One person's booking, masked (the page is never cached: page-map's `personal`). An unknown token: nothing
  // found (null), and the page answers 404.
  bookingManage: async ({ token }, _search, { booking }) => {
    if (!booking) return [];
    try {
      return [[bookingKeys.manage(token), await booking.byToken(token)]];
    } catch (error) {
      if (error instanceof NotFoundError) return [[bookingKeys.manage(token), null]];
      throw error;
    }
  },
};

/** `search` is the raw query string of the request ("" or "?q=…"). */
export async function loadPageQueries(path: string, search: string, deps: PageDataDeps): Promise<InitialQueries> {
  const match = matchPage(path);
  const loader = match?.page.data;
  return loader ? LOADERS[loader](match.params, search, deps) : [];
}
