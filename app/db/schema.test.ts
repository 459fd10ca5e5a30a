import { getTableColumns, getTableName, isTable } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as schema from "./schema";

const tables = Object.values(schema).filter((value) => isTable(value));

// A client's or a technology's name is a proper name, the same in every language; a post's or a page's revision is a
// snapshot of the whole item, its translations included.
const NOT_TRANSLATED = new Set(["client_logos", "technologies", "blog_post_revisions", "page_revisions"]);

describe("locale-ready schema (decision 080)", () => {
  it("gives every table staff edit for visitors a translations column beside the English one", () => {
    const edited = tables.filter(
      (table) => "version" in getTableColumns(table) && !NOT_TRANSLATED.has(getTableName(table)),
    );
    expect(edited.length).toBeGreaterThan(10);
    const without = [...edited, schema.siteSettings]
      .filter((table) => !("translations" in getTableColumns(table)))
      .map(getTableName);
    expect(without).toEqual([]);
  });
});
