// What the interview pages need before they render, keyed like the client's queries
// (client/src/features/interviews/api). Paths are read the way wouter matches them:
// URI-decoded, case-insensitive, an optional trailing slash.
import { contentKeys } from "@shared/board";
import type { InitialQueries } from "@shared/ssr-contract";
import { searchTextFromQueryString } from "@shared/url-search";
import type { InterviewsService } from "../services/interviews.service";

const LIST_PATH = /^\/interview\/?$/i;
const DETAIL_PATH = /^\/interview\/([^/]+?)\/?$/i;

function decodePath(path: string): string {
  try {
    return path.includes("%") ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/**
 * The react-query entries of /interview (the list, searched by `?q=`) and /interview/{slug or id}
 * (the interview). For an unknown slug or id the page shows the list with a 404, so the answer is
 * the whole list plus `null` for the interview, which the detail page reads as "not found".
 * Undefined when `path` is not an interview page.
 */
export async function loadInterviewPageQueries(
  path: string,
  search: string,
  interviews: Pick<InterviewsService, "listInterviews" | "findInterview">,
): Promise<InitialQueries | undefined> {
  const decoded = decodePath(path);
  if (LIST_PATH.test(decoded)) {
    const q = searchTextFromQueryString(search);
    return [[contentKeys.interviews(q), await interviews.listInterviews(q)]];
  }
  const slugOrId = DETAIL_PATH.exec(decoded)?.[1];
  if (slugOrId === undefined) return undefined;
  const interview = await interviews.findInterview(slugOrId);
  if (interview) return [[contentKeys.interview(slugOrId), interview]];
  return [
    [contentKeys.interview(slugOrId), null],
    [contentKeys.interviews(), await interviews.listInterviews()],
  ];
}
