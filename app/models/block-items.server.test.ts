import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "~/db/client.server";
import { aboutFigures, faqItems } from "~/db/schema";
import { itemRefsOf } from "~/features/pages/item-sources";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { blockItemOptions, missingItemRefs, readBlockItems } from "./block-items.server";

/** The database with its `select` calls counted: each of these readers' selects is one query. */
function counted(db: Db) {
  const calls = { select: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select") calls.select += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, calls };
}

describe.each(testDrivers())("a page's chosen items (%s)", (driver) => {
  let database: TestDatabase;
  const ids = { shown: "", hidden: "", figure: "" };
  const gone = "00000000-0000-4000-8000-00000000dead";
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const rows = await database.db
      .insert(faqItems)
      .values([
        { question: "How long?", answer: "Weeks.", translations: { bn: { question: "কত দিন?" } } },
        { question: "Hidden?", answer: "Yes.", visible: false },
      ])
      .returning({ id: faqItems.id });
    ids.shown = rows[0]!.id;
    ids.hidden = rows[1]!.id;
    const [figure] = await database.db
      .insert(aboutFigures)
      .values({ label: "Clients", value: 500, suffix: "+", translations: { bn: { label: "ক্লায়েন্ট" } } })
      .returning({ id: aboutFigures.id });
    ids.figure = figure!.id;
  });
  afterAll(() => database.drop());

  it("are read with one query per source whatever the number of blocks, in the page's language", async () => {
    // Two FAQ blocks and a figures block: the FAQ items are read once, the figures once.
    const refs = itemRefsOf([
      `faq:${ids.shown}`,
      `faq:${ids.hidden}`,
      `faq:${gone}`,
      `figures:${ids.figure}`,
      `faq:${ids.shown}`,
    ]);
    const { db, calls } = counted(database.db);
    const items = await readBlockItems(db, refs, "bn");
    expect(calls.select).toBe(2);
    expect(items.get(`faq:${ids.shown}`)).toMatchObject({ source: "faq", item: { question: "কত দিন?" } });
    expect(items.get(`figures:${ids.figure}`)).toMatchObject({
      source: "figures",
      item: { label: "ক্লায়েন্ট", value: 500, suffix: "+" },
    });
    // Hidden or deleted: not shown, so skipped by the page.
    expect(items.has(`faq:${ids.hidden}`)).toBe(false);
    expect(items.has(`faq:${gone}`)).toBe(false);
    expect((await readBlockItems(database.db, refs, "en")).get(`faq:${ids.shown}`)?.item).toMatchObject({
      question: "How long?",
    });
  });

  it("name the deleted ones before a save, and offer every item by name to the editor", async () => {
    expect(await missingItemRefs(database.db, itemRefsOf([`faq:${ids.hidden}`, `faq:${gone}`]))).toEqual([
      `faq:${gone}`,
    ]);
    const options = await blockItemOptions(database.db);
    expect(options.faq.map((option) => option.label)).toEqual(["How long?", "Hidden? (hidden: not shown)"]);
    expect(options.figures).toEqual([{ value: `figures:${ids.figure}`, label: "500+ Clients" }]);
  });
});
