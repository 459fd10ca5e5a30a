import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedClientLogos, seedProjects, seedServices, seedTestimonials } from "~/content/seed";
import { seedDemoContent } from "~/db/seed.server";
import { projects, services } from "~/db/schema";
import { createTestDatabase, testDrivers, type TestDatabase } from "../../tests/support/databases";
import { listClientLogos, listProjects, listServices, listTestimonials } from "./public-content.server";

describe.each(testDrivers())("public content queries on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDemoContent(database.db);
  });
  afterAll(() => database.drop());

  it("lists the seeded services in position order, with a limit for the home page", async () => {
    const all = await listServices(database.db);
    expect(all.map((s) => s.title)).toEqual(seedServices.map((s) => s.title));
    expect(all[0]?.features).toEqual(seedServices[0]?.features);
    const firstSix = await listServices(database.db, { limit: 6 });
    expect(firstSix.map((s) => s.title)).toEqual(seedServices.slice(0, 6).map((s) => s.title));
  });

  it("follows the positions staff set, not insertion order", async () => {
    const last = seedServices.at(-1)!.title;
    await database.db.update(services).set({ position: -1 }).where(eq(services.title, last));
    expect((await listServices(database.db, { limit: 1 }))[0]?.title).toBe(last);

    const lastProject = seedProjects.at(-1)!.title;
    await database.db.update(projects).set({ position: -1 }).where(eq(projects.title, lastProject));
    expect((await listProjects(database.db))[0]?.title).toBe(lastProject);
  });

  it("turns media ids into versioned media URLs for projects, testimonials and client logos", async () => {
    const [project] = await listProjects(database.db);
    expect(project?.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}\?w=800&v=[0-9a-f]{16}$/);
    const [, id, version] = /^\/media\/([0-9a-f-]{36})\?w=800&v=([0-9a-f]{16})/.exec(project!.imageUrl)!;
    expect(project?.imageSrcSet).toBe(
      `/media/${id}?w=400&v=${version} 400w, /media/${id}?w=800&v=${version} 800w, /media/${id}?w=1200&v=${version} 1200w`,
    );
    expect(project).not.toHaveProperty("imageMediaId");
    // The alt text is the library's, seeded from the project's.
    expect(project?.imageAlt).toBe(seedProjects.find((seeded) => seeded.title === project?.title)?.imageAlt);

    const people = await listTestimonials(database.db);
    expect(people.map((t) => t.name)).toEqual(seedTestimonials.map((t) => t.name));
    expect(people[0]?.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}\?w=400&v=[0-9a-f]{16}$/);

    const logos = await listClientLogos(database.db);
    expect(logos.map((l) => l.name)).toEqual(seedClientLogos.map((l) => l.name));
    expect(new Set(logos.map((l) => l.logoUrl)).size).toBe(logos.length);
  });
});
