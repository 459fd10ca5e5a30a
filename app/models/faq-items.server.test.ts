import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { companyDefaults } from "~/content/company";
import { faq as demoFaq } from "~/content/faq";
import { seedDemoFaq } from "~/db/seed-page-copy.server";
import { businessHoursText, fillCompanyDetails } from "~/features/settings/company-details";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { createFaqItem, deleteFaqItem, getFaqItem, listFaqItems, moveFaqItem, updateFaqItem } from "./faq-items.server";
import { listFaq } from "./public-content.server";

const defaults = {
  companyName: companyDefaults.name,
  phone: companyDefaults.phone,
  email: companyDefaults.email,
  hoursWeekdays: companyDefaults.businessHours.weekdays,
  hoursSaturday: companyDefaults.businessHours.saturday,
};

describe.each(testDrivers())("FAQ items (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("seeds today's three questions once, in order, the hours coming from the company details", async () => {
    const { db } = database;
    expect(await seedDemoFaq(db)).toBe(true);
    expect(await seedDemoFaq(db)).toBe(false);
    const faq = await listFaq(db);
    expect(faq.map((item) => [item.question, item.answer])).toEqual(
      demoFaq.map((item) => [item.question, item.answer]),
    );
    expect(faq.map((item) => item.question)).toEqual([
      "What services do you offer?",
      "How do I request a quote?",
      "What is your typical response time?",
    ]);
    const answer = fillCompanyDetails(faq[2]!.answer, defaults);
    expect(answer).toBe(
      `We reply to every enquiry within 24 business hours. Our business hours are ${businessHoursText(defaults)} (Dhaka time).`,
    );
    expect(answer).toContain("Monday-Friday: 9AM-6PM, Saturday: 10AM-2PM");
    // Deleted items are not re-created by a later start.
    const last = (await listFaqItems(db)).at(-1)!;
    expect(await deleteFaqItem(db, last.id)).toBe(demoFaq.at(-1)!.question);
    expect(await seedDemoFaq(db)).toBe(false);
    expect(await listFaq(db)).toHaveLength(demoFaq.length - 1);
  });

  it("adds at the end, reorders, hides from the public list, and refuses a save based on an older version", async () => {
    const { db } = database;
    const fields = { question: "Do you sign NDAs?", answer: "Yes, before the first call.", visible: true };
    const id = await createFaqItem(db, fields);
    expect((await listFaq(db)).at(-1)).toMatchObject({ id, question: "Do you sign NDAs?" });
    expect(await moveFaqItem(db, id, "up")).toBe(true);
    expect((await listFaq(db)).at(-2)?.id).toBe(id);
    expect(await moveFaqItem(db, "00000000-0000-4000-8000-000000000000", "up")).toBe(false);

    expect(await updateFaqItem(db, id, 1, { ...fields, visible: false })).toEqual({ ok: true, version: 2 });
    expect((await listFaq(db)).map((item) => item.id)).not.toContain(id);
    expect(await updateFaqItem(db, id, 1, { ...fields, answer: "Overwritten" })).toEqual({
      ok: false,
      reason: "stale",
      currentVersion: 2,
    });
    expect(await getFaqItem(db, id)).toMatchObject({
      answer: "Yes, before the first call.",
      visible: false,
      version: 2,
    });
    expect(await updateFaqItem(db, "00000000-0000-4000-8000-000000000000", 1, fields)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(await deleteFaqItem(db, id)).toBe("Do you sign NDAs?");
    expect(await deleteFaqItem(db, id)).toBeNull();
  });
});
