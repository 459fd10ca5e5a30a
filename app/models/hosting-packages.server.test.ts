import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hostingInclusions, hostingPackages as demoHosting } from "~/content/hosting";
import { seedDemoHosting } from "~/db/seed.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import {
  createHostingPackage,
  deleteHostingPackage,
  getHostingPackage,
  listHostingPackageRows,
  listHostingPackages,
  moveHostingPackage,
  updateHostingPackage,
} from "./hosting-packages.server";

describe.each(testDrivers())("hosting packages (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("seeds the spec's four packages once, in order, with today's list on each card", async () => {
    const { db } = database;
    expect(await seedDemoHosting(db)).toBe(true);
    expect(await seedDemoHosting(db)).toBe(false);
    const packages = await listHostingPackages(db);
    expect(
      packages.map(({ name, summary, pricePerYear, dailyVisitors, storage, bandwidth, highlighted }) => ({
        name,
        summary,
        pricePerYear,
        dailyVisitors,
        storage,
        bandwidth,
        highlighted,
      })),
    ).toEqual(
      demoHosting.map(({ name, summary, pricePerYear, dailyVisitors, storage, bandwidth, highlighted }) => ({
        name,
        summary,
        pricePerYear,
        dailyVisitors,
        storage,
        bandwidth,
        highlighted,
      })),
    );
    expect(packages.every((pkg) => JSON.stringify(pkg.features) === JSON.stringify(hostingInclusions))).toBe(true);
    const last = (await listHostingPackageRows(db)).at(-1)!;
    expect(await deleteHostingPackage(db, last.id)).toBe("AKASH CHOA");
    expect(await seedDemoHosting(db)).toBe(false);
    expect(await listHostingPackages(db)).toHaveLength(3);
  });

  it("adds at the end, reorders, and refuses a save based on an older version", async () => {
    const { db } = database;
    const fields = {
      name: "MEGH",
      summary: "",
      pricePerYear: 50000,
      dailyVisitors: "Unlimited",
      storage: "1 TB",
      bandwidth: "Unlimited",
      features: ["Daily backups"],
      highlighted: false,
    };
    const id = await createHostingPackage(db, fields);
    expect((await listHostingPackages(db)).at(-1)).toMatchObject({ name: "MEGH", features: ["Daily backups"] });
    expect(await moveHostingPackage(db, id, "up")).toBe(true);
    expect((await listHostingPackages(db)).at(-2)?.name).toBe("MEGH");
    expect(await updateHostingPackage(db, id, 1, { ...fields, pricePerYear: 55000 })).toEqual({ ok: true });
    expect(await updateHostingPackage(db, id, 1, { ...fields, name: "Overwritten" })).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await getHostingPackage(db, id)).toMatchObject({ name: "MEGH", pricePerYear: 55000, version: 2 });
    expect(await updateHostingPackage(db, "00000000-0000-4000-8000-000000000000", 1, fields)).toEqual({
      ok: false,
      reason: "missing",
    });
  });
});
