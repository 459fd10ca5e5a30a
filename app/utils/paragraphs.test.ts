import { describe, expect, it } from "vitest";

import { paragraphs } from "./paragraphs";

describe("paragraphs", () => {
  it("splits on blank lines, keeps single line breaks and drops empty parts", () => {
    expect(paragraphs("First line\nstill first\n\n  \n\nSecond  \n\n")).toEqual(["First line\nstill first", "Second"]);
  });

  it("gives no paragraph for an empty or blank text", () => {
    expect(paragraphs("")).toEqual([]);
    expect(paragraphs(" \n\n ")).toEqual([]);
  });
});
