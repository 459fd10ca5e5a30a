import { describe, expect, it } from "vitest";

import { retryAfterText } from "./form";

describe("retryAfterText", () => {
  it.each([
    [1, "1 minute"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [600, "10 minutes"],
    [0, "1 minute"],
  ])("%d s → %s", (seconds, text) => {
    expect(retryAfterText(seconds)).toBe(text);
  });
});
