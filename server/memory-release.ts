import { Session } from "node:inspector";
import v8 from "node:v8";

/** Requests must have stopped this long before a burst counts as over. */
export const BURST_QUIET_MS = 5_000;
/** How far the committed heap must have grown since the last release for one to be worth its pause. */
export const BURST_GROWTH_BYTES = 32 * 2 ** 20;
const CHECK_EVERY_MS = 1_000;

const committedHeapBytes = () => v8.getHeapStatistics().total_heap_size;

export type Release = { beforeBytes: number; afterBytes: number; ms: number };

/**
 * Gives back the heap a burst of requests grew, once the burst is over (decision 124).
 *
 * Under a burst V8 lets the old generation grow to about four times its live size, and it returns the surplus
 * only when its memory reducer decides the process is idle: after a 10,000-URL crawl that took from 18 s to
 * more than 45 s, or did not happen at all. So when no request has come for `quietMs` and the committed heap
 * has grown by more than `growthBytes` since the last release, this asks V8 for the collection it makes on a
 * low-memory notification (about 0.1 s with the site's live heap), which also hands the freed pages back to
 * the system. The in-process inspector session is the only Node API that triggers it; it opens no port.
 */
export class BurstMemoryRelease {
  #session: Session | undefined;
  #lastRequestAt = 0;
  #baselineBytes: number;
  #releasing = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      quietMs?: number;
      growthBytes?: number;
      heapBytes?: () => number;
      onRelease?: (release: Release) => void;
      /** A release that failed (a Node built without the inspector): the checks stop, the server runs on. */
      onError?: (error: unknown) => void;
    } = {},
  ) {
    this.#baselineBytes = this.#heapBytes();
  }

  #heapBytes(): number {
    return (this.options.heapBytes ?? committedHeapBytes)();
  }

  /** Checks once a second from now on; the timer keeps no process alive. */
  start(): this {
    this.#timer = setInterval(
      () =>
        void this.check().catch((error: unknown) => {
          this.stop();
          this.options.onError?.(error);
        }),
      CHECK_EVERY_MS,
    );
    this.#timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#session?.disconnect();
    this.#session = undefined;
  }

  noteRequest(now = Date.now()): void {
    this.#lastRequestAt = now;
  }

  /** Whether a burst has ended with enough grown heap to give back. */
  burstIsOver(now = Date.now()): boolean {
    return (
      !this.#releasing &&
      this.#lastRequestAt > 0 &&
      now - this.#lastRequestAt >= (this.options.quietMs ?? BURST_QUIET_MS) &&
      this.#heapBytes() - this.#baselineBytes > (this.options.growthBytes ?? BURST_GROWTH_BYTES)
    );
  }

  /** Releases if the burst is over; resolves with what the release did, or undefined. */
  async check(now = Date.now()): Promise<Release | undefined> {
    return this.burstIsOver(now) ? this.release() : undefined;
  }

  /** The low-memory collection, now. The heap it leaves is the baseline the next burst is measured from. */
  async release(): Promise<Release> {
    this.#releasing = true;
    const beforeBytes = this.#heapBytes();
    const started = performance.now();
    try {
      if (!this.#session) {
        const session = new Session();
        session.connect();
        this.#session = session;
      }
      const session = this.#session;
      await new Promise<void>((resolve, reject) =>
        session.post("HeapProfiler.collectGarbage", (error) => (error ? reject(error) : resolve())),
      );
    } finally {
      this.#releasing = false;
    }
    this.#baselineBytes = this.#heapBytes();
    const release = { beforeBytes, afterBytes: this.#baselineBytes, ms: performance.now() - started };
    this.options.onRelease?.(release);
    return release;
  }
}
