import { describe, expect, it } from "vitest";

import { RenderQueue } from "./render-queue";

const tick = () => new Promise((resolve) => setImmediate(resolve));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("RenderQueue", () => {
  it("runs at most `concurrency` renders at once and starts the waiting ones in order of arrival", async () => {
    const queue = new RenderQueue({ concurrency: 2, limit: 10 });
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, deferred);
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([queue.active, queue.waiting]).toEqual([2, 3]);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it("refuses a render beyond the limit without running it", async () => {
    const queue = new RenderQueue({ concurrency: 1, limit: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => "second");
    let ran = false;
    const third = queue.run(async () => (ran = true));
    expect(third).toBeUndefined();
    expect(ran).toBe(false);
    gate.resolve();
    await first;
    expect(await second).toBe("second");
    expect(queue.run(async () => "again")).toBeDefined();
  });

  it("frees the slot when a render fails, and a cancelled entry leaves the line", async () => {
    const queue = new RenderQueue({ concurrency: 1, limit: 5 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(queue.active).toBe(0);

    const holder = queue.enter()!;
    const release = await holder.ready;
    const leaving = queue.enter()!;
    const staying = queue.enter()!;
    leaving.cancel();
    expect(queue.waiting).toBe(1);
    release();
    release(); // twice is harmless
    await staying.ready;
    expect([queue.active, queue.waiting]).toEqual([1, 0]);
  });
});
