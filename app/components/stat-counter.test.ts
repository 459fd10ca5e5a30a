import { describe, expect, it } from "vitest";

import { countAt } from "./stat-counter";

describe("countAt", () => {
  it("starts at zero and lands exactly on the target", () => {
    expect(countAt(500, 0)).toBe(0);
    expect(countAt(500, 1)).toBe(500);
  });

  it("rises monotonically and clamps progress outside 0..1", () => {
    const values = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1].map((p) => countAt(30, p));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(countAt(50, -1)).toBe(0);
    expect(countAt(50, 2)).toBe(50);
  });
});
