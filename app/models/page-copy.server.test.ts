import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { homeCopyBn, visionMissionBn } from "~/content/bn/home";
import { pageTextsBn } from "~/content/bn/page-texts";
import { pageTextDefaults } from "~/content/page-texts";
import { pageCopy } from "~/db/schema";
import { seedDemoHomeCopy, seedPageTexts } from "~/db/seed-page-copy.server";
import { homeCopyDefaults, homeCopyTranslation, visionMissionDefaults } from "~/features/site-content/page-copy-schema";
import { pageTextNames, translatedPageTextFields } from "~/features/site-content/page-texts";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { getPageCopy, pageTextsFallback, readPageCopies, readPageTexts, savePageCopy } from "./page-copy.server";

describe.each(testDrivers())("page copy read for a locale (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDemoHomeCopy(database.db);
  });
  afterAll(() => database.drop());

  it("reads the seeded Bengali copy for bn, and the English copy, all marked en, for en", async () => {
    const bn = await readPageCopies(database.db, ["home", "vision-mission"], "bn");
    // The links' targets are the same in both editions.
    expect(bn.home.content).toEqual({ ...homeCopyDefaults, ...pageTextsBn.home });
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

describe.each(testDrivers())("every page's texts on a fresh start (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDemoHomeCopy(database.db);
    await seedPageTexts(database.db);
  });
  afterAll(() => database.drop());

  it.each(pageTextNames)(
    "shows today's words for %s in English and in Bengali, every field in its language",
    async (name) => {
      const en = await readPageTexts(database.db, name, "en");
      expect(en.content).toEqual(pageTextDefaults[name]);
      const bn = await readPageTexts(database.db, name, "bn");
      expect(bn.content).toEqual({ ...pageTextDefaults[name], ...pageTextsBn[name] });
      expect(Object.keys(bn.langs).sort()).toEqual([...translatedPageTextFields(name)].sort());
      expect(new Set(Object.values(bn.langs))).toEqual(new Set(["bn"]));
      // The page that renders while the database is away shows the same.
      expect(pageTextsFallback(name, "bn")).toEqual(bn);
    },
  );

  it("seeds once: a second run changes nothing staff saved", async () => {
    const { db } = database;
    const about = await getPageCopy(db, "about");
    const content = { ...about.content, heroTitle: "Who We Are" };
    expect(await savePageCopy(db, "about", about.version, content, about.translations)).toMatchObject({ ok: true });
    expect(await seedPageTexts(db)).toBe(false);
    expect((await readPageTexts(db, "about", "en")).content.heroTitle).toBe("Who We Are");
  });
});

describe.each(testDrivers())("a database whose home copy was seeded before the page texts (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("keeps every text staff wrote and gains only the fields it lacked, in both languages", async () => {
    const { db } = database;
    const { allArticlesLink: _a, allArticlesLabel: _b, testimonialsHeading: _c, ...older } = pageTextDefaults.home;
    await db.insert(pageCopy).values({
      id: "home",
      content: { ...older, heroHeadline: "Staff's own headline" },
      translations: { bn: { ...homeCopyBn, heroHeadline: "কর্মীদের শিরোনাম" } },
    });
    expect(await seedPageTexts(db)).toBe(true);
    const en = await readPageTexts(db, "home", "en");
    expect(en.content.heroHeadline).toBe("Staff's own headline");
    expect(en.content.testimonialsHeading).toBe("What Our Clients Say");
    const stored = await getPageCopy(db, "home");
    expect(stored.version).toBe(1);
    expect((stored.content as Record<string, string>).allArticlesLink).toBe("/blog");
    const bn = await readPageTexts(db, "home", "bn");
    expect(bn.content.heroHeadline).toBe("কর্মীদের শিরোনাম");
    expect(bn.content.testimonialsHeading).toBe(pageTextsBn.home.testimonialsHeading);
    expect(bn.langs.testimonialsHeading).toBe("bn");
  });
});
