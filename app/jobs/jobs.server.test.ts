import { describe, expect, it } from "vitest";

import { type Job, type JobContext, jobs, startJobs } from "./jobs.server";

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
    running.stop();
    expect(steps.slice(3)).toEqual(["stop c", "stop a"]);
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
