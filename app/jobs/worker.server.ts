/** Where a job reports what went wrong (the server's logger in production, an array in tests). */
export type Log = (message: string) => void;

/**
 * A job the server started: `stop()` ends its timer (and closes what it holds) at shutdown; `idle()`, where the
 * job has passes, resolves once the one running has finished.
 */
export type Stoppable = { stop(): void; idle?(): Promise<void> };

export type Worker<Result> = Stoppable & {
  /** One pass at `now` (after the one running, if any: one at a time per instance); rejects if it fails. */
  run(now?: Date): Promise<Result>;
  /** Asks for a pass without waiting: one starts now, or one more follows the running one. Never throws. */
  kick(): void;
  /** Resolves once no pass is running (for tests and shutdown). */
  idle(): Promise<void>;
};

/**
 * A background loop: `pass` runs every `everyMs` (and at once with `atStart`), one pass at a time per
 * instance, so a slow pass is never stacked on by the next tick: a tick during a pass asks for one more
 * after it. What may run on several instances at once is the pass's business: each job claims its work
 * in the database (see `attempt`). A failed pass is logged as "<name> failed: <reason>" and the next tick
 * tries again.
 */
export function startWorker<Result>(options: {
  name: string;
  everyMs: number;
  atStart?: boolean;
  pass: (now: Date) => Promise<Result>;
  log: Log;
}): Worker<Result> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (now?: Date): Promise<Result> => {
    const pass = (running ?? Promise.resolve()).then(() => options.pass(now ?? new Date()));
    const settled: Promise<void> = pass.then(
      () => {},
      () => {},
    );
    running = settled;
    void settled.then(() => {
      if (running !== settled) return;
      running = null;
      if (again) {
        again = false;
        kick();
      }
    });
    return pass;
  };
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    run().catch((error: Error) => options.log(`${options.name} failed: ${error.message}`));
  };
  const timer = setInterval(kick, options.everyMs);
  timer.unref();
  if (options.atStart) kick();
  return {
    run,
    kick,
    async idle() {
      while (running) await running;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * A retry sweep over stored work (the inbox mailers' shape): each pass `list`s what is still owed and
 * `retry`s each item that `isDue`, one after another. A read that fails is logged as "<name> failed:
 * <reason>" and ends the pass without rejecting (the next tick tries again), so `run()` can be left unawaited.
 */
export function startSweep<Item>(options: {
  name: string;
  everyMs: number;
  log: Log;
  list: (now: Date) => Promise<Item[]>;
  isDue: (item: Item, now: Date) => boolean;
  retry: (item: Item) => Promise<unknown>;
}): Worker<void> {
  const { name, log } = options;
  return startWorker({
    name,
    everyMs: options.everyMs,
    log,
    pass: async (now) => {
      let pending: Item[];
      try {
        pending = await options.list(now);
      } catch (error) {
        log(`${name} failed: ${(error as Error).message}`);
        return;
      }
      for (const item of pending) if (options.isDue(item, now)) await options.retry(item);
    },
  });
}

/**
 * Whether a retry is due: attempt n+1 waits `baseMs` × (2ⁿ − 1) after `since`, so with a base of 30 s the
 * retries come 30 s, 1.5 min, 3.5 min, … after the work was created.
 */
export function retryIsDue({
  attempts,
  since,
  now,
  baseMs,
}: {
  attempts: number;
  since: Date;
  now: Date;
  baseMs: number;
}) {
  return now.getTime() - since.getTime() >= baseMs * (2 ** attempts - 1);
}

export type AttemptOutcome<Claimed> =
  | { status: "skipped" }
  | { status: "deferred"; error: Error }
  | { status: "failed"; claimed: Claimed; error: Error }
  | { status: "done"; claimed: Claimed };

/**
 * One attempt at one piece of outbox work, the shape every job shares: claim it in the database (so one
 * instance, one attempt: the claim is what makes a job safe on several instances), do it, record the
 * outcome. Never throws: each step's failure is an outcome, and `report` says it in the job's words.
 * - `claim` resolving to null means someone else has it or it is done: skipped.
 * - `claim` throwing (the database is away) defers the work to the next sweep.
 * - `perform` throwing is a failed attempt; `failed` records it (its own error is ignored).
 * - `succeeded` throwing leaves the work done but unrecorded; `report.unrecorded` says so.
 */
export async function attempt<Claimed>(steps: {
  claim(): Promise<Claimed | null | undefined>;
  perform(claimed: Claimed): Promise<void>;
  /** Records success; leave it out when the claim itself records the work as done. */
  succeeded?(claimed: Claimed): Promise<void>;
  failed?(claimed: Claimed, error: Error): Promise<void>;
  report: {
    deferred(error: Error): void;
    failed(claimed: Claimed, error: Error): void;
    unrecorded(claimed: Claimed, error: Error): void;
  };
}): Promise<AttemptOutcome<Claimed>> {
  let claimed: Claimed | null | undefined;
  try {
    claimed = await steps.claim();
  } catch (error) {
    steps.report.deferred(error as Error);
    return { status: "deferred", error: error as Error };
  }
  if (!claimed) return { status: "skipped" };
  try {
    await steps.perform(claimed);
  } catch (error) {
    steps.report.failed(claimed, error as Error);
    await steps.failed?.(claimed, error as Error).catch(() => {});
    return { status: "failed", claimed, error: error as Error };
  }
  try {
    await steps.succeeded?.(claimed);
  } catch (error) {
    steps.report.unrecorded(claimed, error as Error);
  }
  return { status: "done", claimed };
}
