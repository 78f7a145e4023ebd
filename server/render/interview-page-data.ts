// What the interview pages need before they render, keyed like the client's queries
// (client/src/features/interviews/api).
import { contentKeys } from "@shared/content/board";
import type { InitialQueries } from "@shared/render/ssr-contract";
import { searchTextFromQueryString } from "@shared/lib/url-search";
import type { InterviewsService } from "../services/interviews.service";

type Interviews = Pick<InterviewsService, "listInterviews" | "findInterview">;

/** /interview: the list, searched by `?q=` (`search` is the raw query string, "" or "?q=…"). */
export async function interviewListQueries(search: string, interviews: Interviews): Promise<InitialQueries> {
  const q = searchTextFromQueryString(search);
  return [[contentKeys.interviews(q), await interviews.listInterviews(q)]];
}

/**
 * /interview/{slug or id}: the interview. For an unknown slug or id the page shows the list with a 404, so
 * the answer is the whole list plus `null` for the interview, which the detail page reads as "not found".
 */
export async function interviewQueries(slugOrId: string, interviews: Interviews): Promise<InitialQueries> {
  const interview = await interviews.findInterview(slugOrId);
  if (interview) return [[contentKeys.interview(slugOrId), interview]];
  return [
    [contentKeys.interview(slugOrId), null],
    [contentKeys.interviews(), await interviews.listInterviews()],
  ];
}
