/**
 * Public content, read from the database once per content generation (decision 162). Public content changes
 * only through the admin area, the blog scheduler and a restore, and each of them already clears the page cache
 * (decision 061), which bumps its generation. A read made in one generation is reused by every render until
 * the next: the site settings every page shows, the home page's eight lists, an article and its rendered body,
 * an unknown slug's "no such article". Page-cache misses (a shop search, the other edition of a page, an
 * unknown article, the first render after an edit of another page) then cost the render alone.
 *
 * Values are shared by concurrent and later renders, so they are frozen: a loader that changed one in place
 * would throw instead of changing it for everyone.
 */
export type ContentMemoOptions = {
  /** The page cache's generation: a read from an older one is never used again. */
  generation: () => number;
  ttlMs: number;
  maxEntries: number;
};

type Entry = { generation: number; at: number; value: Promise<unknown> };

/** Keys longer than this (an unknown slug someone made up, thousands of characters long) are not kept. */
const MAX_KEY_LENGTH = 300;

export class ContentMemo {
  #entries = new Map<string, Entry>();

  constructor(readonly options: ContentMemoOptions) {}

  get size(): number {
    return this.#entries.size;
  }

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (key.length > MAX_KEY_LENGTH) return load();
    const generation = this.options.generation();
    const now = Date.now();
    const found = this.#entries.get(key);
    this.#entries.delete(key);
    if (found && found.generation === generation && now - found.at <= this.options.ttlMs) {
      this.#entries.set(key, found);
      return found.value as Promise<T>;
    }
    const entry: Entry = { generation, at: now, value: load().then(deepFreeze) };
    this.#entries.set(key, entry);
    // A failed read is not kept: the next render asks the database again.
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.options.maxEntries) break;
      this.#entries.delete(oldest);
    }
    return entry.value as Promise<T>;
  }

  clear(): void {
    this.#entries.clear();
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  if (
    Array.isArray(value) ||
    Object.getPrototypeOf(value) === Object.prototype ||
    Object.getPrototypeOf(value) === null
  ) {
    Object.freeze(value);
    for (const item of Object.values(value as object)) deepFreeze(item);
  }
  return value;
}

// Set by the server at start-up, kept on globalThis like the database (the dev server reloads modules).
const holder = globalThis as typeof globalThis & { __contentMemo?: ContentMemo };

export function setContentMemo(memo: ContentMemo | undefined): void {
  holder.__contentMemo = memo;
}

/**
 * `load()`'s result for `key` in the current content generation: read once, then shared. `key` must name
 * everything the read depends on (what is read, the locale, the slug). Without a memo (tests, the dev
 * server) it just loads.
 */
export function memoContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memo = holder.__contentMemo;
  return memo ? memo.read(key, load) : load();
}
