// Browser entry, first part: a few hundred bytes that let the page finish loading before the app's code is
// requested. The server's HTML is the whole page (its text, its largest picture, the styles it uses inline),
// so nothing a visitor sees waits for JavaScript; on a phone's connection the 80 KB of code that hydrates it
// would otherwise share the line with that picture and delay it. Once the page has loaded and been painted,
// this requests, together: the whole stylesheet (which the next client-side page may need), the app's entry
// (entry-client.tsx) and every file it and the current page's chunks import. The production server names them
// on this script's tag (server/render/page-code.ts); in development the app is imported from its source.
import "./index.css";

/** A `<link>` in the head; `crossOrigin` as the bundler's own module preloads set it. */
function addLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  if (rel === "modulepreload") link.crossOrigin = "";
  return document.head.appendChild(link);
}

/** How long a page that has not finished loading (a picture that never arrives) waits for its code at most. */
const LOAD_WAIT_MS = 3000;
let started = false;

function start(): void {
  if (started) return;
  started = true;
  const stylesheet = document.querySelector<HTMLElement>("style[data-stylesheet]")?.dataset.stylesheet;
  if (stylesheet) addLink("stylesheet", stylesheet).dataset.css = "";
  if (import.meta.env.DEV) {
    void import("./entry-client");
    return;
  }
  // All in the same task: the files the app and the page import, then the app itself (their requests are
  // made in this order, so none of them waits for the app to arrive).
  const named = document.querySelector<HTMLElement>("script[data-app]")!.dataset;
  for (const href of named.chunks ? named.chunks.split(" ") : []) addLink("modulepreload", href);
  void import(/* @vite-ignore */ named.app!);
}

// After the load event and the frame that paints it, or after LOAD_WAIT_MS, whichever comes first. A page
// opened in a background tab paints nothing until it is shown, so it starts at once.
function afterPaint(): void {
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

if (document.readyState === "complete") afterPaint();
else {
  window.addEventListener("load", afterPaint, { once: true });
  setTimeout(start, LOAD_WAIT_MS);
}
