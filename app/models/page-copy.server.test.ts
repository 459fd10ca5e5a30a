import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { homeCopyBn, visionMissionBn } from "~/content/bn/home";
import { seedDemoHomeCopy } from "~/db/seed-page-copy.server";
import { homeCopyDefaults, homeCopyTranslation, visionMissionDefaults } from "~/features/site-content/page-copy-schema";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { getPageCopy, readPageCopies, savePageCopy } from "./page-copy.server";

describe.each(testDrivers())("page copy read for a locale (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDemoHomeCopy(database.db);
  });
  afterAll(() => database.drop());

  it("reads the seeded Bengali copy for bn, and the English copy, all marked en, for en", async () => {
    const bn = await readPageCopies(database.db, ["home", "vision-mission"], "bn");
    expect(bn.home.content).toEqual(homeCopyBn);
    expect(bn["vision-mission"].content).toEqual(visionMissionBn);
    expect(new Set(Object.values(bn.home.langs))).toEqual(new Set(["bn"]));
    expect(bn["vision-mission"].langs).toEqual({ vision: "bn", mission: "bn" });

    const en = await readPageCopies(database.db, ["home", "vision-mission"], "en");
    expect(en.home.content).toEqual(homeCopyDefaults);
    expect(en["vision-mission"].content).toEqual(visionMissionDefaults);
    expect(new Set(Object.values(en.home.langs))).toEqual(new Set(["en"]));
    expect(en.home.content).not.toHaveProperty("translations");
  });

  it("falls back to English, marked en, for a field with no Bengali text", async () => {
    const { db } = database;
    const stored = await getPageCopy(db, "home");
    const { heroHeadline: _untranslated, ...rest } = homeCopyBn;
    expect(
      await savePageCopy(db, "home", stored.version, stored.content, { bn: { ...rest, ctaText: "  " } }),
    ).toMatchObject({ ok: true });
    const { home } = await readPageCopies(db, ["home"], "bn");
    expect(home.content.heroHeadline).toBe(homeCopyDefaults.heroHeadline);
    expect(home.langs.heroHeadline).toBe("en");
    expect(home.content.ctaText).toBe(homeCopyDefaults.ctaText);
    expect(home.langs.ctaText).toBe("en");
    expect(home.content.heroEyebrow).toBe(homeCopyBn.heroEyebrow);
    expect(home.langs.heroEyebrow).toBe("bn");
  });

  it("marks a Bengali text out of date when its English field in the copy changes (decision 197)", async () => {
    const { db } = database;
    const stored = await getPageCopy(db, "home");
    const translations = { bn: { ...homeCopyBn } };
    expect(await savePageCopy(db, "home", stored.version, stored.content, translations)).toMatchObject({ ok: true });
    const before = await getPageCopy(db, "home");
    expect(homeCopyTranslation.valuesOf(before.translations, before.content).$stale).toEqual([]);

    const content = { ...before.content, ctaText: "Talk to us today" };
    expect(await savePageCopy(db, "home", before.version, content, translations)).toMatchObject({ ok: true });
    const after = await getPageCopy(db, "home");
    expect(homeCopyTranslation.valuesOf(after.translations, after.content).$stale).toEqual(["bn.ctaText"]);
    // Still live: the visitor keeps the Bengali text until staff edit or confirm it.
    const { home } = await readPageCopies(db, ["home"], "bn");
    expect(home.content.ctaText).toBe(homeCopyBn.ctaText);
  });
});
