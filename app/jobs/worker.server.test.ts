import { afterEach, describe, expect, it, vi } from "vitest";

import { attempt, retryIsDue, startSweep, startWorker, type Worker } from "./worker.server";

/** A pass that waits until the test lets it go, and records the `now` it was given. */
function gatedPass() {
  const calls: Date[] = [];
  const gates: (() => void)[] = [];
  const pass = (now: Date) => {
    calls.push(now);
    return new Promise<number>((resolve) => gates.push(() => resolve(calls.length)));
  };
  const release = async () => {
    await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
    gates.shift()!();
  };
  return { calls, pass, release };
}

describe("startWorker", () => {
  let worker: Worker<unknown> | undefined;
  afterEach(() => {
    worker?.stop();
    vi.useRealTimers();
  });

  it("runs one pass at a time: a second run waits for the first, and each gets its own now", async () => {
    const { calls, pass, release } = gatedPass();
    worker = startWorker({ name: "test", everyMs: 60_000, pass, log: () => {} });
    const first = worker.run(new Date("2030-01-01T00:00:00Z"));
    const second = worker.run(new Date("2030-01-01T01:00:00Z"));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await release();
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await release();
    expect(await second).toBe(2);
    expect(calls.map((now) => now.toISOString())).toEqual(["2030-01-01T00:00:00.000Z", "2030-01-01T01:00:00.000Z"]);
  });

  it("folds kicks during a pass into one more pass after it, and idle() waits for both", async () => {
    const { calls, pass, release } = gatedPass();
    worker = startWorker({ name: "test", everyMs: 60_000, pass, log: () => {} });
    worker.kick();
    worker.kick();
    worker.kick();
    const idle = worker.idle();
    await release();
    await release();
    await idle;
    expect(calls).toHaveLength(2);
  });

  it("runs at start when asked and on every tick, and stop() ends the ticks", async () => {
    vi.useFakeTimers();
    let passes = 0;
    worker = startWorker({
      name: "test",
      everyMs: 1_000,
      atStart: true,
      pass: async () => void passes++,
      log: () => {},
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(passes).toBe(4);
    worker.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(passes).toBe(4);
  });

  it("logs a failed pass by its name and keeps ticking; run() rejects to its caller", async () => {
    vi.useFakeTimers();
    const logs: string[] = [];
    let passes = 0;
    worker = startWorker({
      name: "test sweep",
      everyMs: 1_000,
      pass: async () => {
        passes++;
        throw new Error("database away");
      },
      log: (line) => logs.push(line),
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(passes).toBe(2);
    expect(logs).toEqual(["test sweep failed: database away", "test sweep failed: database away"]);
    await expect(worker.run()).rejects.toThrow("database away");
  });
});

describe("retryIsDue", () => {
  const since = new Date("2030-01-01T00:00:00Z");
  const at = (seconds: number) => new Date(since.getTime() + seconds * 1000);

  it("waits base × (2ⁿ − 1) after the work was made: 30 s, 1.5 min, 3.5 min for a 30 s base", () => {
    const due = (attempts: number, seconds: number) =>
      retryIsDue({ attempts, since, now: at(seconds), baseMs: 30_000 });
    expect([due(1, 29), due(1, 30)]).toEqual([false, true]);
    expect([due(2, 89), due(2, 90)]).toEqual([false, true]);
    expect([due(3, 209), due(3, 210)]).toEqual([false, true]);
  });
});

describe("attempt", () => {
  const quiet = { deferred: () => {}, failed: () => {}, unrecorded: () => {} };

  it("claims, performs and records success", async () => {
    const steps: string[] = [];
    const outcome = await attempt({
      claim: async () => "job",
      perform: async (claimed) => void steps.push(`perform ${claimed}`),
      succeeded: async (claimed) => void steps.push(`succeeded ${claimed}`),
      failed: async () => void steps.push("failed"),
      report: quiet,
    });
    expect(outcome).toEqual({ status: "done", claimed: "job" });
    expect(steps).toEqual(["perform job", "succeeded job"]);
  });

  it("skips work it could not claim, and defers when the claim itself fails", async () => {
    const perform = vi.fn();
    expect(await attempt({ claim: async () => null, perform, report: quiet })).toEqual({ status: "skipped" });
    const deferred: string[] = [];
    const outcome = await attempt({
      claim: async () => {
        throw new Error("database away");
      },
      perform,
      report: { ...quiet, deferred: (error) => deferred.push(error.message) },
    });
    expect(outcome).toMatchObject({ status: "deferred" });
    expect(deferred).toEqual(["database away"]);
    expect(perform).not.toHaveBeenCalled();
  });

  it("reports a failed attempt before recording it, and survives a failure to record it", async () => {
    const steps: string[] = [];
    const outcome = await attempt({
      claim: async () => "job",
      perform: async () => {
        throw new Error("SMTP refused");
      },
      succeeded: async () => void steps.push("succeeded"),
      failed: async (_claimed, error) => {
        steps.push(`failed ${error.message}`);
        throw new Error("database away");
      },
      report: { ...quiet, failed: (_claimed, error) => steps.push(`report ${error.message}`) },
    });
    expect(outcome).toMatchObject({ status: "failed", claimed: "job" });
    expect(steps).toEqual(["report SMTP refused", "failed SMTP refused"]);
  });

  it("says when the work was done but could not be recorded", async () => {
    const unrecorded: string[] = [];
    const outcome = await attempt({
      claim: async () => "job",
      perform: async () => {},
      succeeded: async () => {
        throw new Error("database away");
      },
      report: { ...quiet, unrecorded: (claimed, error) => unrecorded.push(`${claimed}: ${error.message}`) },
    });
    expect(outcome).toEqual({ status: "done", claimed: "job" });
    expect(unrecorded).toEqual(["job: database away"]);
  });
});

describe("startSweep", () => {
  it("retries the due items one after another, and logs a failed read without rejecting", async () => {
    const log: string[] = [];
    const retried: number[] = [];
    let read = () => Promise.resolve([1, 2, 3, 4]);
    const sweep = startSweep({
      name: "test sweep",
      everyMs: 60_000,
      log: (message) => log.push(message),
      list: () => read(),
      isDue: (item) => item % 2 === 0,
      retry: async (item) => {
        retried.push(item);
      },
    });
    try {
      await sweep.run();
      expect(retried).toEqual([2, 4]);
      read = () => Promise.reject(new Error("database away"));
      await expect(sweep.run()).resolves.toBeUndefined();
      expect(log).toEqual(["test sweep failed: database away"]);
      expect(retried).toEqual([2, 4]);
    } finally {
      sweep.stop();
    }
  });
});
