import { readFile } from "node:fs/promises";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { teamMembers as demoTeam } from "~/content/team";
import { media, teamMembers } from "~/db/schema";
import { seedDemoPortraitRenditions, seedDemoTeam } from "~/db/seed.server";
import { PORTRAIT_WIDTH } from "~/utils/media-urls";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { simpleSvg } from "../../tests/support/upload-fixtures";
import { findMediaFile, getLibraryItem, insertMedia } from "./media.server";
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  listTeam,
  listTeamMembers,
  moveTeamMember,
  updateTeamMember,
} from "./team-members.server";

describe.each(testDrivers())("team members (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it("seeds today's six members once, in order, with their photos' alt text and no made-up profile links", async () => {
    const { db } = database;
    expect(await seedDemoTeam(db)).toBe(true);
    expect(await seedDemoTeam(db)).toBe(false);
    const team = await listTeam(db);
    expect(team.map((member) => [member.name, member.role, member.bio, member.email])).toEqual(
      demoTeam.map((member) => [member.name, member.role, member.bio, member.social.email]),
    );
    expect(team.map((member) => member.imageAlt)).toEqual(demoTeam.map((member) => member.imageAlt));
    expect(team.every((member) => member.linkedinUrl === "" && member.twitterUrl === "")).toBe(true);
    expect(team[0]?.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}\?w=400&v=[0-9a-f]{16}$/);
    // Each portrait is an SVG with a committed WebP rendition, which the page's URL gets (decision 052).
    for (const member of team) {
      const id = member.imageUrl.split("?")[0]!.split("/").at(-1)!;
      expect((await findMediaFile(db, id, PORTRAIT_WIDTH))?.mime).toBe("image/webp");
      expect((await findMediaFile(db, id, null))?.mime).toBe("image/svg+xml");
    }
    // Deleted members are not re-created by a later start.
    const last = (await listTeamMembers(db)).at(-1)!;
    expect(await deleteTeamMember(db, last.id)).toBe(demoTeam.at(-1)!.name);
    expect(await seedDemoTeam(db)).toBe(false);
    expect(await listTeam(db)).toHaveLength(demoTeam.length - 1);
  });

  it("gives the portraits of a database seeded before their renditions existed the committed WebP, once", async () => {
    // A database of its own: the portraits here are seeded the old way, without renditions.
    const older = await createTestDatabase(driver);
    try {
      const { db } = older;
      const svg = new Uint8Array(await readFile(path.resolve("public", demoTeam[0]!.image.slice(1))));
      const seededBefore = await insertMedia(db, { bytes: svg, mime: "image/svg+xml", name: "tanvir-rahman.svg" });
      const replaced = await insertMedia(db, {
        bytes: new TextEncoder().encode(simpleSvg("Replaced")),
        mime: "image/svg+xml",
        name: "sarah-whitfield.svg",
      });
      expect((await findMediaFile(db, seededBefore, PORTRAIT_WIDTH))?.mime).toBe("image/svg+xml");

      expect(await seedDemoPortraitRenditions(db)).toBe(1);
      expect(await findMediaFile(db, seededBefore, PORTRAIT_WIDTH)).toMatchObject({ mime: "image/webp" });
      expect((await findMediaFile(db, replaced, PORTRAIT_WIDTH))?.mime).toBe("image/svg+xml");
      expect(await seedDemoPortraitRenditions(db)).toBe(0);
      expect(
        await db
          .select({ width: media.width, height: media.height })
          .from(media)
          .where(eq(media.parentId, seededBefore)),
      ).toEqual([{ width: 400, height: 400 }]);
    } finally {
      await older.drop();
    }
  });

  it("adds at the end, reorders, hides from the public list, and refuses a save based on an older version", async () => {
    const { db } = database;
    const photo = await insertMedia(db, {
      bytes: new Uint8Array([60, 115, 118, 103, 47, 62]),
      mime: "image/svg+xml",
      name: "rina.svg",
      alt: "Photo of Rina",
    });
    const fields = {
      name: "Rina Das",
      role: "QA Lead",
      bio: "Tests everything.",
      email: "",
      linkedinUrl: "https://www.linkedin.com/in/rina-das",
      twitterUrl: "",
      visible: true,
    };
    const id = await createTeamMember(db, fields, { mediaId: photo });
    expect((await listTeam(db)).at(-1)).toMatchObject({
      name: "Rina Das",
      linkedinUrl: "https://www.linkedin.com/in/rina-das",
      imageAlt: "Photo of Rina",
    });
    expect(await moveTeamMember(db, id, "up")).toBe(true);
    expect((await listTeam(db)).at(-2)?.name).toBe("Rina Das");

    expect(await updateTeamMember(db, id, 1, { ...fields, visible: false }, null)).toEqual({ ok: true, id });
    expect((await listTeam(db)).map((member) => member.name)).not.toContain("Rina Das");
    expect(await updateTeamMember(db, id, 1, { ...fields, role: "Overwritten" }, null)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await getTeamMember(db, id)).toMatchObject({ role: "QA Lead", visible: false, version: 2 });
    expect(await updateTeamMember(db, "00000000-0000-4000-8000-000000000000", 1, fields, null)).toEqual({
      ok: false,
      reason: "missing",
    });

    // The photo is a use of the library file, so the library refuses to delete it.
    expect((await getLibraryItem(db, photo))?.usages.map((usage) => usage.label)).toEqual(["team member “Rina Das”"]);
    await db.delete(teamMembers).where(eq(teamMembers.id, id));
  });
});
