// A page's body is sent once. The article and interview pages render their body (`contentHtml`, HTML made by
// shared/markdown.ts) into the page; the hydration state would repeat it, doubling the page's size. So the
// server leaves it out of the state (BODY_IN_PAGE in its place) and the browser, before hydrating, takes it
// back from the element that shows it (BODY_ATTRIBUTE). React does not compare such inner HTML while
// hydrating, so the browser's serialisation of the same markup serves as well as the original text.

/** Stands for the body in the state: "read it from the page". */
export const BODY_IN_PAGE = "\u0000page";
/** The attribute of the element showing the page's body. */
export const BODY_ATTRIBUTE = "data-body";

interface QueryLike {
  state: { data?: unknown };
}

const hasBody = (data: unknown): data is { contentHtml: string } =>
  typeof data === "object" && data !== null && typeof (data as { contentHtml?: unknown }).contentHtml === "string";

/** The server's side: the state's queries with each body replaced by BODY_IN_PAGE (a copy; nothing changed). */
export function leaveBodiesInPage<Q extends QueryLike>(queries: Q[]): Q[] {
  return queries.map((q) => (hasBody(q.state.data) ? { ...q, state: { ...q.state, data: { ...q.state.data, contentHtml: BODY_IN_PAGE } } } : q));
}

/**
 * The browser's side: puts the page's body back into the queries that left it there (a page shows one body).
 * A query whose body is not on the page is dropped, to be fetched again.
 */
export function takeBodiesFromPage<Q extends QueryLike>(queries: Q[], bodyHtml: string | undefined): Q[] {
  return queries.flatMap((q) => {
    const data = q.state.data as { contentHtml?: unknown } | null | undefined;
    if (data?.contentHtml !== BODY_IN_PAGE) return [q];
    return bodyHtml === undefined ? [] : [{ ...q, state: { ...q.state, data: { ...data, contentHtml: bodyHtml } } }];
  });
}
