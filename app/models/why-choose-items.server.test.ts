import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { whyChooseBn } from "~/content/bn/why-choose";
import { whyChoose as demoWhyChoose } from "~/content/why-choose";
import { whyChooseItems } from "~/db/schema";
import { seedDemoWhyChoose } from "~/db/seed-page-copy.server";
import { localizeRow, untranslatedFields } from "~/utils/translations";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import {
  createWhyChooseItem,
  deleteWhyChooseItem,
  getWhyChooseItem,
  listWhyChoose,
  listWhyChooseItems,
  moveWhyChooseItem,
  updateWhyChooseItem,
  WHY_CHOOSE_TEXT_FIELDS,
} from "./why-choose-items.server";

describe.each(testDrivers())("why choose us items (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("seeds today's six items once, in order, with their icons", async () => {
    const { db } = database;
    expect(await seedDemoWhyChoose(db)).toBe(true);
    expect(await seedDemoWhyChoose(db)).toBe(false);
    const items = await listWhyChoose(db);
    expect(items.map(({ title, description, icon }) => ({ title, description, icon }))).toEqual(demoWhyChoose);
    expect(items.map((item) => item.title)).toEqual([
      "Two offices, one team",
      "Senior engineers on every project",
      "Clear, fixed quotes",
      "Security by default",
      "Support after launch",
      "Technology that fits",
    ]);
    // Deleted items are not re-created by a later start.
    const last = (await listWhyChooseItems(db)).at(-1)!;
    expect(await deleteWhyChooseItem(db, last.id)).toBe("Technology that fits");
    expect(await seedDemoWhyChoose(db)).toBe(false);
    expect(await listWhyChoose(db)).toHaveLength(demoWhyChoose.length - 1);
  });

  it("adds at the end, reorders, hides from the home page, and refuses a save based on an older version", async () => {
    const { db } = database;
    const fields = {
      title: "Fluent in your language",
      description: "We write in English and Bengali.",
      icon: "Globe" as const,
      visible: true,
    };
    const id = await createWhyChooseItem(db, fields);
    expect((await listWhyChoose(db)).at(-1)).toEqual({
      id,
      title: fields.title,
      description: fields.description,
      icon: "Globe",
      langs: { title: "en", description: "en" },
    });
    expect(await moveWhyChooseItem(db, id, "up")).toBe(true);
    expect((await listWhyChoose(db)).at(-2)?.id).toBe(id);
    expect(await moveWhyChooseItem(db, "00000000-0000-4000-8000-000000000000", "up")).toBe(false);

    expect(await updateWhyChooseItem(db, id, 1, { ...fields, visible: false })).toEqual({ ok: true, version: 2 });
    expect((await listWhyChoose(db)).map((item) => item.id)).not.toContain(id);
    expect(await updateWhyChooseItem(db, id, 1, { ...fields, description: "Overwritten" })).toEqual({
      ok: false,
      reason: "stale",
      currentVersion: 2,
    });
    expect(await getWhyChooseItem(db, id)).toMatchObject({
      description: "We write in English and Bengali.",
      visible: false,
      version: 2,
    });
    expect(await updateWhyChooseItem(db, "00000000-0000-4000-8000-000000000000", 1, fields)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(await deleteWhyChooseItem(db, id)).toBe(fields.title);
    expect(await deleteWhyChooseItem(db, id)).toBeNull();
  });

  it("holds a Bengali text beside the English one, falling back per field (decision 080)", async () => {
    const { db } = database;
    const [first] = await listWhyChooseItems(db);
    expect(first!.translations.bn).toEqual(whyChooseBn["Two offices, one team"]);
    expect(untranslatedFields(first!, "bn", WHY_CHOOSE_TEXT_FIELDS)).toEqual([]);
    await db
      .update(whyChooseItems)
      .set({ translations: { bn: { title: "দুই অফিস, এক দল" } } })
      .where(eq(whyChooseItems.id, first!.id));
    const stored = (await getWhyChooseItem(db, first!.id))!;
    expect(untranslatedFields(stored, "bn", WHY_CHOOSE_TEXT_FIELDS)).toEqual(["description"]);
    const bengali = localizeRow(stored, "bn", WHY_CHOOSE_TEXT_FIELDS);
    expect([bengali.title, bengali.description, bengali.langs]).toEqual([
      "দুই অফিস, এক দল",
      first!.description,
      { title: "bn", description: "en" },
    ]);
  });

  it("reads the visible items in the page's language for the home page, English ones marked en", async () => {
    const { db } = database;
    const [first, second] = await listWhyChoose(db, "bn");
    // The first item's description was left untranslated above; the second is wholly Bengali.
    expect(first).toMatchObject({
      title: "দুই অফিস, এক দল",
      description: demoWhyChoose[0]!.description,
      langs: { title: "bn", description: "en" },
    });
    expect(second).toMatchObject({
      ...whyChooseBn["Senior engineers on every project"],
      langs: { title: "bn", description: "bn" },
    });
    const [english] = await listWhyChoose(db, "en");
    expect(english).toMatchObject({ title: "Two offices, one team", langs: { title: "en", description: "en" } });
    expect(english).not.toHaveProperty("translations");
  });
});
