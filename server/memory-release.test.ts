import v8 from "node:v8";

import { describe, expect, it } from "vitest";

import { BurstMemoryRelease } from "./memory-release";

const MB = 2 ** 20;

describe("BurstMemoryRelease", () => {
  it("calls a burst over only after the quiet time, and only when the heap grew by more than the threshold", () => {
    let heap = 100 * MB;
    const memory = new BurstMemoryRelease({ quietMs: 3_000, growthBytes: 16 * MB, heapBytes: () => heap });
    expect(memory.burstIsOver(10_000), "no request yet").toBe(false);
    memory.noteRequest(10_000);
    heap = 200 * MB;
    expect(memory.burstIsOver(12_999), "requests stopped 2.999 s ago").toBe(false);
    expect(memory.burstIsOver(13_000)).toBe(true);
    heap = 116 * MB;
    expect(memory.burstIsOver(13_000), "grown by exactly the threshold").toBe(false);
  });

  it("gives the garbage back to V8's free pool, and measures the next burst from what it left", async () => {
    const memory = new BurstMemoryRelease({ quietMs: 0, growthBytes: 16 * MB });
    // About 100 MB of short strings that stay alive long enough to reach the old generation, then die.
    const holdThenDrop = async () => {
      const burst = Array.from({ length: 1_000_000 }, (_, i) => `${i}`.padEnd(64, "x"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(burst).toHaveLength(1_000_000);
    };
    await holdThenDrop();
    memory.noteRequest();
    const grown = v8.getHeapStatistics().total_heap_size;
    expect(memory.burstIsOver()).toBe(true);

    const release = await memory.release();
    memory.stop();
    expect(release.beforeBytes).toBe(grown);
    expect(release.beforeBytes - release.afterBytes).toBeGreaterThan(50 * MB);
    expect(v8.getHeapStatistics().total_heap_size).toBeLessThan(grown - 50 * MB);
    expect(memory.burstIsOver(), "nothing grew since").toBe(false);
  });

  it("stops checking after a failed check, reports it once, and leaves the process running", async () => {
    const errors: unknown[] = [];
    let reads = 0;
    const memory = new BurstMemoryRelease({
      quietMs: 0,
      heapBytes: () => {
        if (++reads > 1) throw new Error("no heap statistics here");
        return 0;
      },
      onError: (error) => errors.push(error),
    });
    memory.noteRequest();
    memory.start();
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    memory.stop();
    expect(errors).toHaveLength(1);
    expect(reads).toBe(2);
  });
});
