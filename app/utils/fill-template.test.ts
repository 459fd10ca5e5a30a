import { describe, expect, it } from "vitest";

import { fill, placeholdersOf } from "./fill-template";

describe("fill", () => {
  it("puts each value where its placeholder stands, in any order and as often as it appears", () => {
    expect(fill("Showing {shown} of {total} products", { shown: 3, total: 12 })).toBe("Showing 3 of 12 products");
    expect(fill("{total}টি পণ্যের মধ্যে {shown}টি", { shown: "৩", total: "১২" })).toBe("১২টি পণ্যের মধ্যে ৩টি");
    expect(fill("{a} and {a}", { a: "x" })).toBe("x and x");
  });

  it("leaves a placeholder without a value as written, and text without placeholders alone", () => {
    expect(fill("Choose {name}", {})).toBe("Choose {name}");
    expect(fill("Plain text", { name: "x" })).toBe("Plain text");
  });

  it("does not read values from the object's prototype", () => {
    expect(fill("{toString}", {})).toBe("{toString}");
  });
});

describe("placeholdersOf", () => {
  it("names each placeholder once, in order of first use", () => {
    expect(placeholdersOf("© {year} {company}. {year}")).toEqual(["year", "company"]);
    expect(placeholdersOf("none")).toEqual([]);
  });
});
