// The board's search: every public post's title and text as plain lowercase text, scanned in memory.
// Measured with 1,000 guides (docs/decisions/006-board-search-in-memory.md): a scan here takes 1–10 ms,
// while the database's own (ILIKE, strpos, or a pg_trgm index, which a two-letter Korean word cannot use)
// takes 140–500 ms in the embedded PGlite. The texts are kept across content changes and re-read only for
// the posts whose title or text changed (a fingerprint per post), so a change costs one post's parse.
import { markdownToPlainText } from "@shared/content/markdown";
import { SEARCH_TEXT_MAX } from "@shared/lib/url-search";
import type { PostsStorage } from "../storage/posts.storage";

const READ_AT_ONCE = 100;

/** How the search compares: the same lowercasing on the text and the term (Korean is unaffected by case). */
const searchForm = (text: string) => text.toLocaleLowerCase("ko-KR");

export function createBoardSearch(storage: Pick<PostsStorage, "searchStamps" | "searchTexts">) {
  const texts = new Map<number, { stamp: string; text: string }>();
  let synced: { version: number; done: Promise<void> } | undefined;

  async function sync(): Promise<void> {
    const stamps = await storage.searchStamps();
    const live = new Set(stamps.map((s) => s.id));
    for (const id of texts.keys()) if (!live.has(id)) texts.delete(id);
    const stale = stamps.filter((s) => texts.get(s.id)?.stamp !== s.stamp);
    for (let i = 0; i < stale.length; i += READ_AT_ONCE) {
      const batch = stale.slice(i, i + READ_AT_ONCE);
      const stampOf = new Map(batch.map((s) => [s.id, s.stamp]));
      for (const row of await storage.searchTexts(batch.map((s) => s.id))) {
        texts.set(row.id, { stamp: stampOf.get(row.id)!, text: searchForm(`${row.title}\n${markdownToPlainText(row.content)}`) });
      }
    }
  }

  return {
    /** The ids of the public posts (as of content version `version`) whose title or text contains `q`. */
    async matching(q: string, version: number): Promise<Set<number>> {
      if (synced?.version !== version) {
        const done = sync();
        synced = { version, done };
        done.catch(() => {
          if (synced?.done === done) synced = undefined;
        });
      }
      await synced.done;
      const term = searchForm(q.slice(0, SEARCH_TEXT_MAX).trim());
      const ids = new Set<number>();
      for (const [id, { text }] of texts) if (text.includes(term)) ids.add(id);
      return ids;
    },
    /** Characters held (two bytes each in memory). */
    size: () => [...texts.values()].reduce((sum, t) => sum + t.text.length, 0),
  };
}
