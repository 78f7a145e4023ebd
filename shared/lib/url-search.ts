// The search text of a list page's URL (`?q=`), read the same way by the server (to prefetch the
// list it renders) and the client (wouter's useSearch), so both arrive at the same query key.

/** Longest search text honoured; the rest is ignored by the server. */
export const SEARCH_TEXT_MAX = 100;

/**
 * `q` of a query string ("q=…" or "?q=…"). The string is first URI-decoded the way wouter decodes
 * `useSearch()`, so the server's reading of the raw URL matches the client's.
 */
export function searchTextFromQueryString(search: string): string {
  let decoded = search.startsWith("?") ? search.slice(1) : search;
  try {
    if (decoded.includes("%")) decoded = decodeURI(decoded);
  } catch {
    /* malformed escapes: read as given, like wouter */
  }
  return new URLSearchParams(decoded).get("q") ?? "";
}
