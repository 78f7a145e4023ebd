// Browser entry: hydrates the server-rendered HTML with the state the server embedded.
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { hydrateRoot } from "react-dom/client";
import { BODY_ATTRIBUTE, takeBodiesFromPage } from "@shared/body-from-dom";
import { STATE_ELEMENT_ID } from "@shared/ssr-contract";
import { App } from "./app/app";
import { pagesForPath } from "./app/pages";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

interface EmbeddedState {
  siteUrl: string;
  dehydrated?: DehydratedState;
}

// The full stylesheet, loaded without blocking the first paint (server/render/critical-css.ts), now applies.
document.querySelector("link[data-css]")?.setAttribute("media", "all");

const stateText = document.getElementById(STATE_ELEMENT_ID)?.textContent;
const state: EmbeddedState = stateText ? JSON.parse(stateText) : { siteUrl: window.location.origin };
const queryClient = createQueryClient();
if (state.dehydrated) {
  // The page's body was sent once, in the page (shared/body-from-dom.ts).
  const queries = takeBodiesFromPage(state.dehydrated.queries, document.querySelector(`[${BODY_ATTRIBUTE}]`)?.innerHTML);
  hydrate(queryClient, { ...state.dehydrated, queries });
}

// Load the current page's chunk first so hydration matches the server HTML without suspending.
Promise.all(pagesForPath(window.location.pathname).map((p) => p.preload()))
  .catch(() => undefined)
  .then(() => hydrateRoot(document.getElementById("root")!, <App queryClient={queryClient} siteUrl={state.siteUrl} />));
