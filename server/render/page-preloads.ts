// Module preloads for the chunks a page hydrates with. The browser entry loads the current page's chunk, and
// what that chunk imports, before it hydrates (client/src/app/pages.ts), but only finds out which once the
// entry has run: on a phone, one more round trip after the 75 KB entry. Named in the head, those files
// download alongside the entry. Production build only (the Vite manifest lists the built files).
import { matchPage, type PageChunk } from "@shared/page-map";

export interface ManifestChunk {
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
  auth: "src/pages/auth-page.tsx",
  admin: "src/pages/admin-page.tsx",
};
/** What a page that finds nothing to show renders (client/src/pages/not-found-chunk.ts). */
export const NOT_FOUND_MODULE = "src/pages/not-found-page.tsx";
const ENTRY = "index.html";

/** Every manifest key `key` loads: itself and its static imports, transitively. */
function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
  return into;
}

/**
 * For a page's path and status, the `<link rel="modulepreload">` tags of the files its chunks need beyond the
 * entry (which the build's own HTML already loads, with its static imports).
 */
export function createPagePreloads(manifest: ViteManifest): (path: string, status: number) => string {
  const loadedByEntry = closure(manifest, ENTRY);
  const memo = new Map<string, string>();
  return (path, status) => {
    const match = matchPage(path);
    const modules = match ? match.page.chunks.map((chunk) => PAGE_CHUNK_MODULES[chunk]) : [];
    if (!match || status === 404) modules.push(NOT_FOUND_MODULE);
    const key = modules.join(" ");
    let tags = memo.get(key);
    if (tags === undefined) {
      const needed = new Set<string>();
      for (const module of modules) closure(manifest, module, needed);
      tags = [...needed]
        .filter((k) => !loadedByEntry.has(k))
        .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`)
        .join("");
      memo.set(key, tags);
    }
    return tags;
  };
}
