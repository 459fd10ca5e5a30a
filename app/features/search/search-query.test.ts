import { describe, expect, it } from "vitest";

import { searchQueryOf } from "./search-query";
import { highlightSegments, MATCH_START, MATCH_STOP, SEARCH_QUERY_MAX } from "./search-text";

describe("searchQueryOf", () => {
  it("trims and collapses the query, and caps its length", () => {
    expect(searchQueryOf(new URL("http://x/search?q=%20cloud%20%20%20migration%0A"))).toBe("cloud migration");
    expect(searchQueryOf(new URL("http://x/search"))).toBe("");
    expect(searchQueryOf(new URL(`http://x/search?q=${"a".repeat(500)}`))).toHaveLength(SEARCH_QUERY_MAX);
  });
});

describe("highlightSegments", () => {
  it("splits a headline at its markers into text and matches", () => {
    expect(highlightSegments(`We ${MATCH_START}migrate${MATCH_STOP} to the ${MATCH_START}cloud${MATCH_STOP}.`)).toEqual(
      [
        { text: "We ", match: false },
        { text: "migrate", match: true },
        { text: " to the ", match: false },
        { text: "cloud", match: true },
        { text: ".", match: false },
      ],
    );
  });

  it("keeps markup as text: nothing in an excerpt becomes HTML", () => {
    const segments = highlightSegments(`<img src=x onerror=alert(1)> ${MATCH_START}<b>x</b>${MATCH_STOP}`);
    expect(segments).toEqual([
      { text: "<img src=x onerror=alert(1)> ", match: false },
      { text: "<b>x</b>", match: true },
    ]);
  });

  it("drops stray markers", () => {
    expect(highlightSegments(`a${MATCH_STOP}b${MATCH_STOP}`)).toEqual([
      { text: "a", match: false },
      { text: "b", match: false },
    ]);
  });
});
