import { describe, expect, it } from "vitest";

import { formatChange, formatCompact } from "./overview-format";

describe("formatCompact", () => {
  it.each([
    [0, "0"],
    [950, "950"],
    [1_000, "1k"],
    [2_400, "2.4k"],
    [2_449, "2.4k"],
    [12_345, "12.3k"],
    [999_950, "1M"],
    [1_250_000, "1.3M"],
  ])("%d → %s", (value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });
});

describe("formatChange", () => {
  it("signs the rounded percentage, with a real minus sign", () => {
    expect(formatChange(112, 100)).toMatchObject({ label: "+12%", direction: "up" });
    expect(formatChange(95, 100)).toMatchObject({ label: "\u22125%", direction: "down" });
    expect(formatChange(100, 100)).toMatchObject({ label: "0%", direction: "flat" });
    expect(formatChange(3, 1).label).toBe("+200%");
  });

  it("says New or — when there is nothing to compare with", () => {
    expect(formatChange(5, 0)).toMatchObject({ label: "New", direction: "new" });
    expect(formatChange(0, 0)).toMatchObject({ label: "—", direction: "none" });
    expect(formatChange(0, 4).label).toBe("\u2212100%");
  });
});
