// The board's pages: how many cards a page shows, how a page's address is written and read, and which
// numbered links the page list shows. Read by the server (page data, the list API) and the client (links).

/**
 * Cards on one board page. The first card takes two cells of the grid (two columns from 640 px, two rows from
 * 1024 px), so 11 cards fill twelve cells: six full rows of two, four full rows of three.
 */
export const BOARD_PAGE_SIZE = 11;
/** The newest guides the home page shows. */
export const LATEST_ON_HOME = 3;
/** The most a caller of the list API may ask for at once. */
export const BOARD_PAGE_LIMIT_MAX = 50;

/** One page of the published posts, as the board page's data holds it. */
export interface BoardPage<T> {
  posts: T[];
  /** Posts matching the category and search, on every page. */
  total: number;
  page: number;
  pageCount: number;
}

/** Pages needed for `total` posts at `size` a page (at least one: an empty board is page 1). */
export function pageCountOf(total: number, size = BOARD_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page number of a query string (`?page=3`): 1 without one, undefined for anything that is not a whole
 * number from 1 (the page answers 404 then).
 */
export function pageFromQueryString(search: string): number | undefined {
  const value = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search).get("page");
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** The address of page `page` of a list at `path` searched for `q` (page 1 has no `page`). */
export function pagePath(path: string, q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString().replace(/\+/g, "%20");
  return query ? `${path}?${query}` : path;
}

/**
 * The page numbers the list links to: the first, the last, and two either side of the current one; null
 * marks a gap. Every page stays reachable by following links, a few at a time.
 */
export function pageLinks(current: number, count: number): Array<number | null> {
  const shown = new Set([1, count]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] === 2) out.push(p - 1);
    else if (i > 0 && p - sorted[i - 1] > 2) out.push(null);
    out.push(p);
  });
  return out;
}
