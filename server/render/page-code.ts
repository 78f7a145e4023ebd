// The code a page hydrates with, named on the browser entry's script tag: the app's entry (`data-app`) and
// every file it and the page's chunks import (`data-chunks`). The browser entry (client/src/boot.ts) waits
// for the page to load, then requests them all at once. Left to itself, the app would find out which page
// chunk it needs only once its router has run: on a phone, one more round trip after the 75 KB entry.
// Production build only (the Vite manifest lists the built files).
import { matchPage, type PageChunk } from "@shared/pages/page-map";

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The module of each page chunk, as the Vite manifest names it (the lazy imports of client/src/app/pages.ts). */
export const PAGE_CHUNK_MODULES: Record<PageChunk, string> = {
  home: "src/pages/home-page.tsx",
  about: "src/pages/about-page.tsx",
  contact: "src/pages/contact-page.tsx",
  board: "src/pages/board-page.tsx",
  article: "src/pages/article-page.tsx",
  interviewList: "src/pages/interview-list-page.tsx",
  interviewDetail: "src/pages/interview-detail-page.tsx",
  privacy: "src/pages/privacy-page.tsx",
  criminalDeadline: "src/pages/criminal-deadline-page.tsx",
  drunkDriving: "src/pages/drunk-driving-page.tsx",
  booking: "src/pages/booking-page.tsx",
  auth: "src/pages/auth-page.tsx",
  admin: "src/pages/admin-page.tsx",
};
/** What a page that finds nothing to show renders (client/src/pages/not-found-chunk.ts). */
export const NOT_FOUND_MODULE = "src/pages/not-found-page.tsx";
const BROWSER_ENTRY = "index.html";
const APP_ENTRY = "src/entry-client.tsx";

export interface PageCode {
  /** The app's entry. */
  app: string;
  /** What it and the page's chunks import, space-separated. */
  chunks: string;
}

/** Every manifest key `key` loads: itself and its static imports, transitively. */
function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
  return into;
}

/** For a page's path and status, the app's entry and the files it and the page's chunks import, transitively. */
export function createPageCode(manifest: ViteManifest): (path: string, status: number) => PageCode {
  const loaded = closure(manifest, BROWSER_ENTRY);
  const app = `/${manifest[APP_ENTRY].file}`;
  const memo = new Map<string, PageCode>();
  return (path, status) => {
    const match = matchPage(path);
    const modules = match ? match.page.chunks.map((chunk) => PAGE_CHUNK_MODULES[chunk]) : [];
    if (!match || status === 404) modules.push(NOT_FOUND_MODULE);
    const key = modules.join(" ");
    let code = memo.get(key);
    if (code === undefined) {
      const needed = closure(manifest, APP_ENTRY, new Set(loaded));
      for (const module of modules) closure(manifest, module, needed);
      const chunks = [...needed]
        .filter((k) => k !== APP_ENTRY && !loaded.has(k))
        .map((k) => `/${manifest[k].file}`)
        .join(" ");
      code = { app, chunks };
      memo.set(key, code);
    }
    return code;
  };
}

const ENTRY_SCRIPT = /<script type="module"[^>]* src="\/assets\/[\w.-]+\.js"/;

/** The page with its code named on its entry's script tag. */
export function namePageCode(html: string, code: PageCode): string {
  return html.replace(ENTRY_SCRIPT, (tag) => `${tag} data-app="${code.app}" data-chunks="${code.chunks}"`);
}
