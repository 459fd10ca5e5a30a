import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  moveSavedReply,
  updateSavedReply,
} from "~/models/saved-replies.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";
import { savedRepliesFor } from "~/routes/admin/inbox/inbox-message.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";

describe.each(testDrivers())("saved replies on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("offers each saved reply in the message's language, English where untranslated, placeholders filled", async () => {
    const prices = await createSavedReply(database.db, {
      title: "Prices",
      body: "Dear {name}, about {subject}: from £500. {company}",
      translations: { bn: { title: "দাম", body: "প্রিয় {name}, {subject}: ৫০০ পাউন্ড থেকে। {company}" } },
    });
    const hours = await createSavedReply(database.db, { title: "Hours", body: "We open at nine, {name}." });
    const company = (await getPublicSiteSettings(database.db)).companyName;
    const bengaliCompany = (await getPublicSiteSettings(database.db, "bn")).companyName;

    expect(await savedRepliesFor(database.db, { name: "Ann", subject: "A site", locale: "en" })).toEqual([
      { id: prices, title: "Prices", text: `Dear Ann, about A site: from £500. ${company}`, untranslated: false },
      { id: hours, title: "Hours", text: "We open at nine, Ann.", untranslated: false },
    ]);
    expect(await savedRepliesFor(database.db, { name: "আনিকা", subject: "ওয়েবসাইট", locale: "bn" })).toEqual([
      {
        id: prices,
        title: "দাম",
        text: `প্রিয় আনিকা, ওয়েবসাইট: ৫০০ পাউন্ড থেকে। ${bengaliCompany}`,
        untranslated: false,
      },
      { id: hours, title: "Hours", text: "We open at nine, আনিকা.", untranslated: true },
    ]);

    // Edited at the version it was loaded at, moved, deleted.
    expect(await updateSavedReply(database.db, hours, 1, { title: "Opening hours", body: "Nine to six." })).toEqual({
      ok: true,
      version: 2,
    });
    expect((await updateSavedReply(database.db, hours, 1, { title: "x", body: "y" })).ok).toBe(false);
    expect(await moveSavedReply(database.db, hours, "up")).toBe(true);
    expect((await listSavedReplies(database.db)).map((reply) => reply.title)).toEqual(["Opening hours", "Prices"]);
    expect(await deleteSavedReply(database.db, prices)).toBe("Prices");
    expect(await deleteSavedReply(database.db, prices)).toBeNull();
  });
});
