import { describe, expect, it } from "vitest";

import { idsBySource, itemRefsOf, parseItemRef } from "./item-sources";

const id = "0b6f3a52-8a7e-4c1e-9a0f-3f4e5d6c7b8a";

describe("item references", () => {
  it("read '<source>:<uuid>' of a known source only", () => {
    expect(parseItemRef(`faq:${id}`)).toEqual({ source: "faq", id });
    expect(parseItemRef(`faq:${id.toUpperCase()}`)).toEqual({ source: "faq", id });
    for (const value of [id, `pages:${id}`, "faq:1", `faq:${id}x`, ""]) expect(parseItemRef(value)).toBeNull();
  });

  it("group a page's references by source, each id once (one query per source)", () => {
    const other = id.replace("0b6f", "1b6f");
    const refs = itemRefsOf([`faq:${id}`, `services:${id}`, `faq:${id}`, `faq:${other}`, 42, "nonsense"]);
    expect(refs).toHaveLength(4);
    expect([...idsBySource(refs)]).toEqual([
      ["faq", [id, other]],
      ["services", [id]],
    ]);
    expect(itemRefsOf("faq")).toEqual([]);
  });
});
