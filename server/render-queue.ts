/**
 * Bounds the public page renders in flight (decision 161). At most `concurrency` run at once; the next
 * `limit` wait in order of arrival; beyond that a render is refused at once (the caller answers 503 with
 * Retry-After). Renders share one CPU and, on PGlite, one database thread: started all together they
 * interleave and every one of them finishes late (a p99 of seconds under 50 connections), where in order
 * each waits only for those ahead of it, and a flood is turned away instead of piling up memory.
 */
export class RenderQueue {
  #active = 0;
  #waiting: (() => void)[] = [];

  constructor(readonly options: { concurrency: number; limit: number }) {}

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * A slot for one render, or undefined when the queue is full. The promise resolves to a release
   * function once the render may start; `cancel` takes a request that went away out of the line.
   */
  enter(): { ready: Promise<() => void>; cancel(): void } | undefined {
    if (this.#active < this.options.concurrency) {
      this.#active++;
      return { ready: Promise.resolve(this.#releaser()), cancel: () => {} };
    }
    if (this.#waiting.length >= this.options.limit) return undefined;
    let start!: () => void;
    const ready = new Promise<() => void>((resolve) => {
      start = () => {
        this.#active++;
        resolve(this.#releaser());
      };
    });
    this.#waiting.push(start);
    return {
      ready,
      cancel: () => {
        const index = this.#waiting.indexOf(start);
        if (index !== -1) this.#waiting.splice(index, 1);
      },
    };
  }

  /** Runs `render` in its turn; undefined (without running it) when the queue is full. */
  run<T>(render: () => Promise<T>): Promise<T> | undefined {
    const slot = this.enter();
    if (!slot) return undefined;
    return slot.ready.then(async (release) => {
      try {
        return await render();
      } finally {
        release();
      }
    });
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active--;
      this.#waiting.shift()?.();
    };
  }
}
