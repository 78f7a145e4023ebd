// Browser entry, second part (loaded by boot.ts once the page has loaded): hydrates the server-rendered HTML
// with the state the server embedded.
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { leftInPage, STATE_ELEMENT_ID, type HydrationState } from "@shared/render/ssr-contract";
import { App } from "./app/app";
import { pagesForPath } from "./app/pages";
import { PageDataCache } from "./lib/page-data";

const stateText = document.getElementById(STATE_ELEMENT_ID)?.textContent;
// Every server-rendered page embeds its state; the back office's pages too.
const state: HydrationState = JSON.parse(stateText ?? "null");
// A page's body, table of contents and questions were sent once, in the page: read back by a module that
// loads alongside the page's chunk (which imports it too), so only the pages showing a body carry it. Should
// it fail to load, that data is fetched again.
const queries = state.queries.some(leftInPage)
  ? import("@shared/render/body-from-dom").then(
      (m) => m.takeShownFromPage(state.queries, document),
      () => state.queries.filter((pair) => !leftInPage(pair)),
    )
  : state.queries;

// Load the current page's chunk first (boot.ts preloads it and its imports alongside this entry) so
// hydration matches the server HTML without suspending. Hydration runs as a transition: React then hydrates in
// slices of a few milliseconds, yielding to the browser between them (and to a tap, whose part it hydrates
// first), instead of one long task that holds a cheap phone's main thread (Lighthouse's blocking time on an
// article went from 180-440 ms to 0-110 ms).
Promise.all(pagesForPath(window.location.pathname).map((p) => p.preload()))
  .catch(() => undefined)
  .then(() => queries)
  .then((pairs) =>
    startTransition(() => {
      hydrateRoot(document.getElementById("root")!, <App pageData={new PageDataCache(pairs)} siteUrl={state.siteUrl} site={state.site} />);
    }),
  );
