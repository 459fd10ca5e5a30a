export type LazyModule<T> = {
  /** Starts the load if it has not started; for event handlers such as a form's first focus. */
  preload: () => void;
  /** The module, or null when it could not be loaded (offline, or a newer deploy replaced the file). */
  get: () => Promise<T | null>;
};

/**
 * A dynamic `import()` that runs at most once, started by whichever of `preload` or `get` comes first.
 * A failed load is not kept, so the next call tries again.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T | null> | undefined;
  const get = () =>
    (pending ??= load().catch(() => {
      pending = undefined;
      return null;
    }));
  return { preload: () => void get(), get };
}
