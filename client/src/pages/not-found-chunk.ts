import { lazyPage, type LazyPage } from "@/lib/lazy-page";

/**
 * The page of an address that shows nothing: an unknown path, a missing article or category. A chunk of its
 * own, since few visits need it; a page that finds nothing to show renders `<notFoundChunk.Page />`.
 */
export const notFoundChunk: LazyPage = lazyPage(() => import("./not-found-page").then((m) => ({ default: m.NotFoundPage })));
