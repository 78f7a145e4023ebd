// A map bounded by the bytes its values hold, not by how many there are: a cached article page weighs
// a hundred times a small JSON answer, so a count says nothing about memory. Reading an entry makes it the
// newest; adding past the limit drops the least recently used ones first. A value larger than the whole
// limit is not kept at all.

/** The rough cost of a JavaScript string in the V8 heap (two bytes a character for Korean text). */
export const stringBytes = (s: string) => 2 * s.length;

export interface ByteLru<V> {
  /** The value, made the most recently used. */
  get(key: string): V | undefined;
  /** The value, its place left as it is. */
  peek(key: string): V | undefined;
  has(key: string): boolean;
  set(key: string, value: V): void;
  delete(key: string): void;
  /** Tells the map that the value under `key` changed size (e.g. a better compression replaced a buffer). */
  resize(key: string): void;
  clear(): void;
  readonly size: number;
  /** Bytes held now, as `sizeOf` counts them. */
  readonly bytes: number;
  readonly maxBytes: number;
  keys(): IterableIterator<string>;
}

/** Fixed cost of an entry (map slot, key, object headers), added to what `sizeOf` counts. */
const ENTRY_OVERHEAD = 200;

export function createByteLru<V>(maxBytes: number, sizeOf: (value: V) => number): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;
  const weigh = (key: string, value: V) => ENTRY_OVERHEAD + stringBytes(key) + sizeOf(value);
  const remove = (key: string) => {
    const found = entries.get(key);
    if (!found) return;
    bytes -= found.bytes;
    entries.delete(key);
  };
  const evict = () => {
    for (const [key] of entries) {
      if (bytes <= maxBytes) break;
      remove(key);
    }
  };
  return {
    get(key) {
      const found = entries.get(key);
      if (!found) return undefined;
      // Map keeps insertion order: moving the entry to the end makes it the most recently used.
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    },
    peek: (key) => entries.get(key)?.value,
    has: (key) => entries.has(key),
    set(key, value) {
      remove(key);
      const size = weigh(key, value);
      if (size > maxBytes) return;
      entries.set(key, { value, bytes: size });
      bytes += size;
      evict();
    },
    delete: remove,
    resize(key) {
      const found = entries.get(key);
      if (!found) return;
      const size = weigh(key, found.value);
      bytes += size - found.bytes;
      found.bytes = size;
      evict();
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    maxBytes,
    keys: () => entries.keys(),
  };
}
