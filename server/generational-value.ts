const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * A value read from the database that visitors' requests use without a query (decision 170): read again only
 * when the page cache's generation moves (every admin write, here or on another instance, bumps it) or after
 * `ttlMs`, the page cache's own bound for a lost notification. A failed read keeps the last value (or
 * `fallback`), so the pages still answer until the database is back.
 */
export function generationalValue<T>(options: {
  what: string;
  load: () => Promise<T>;
  fallback: T;
  generation: () => number;
  ttlMs: number;
  log: (message: string) => void;
}) {
  let value: T | undefined;
  let loaded = { generation: -1, at: 0 };
  let loading: Promise<T> | undefined;

  const isCurrent = () =>
    value !== undefined && loaded.generation === options.generation() && Date.now() - loaded.at < options.ttlMs;

  function reload(): Promise<T> {
    loading ??= (async () => {
      const generation = options.generation();
      try {
        value = await options.load();
        loaded = { generation, at: Date.now() };
      } catch (error) {
        options.log(`${options.what} could not be read: ${(error as Error).message}`);
        value ??= options.fallback;
        // Tried again in a few seconds, not on every request while the database is away.
        loaded = { generation, at: Date.now() - options.ttlMs + RETRY_AFTER_FAILURE_MS };
      }
      return value;
    })().finally(() => (loading = undefined));
    return loading;
  }

  return {
    /** The current value, reading it first when it is out of date. */
    get: (): Promise<T> => (isCurrent() ? Promise.resolve(value as T) : reload()),
    /** The value if it is current; otherwise undefined, and a read starts for the next request. */
    peek(): T | undefined {
      if (isCurrent()) return value;
      void reload();
      return undefined;
    },
  };
}
