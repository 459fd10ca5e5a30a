import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { technologies as demoTechnologies } from "~/content/technologies";
import { seedDemoTechnologies } from "~/db/seed.server";
import { prepareUpload } from "~/features/media/uploads.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { getLibraryItem } from "./media.server";
import { findMediaUsages } from "./media-usages.server";
import {
  createTechnology,
  deleteTechnology,
  getTechnology,
  listTechnologies,
  listTechnologyRows,
  moveTechnology,
  updateTechnology,
} from "./technologies.server";

async function svgUpload(fill: string) {
  const file = new File(
    [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${fill}" d="M0 0h24v24H0z"/></svg>`],
    "logo.svg",
    { type: "image/svg+xml" },
  );
  const prepared = await prepareUpload(file, "library");
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.upload;
}

describe.each(testDrivers())("technology logos (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("seeds today's eight logos once, in order, each an SVG in the media library served from this site", async () => {
    const { db } = database;
    expect(await seedDemoTechnologies(db)).toBe(true);
    expect(await seedDemoTechnologies(db)).toBe(false);
    const shown = await listTechnologies(db);
    expect(shown.map((technology) => technology.name)).toEqual([
      "PHP",
      "Laravel",
      "MySQL",
      "JavaScript",
      "Vue.js",
      "React",
      "Node.js",
      "Python",
    ]);
    expect(shown.map((technology) => technology.name)).toEqual(demoTechnologies.map((technology) => technology.name));
    const rows = await listTechnologyRows(db);
    for (const [index, row] of rows.entries()) {
      expect(shown[index]!.logoUrl).toMatch(new RegExp(`^/media/${row.logoMediaId}\\?v=[0-9a-f]+$`));
      const file = await getLibraryItem(db, row.logoMediaId);
      expect(file).toMatchObject({
        mime: "image/svg+xml",
        name: demoTechnologies[index]!.file.split("/").at(-1),
        alt: `${row.name} logo`,
      });
    }
    // The library knows where each logo is used, so it refuses to delete one in use.
    const usages = await findMediaUsages(db, [rows[0]!.logoMediaId]);
    expect(usages.get(rows[0]!.logoMediaId)).toEqual([
      {
        mediaId: rows[0]!.logoMediaId,
        label: "technology “PHP”",
        href: `/admin/technologies/${rows[0]!.id}`,
        kind: "library",
      },
    ]);
    // Deleted logos are not re-created by a later start.
    expect(await deleteTechnology(db, rows.at(-1)!.id)).toBe("Python");
    expect(await seedDemoTechnologies(db)).toBe(false);
    expect(await listTechnologies(db)).toHaveLength(demoTechnologies.length - 1);
  });

  it("adds at the end, reorders, hides, swaps the logo, and refuses a save based on an older version", async () => {
    const { db } = database;
    const id = await createTechnology(
      db,
      { name: "Go", visible: true },
      { upload: await svgUpload("#00ADD8"), name: "go.svg", alt: "Go logo" },
    );
    const first = (await getTechnology(db, id))!;
    expect((await listTechnologies(db)).at(-1)).toMatchObject({ id, name: "Go" });
    expect(await moveTechnology(db, id, "up")).toBe(true);
    expect((await listTechnologies(db)).at(-2)?.id).toBe(id);
    expect(await moveTechnology(db, "00000000-0000-4000-8000-000000000000", "up")).toBe(false);

    expect(await updateTechnology(db, id, 1, { name: "Go", visible: false }, null)).toEqual({ ok: true });
    expect((await listTechnologies(db)).map((technology) => technology.id)).not.toContain(id);
    expect((await getTechnology(db, id))!.logoMediaId).toBe(first.logoMediaId);
    const [php] = await listTechnologyRows(db);
    expect(await updateTechnology(db, id, 2, { name: "Golang", visible: true }, { mediaId: php!.logoMediaId })).toEqual(
      { ok: true },
    );
    expect(await getTechnology(db, id)).toMatchObject({
      name: "Golang",
      visible: true,
      logoMediaId: php!.logoMediaId,
      version: 3,
    });
    // The older save is refused and leaves nothing behind, not even its new upload.
    const stale = await updateTechnology(
      db,
      id,
      2,
      { name: "Stale", visible: true },
      { upload: await svgUpload("#000000"), name: "stale.svg", alt: "" },
    );
    expect(stale).toEqual({ ok: false, reason: "stale" });
    expect(await getTechnology(db, id)).toMatchObject({ name: "Golang", version: 3 });
    expect(
      await updateTechnology(db, "00000000-0000-4000-8000-000000000000", 1, { name: "x", visible: true }, null),
    ).toEqual({ ok: false, reason: "missing" });
    expect(await deleteTechnology(db, id)).toBe("Golang");
    expect(await deleteTechnology(db, id)).toBeNull();
    // The logo file stays in the library.
    expect(await getLibraryItem(db, first.logoMediaId)).not.toBeNull();
  });
});
