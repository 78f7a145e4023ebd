// The public pages' data: a small cache keyed like the server's page data (shared/content/board.ts contentKeys),
// seeded from the state the server embedded, and filled by fetching what a later page needs. Public pages
// only read, once per page view: no refetching, no retries. react-query serves the back office alone; keeping
// it off the public pages saves about 13 KB of gzipped JavaScript on every first visit (docs/performance.md).
import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import type { InitialQueries } from "@shared/render/ssr-contract";

export type DataKey = readonly unknown[];

export type DataEntry = { status: "pending" } | { status: "success"; data: unknown } | { status: "error"; error: unknown };

interface Stored {
  key: DataKey;
  entry: DataEntry;
}

const hashOf = (key: DataKey): string => JSON.stringify(key);

export class PageDataCache {
  private readonly stored = new Map<string, Stored>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();

  constructor(pairs: InitialQueries = []) {
    for (const [key, data] of pairs) this.stored.set(hashOf(key), { key, entry: { status: "success", data } });
  }

  /** The entry of `key`; the same object until it changes (a stable snapshot for useSyncExternalStore). */
  get(key: DataKey): DataEntry | undefined {
    return this.stored.get(hashOf(key))?.entry;
  }

  /** The data loaded so far, as [key, data] pairs: what the server embeds in the page. */
  pairs(): InitialQueries {
    return [...this.stored.values()].flatMap(({ key, entry }) =>
      entry.status === "success" ? [[key, entry.data] as [DataKey, unknown]] : [],
    );
  }

  /** Loads `key` with `fetcher` unless a load of it is under way; the entry shows the outcome. */
  load(key: DataKey, fetcher: () => Promise<unknown>): Promise<void> {
    const hash = hashOf(key);
    const running = this.loading.get(hash);
    if (running) return running;
    if (!this.stored.has(hash)) this.put(hash, key, { status: "pending" });
    const done = fetcher().then(
      (data) => this.put(hash, key, { status: "success", data }),
      (error: unknown) => this.put(hash, key, { status: "error", error }),
    );
    const settled = done.finally(() => this.loading.delete(hash));
    this.loading.set(hash, settled);
    return settled;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private put(hash: string, key: DataKey, entry: DataEntry): void {
    this.stored.set(hash, { key, entry });
    for (const listener of this.listeners) listener();
  }
}

const PageDataContext = createContext<PageDataCache | null>(null);

export function PageDataProvider({ cache, children }: { cache: PageDataCache; children: ReactNode }) {
  return <PageDataContext.Provider value={cache}>{children}</PageDataContext.Provider>;
}

/**
 * Pending (nothing to show yet), failed, or data: the loaded data of the key, or while another key loads with
 * `keepPrevious`, the last key's (isPlaceholderData).
 */
export type PageData<T> =
  | { data: undefined; isPending: true; isError: false; isPlaceholderData: false }
  | { data: undefined; isPending: false; isError: true; isPlaceholderData: false }
  | { data: T; isPending: false; isError: false; isPlaceholderData: boolean };

/**
 * The data of `key`: from the cache, or fetched once (after the first render, so the server's render and
 * hydration see the same state). A key that failed is fetched again when a page asks for it next.
 */
export function usePageData<T>(key: DataKey, fetcher: () => Promise<T>, options: { keepPrevious?: boolean } = {}): PageData<T> {
  const cache = useContext(PageDataContext);
  if (!cache) throw new Error("usePageData needs a PageDataProvider");
  const hash = hashOf(key);
  const read = () => cache.get(key);
  const entry = useSyncExternalStore(cache.subscribe, read, read);
  const latest = useRef({ key, fetcher });
  const previous = useRef<T | undefined>(undefined);
  useEffect(() => {
    latest.current = { key, fetcher };
  });
  useEffect(() => {
    const current = cache.get(latest.current.key);
    if (!current || current.status === "error") void cache.load(latest.current.key, latest.current.fetcher);
  }, [cache, hash]);
  const data = entry?.status === "success" ? (entry.data as T) : undefined;
  useEffect(() => {
    if (data !== undefined) previous.current = data;
  }, [data]);
  const placeholder = options.keepPrevious && entry?.status !== "success" && entry?.status !== "error" ? previous.current : undefined;
  if (data !== undefined) return { data, isPending: false, isError: false, isPlaceholderData: false };
  if (entry?.status === "error") return { data: undefined, isPending: false, isError: true, isPlaceholderData: false };
  if (placeholder !== undefined) return { data: placeholder, isPending: false, isError: false, isPlaceholderData: true };
  return { data: undefined, isPending: true, isError: false, isPlaceholderData: false };
}
