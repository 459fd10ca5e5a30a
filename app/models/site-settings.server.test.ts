import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { companyDetailsBn } from "~/content/bn/company";
import { companyDefaults } from "~/content/company";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { getCompanySettings, getPublicSiteSettings, updateCompanySettings } from "./site-settings.server";

describe.each(testDrivers())("company details read for a locale (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("shows the Bengali details on Bengali pages, English ones marked en where untranslated, and English unchanged", async () => {
    const { db } = database;
    const { hoursSaturday: _untranslated, ...bengali } = companyDetailsBn;
    await updateCompanySettings(db, { ...(await getCompanySettings(db)), translations: { bn: bengali } });

    const bn = await getPublicSiteSettings(db, "bn");
    expect(bn).toMatchObject({
      tagline: companyDetailsBn.tagline,
      dhakaAddress: companyDetailsBn.dhakaAddress,
      londonAddress: companyDetailsBn.londonAddress,
      hoursWeekdays: companyDetailsBn.hoursWeekdays,
      hoursSaturday: companyDefaults.businessHours.saturday,
      companyName: companyDefaults.name,
      phone: companyDefaults.phone,
    });
    expect(bn.langs).toEqual({
      tagline: "bn",
      dhakaAddress: "bn",
      londonAddress: "bn",
      hoursWeekdays: "bn",
      hoursSaturday: "en",
    });

    const en = await getPublicSiteSettings(db, "en");
    expect(en).toMatchObject({
      tagline: companyDefaults.tagline,
      dhakaAddress: companyDefaults.dhakaAddress,
      hoursWeekdays: companyDefaults.businessHours.weekdays,
      hoursSaturday: companyDefaults.businessHours.saturday,
    });
    expect(new Set(Object.values(en.langs))).toEqual(new Set(["en"]));
    // The Settings form still reads the English details, with the Bengali beside them.
    expect((await getCompanySettings(db)).tagline).toBe(companyDefaults.tagline);
  });
});
