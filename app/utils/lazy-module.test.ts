import { describe, expect, it } from "vitest";

import { lazyModule } from "./lazy-module";

describe("lazyModule", () => {
  it("loads once, whether preloaded or awaited first", async () => {
    let loads = 0;
    const module = lazyModule(async () => ({ value: ++loads }));
    module.preload();
    module.preload();
    expect(await module.get()).toEqual({ value: 1 });
    expect(await module.get()).toEqual({ value: 1 });
    expect(loads).toBe(1);
  });

  it("gives null when the load fails, and tries again on the next call", async () => {
    let loads = 0;
    const module = lazyModule(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return { value: loads };
    });
    module.preload();
    expect(await module.get()).toBeNull();
    expect(await module.get()).toEqual({ value: 2 });
    expect(loads).toBe(2);
  });
});
