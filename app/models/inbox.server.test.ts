import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contactMessages } from "~/db/schema";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { countUnreadMessages } from "./inbox.server";

describe.each(testDrivers())("unread count on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("counts unread messages that are not spam", async () => {
    expect(await countUnreadMessages(database.db)).toBe(0);
    const message = { name: "A", email: "a@example.test", subject: "S", message: "M" };
    await database.db
      .insert(contactMessages)
      .values([message, message, { ...message, read: true }, { ...message, spam: true, spamReason: "link flood" }]);
    expect(await countUnreadMessages(database.db)).toBe(2);
  });
});
