import { describe, expect, it } from "vitest";

import { type Job, type JobContext, jobs, startJobs } from "./jobs.server";
import { startWorker } from "./worker.server";

describe("startJobs", () => {
  it("starts each job after the one before has started, skips the ones that are off, and stops in reverse", async () => {
    const steps: string[] = [];
    const job = (name: string, on = true): Job => ({
      name,
      async start() {
        await new Promise((resolve) => setTimeout(resolve, 5));
        steps.push(`start ${name}`);
        return on ? { stop: () => steps.push(`stop ${name}`) } : undefined;
      },
    });
    const running = await startJobs({} as JobContext, [job("a"), job("b", false), job("c")]);
    expect(steps).toEqual(["start a", "start b", "start c"]);
    await running.stop();
    expect(steps.slice(3)).toEqual(["stop c", "stop a"]);
  });

  it("stops only once the pass in flight has finished, so it is recorded before the database closes", async () => {
    let finishPass!: () => void;
    const steps: string[] = [];
    const worker = startWorker({
      name: "slow",
      everyMs: 3_600_000,
      log: () => {},
      pass: async () => {
        steps.push("pass started");
        await new Promise<void>((resolve) => (finishPass = resolve));
        steps.push("pass recorded");
      },
    });
    const running = await startJobs({} as JobContext, [{ name: "slow", start: () => worker }]);
    void worker.run();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = running.stop().then(() => steps.push("stopped"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(steps).toEqual(["pass started"]);
    finishPass();
    await stopped;
    expect(steps).toEqual(["pass started", "pass recorded", "stopped"]);
  });

  it("lists every background job the issue names, the purges first so they finish before requests", () => {
    expect(jobs.map((job) => job.name)).toEqual([
      "hourly upkeep",
      "inbox notifier",
      "inbox reply mailer",
      "assignment notices",
      "review notices",
      "acknowledgements",
      "newsletter mailer",
      "newsletter issues",
      "sign-in notices",
      "blog scheduler",
    ]);
  });
});
