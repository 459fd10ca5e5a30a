import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedClientLogos, seedProjects, seedServices, seedTestimonials } from "~/content/seed";
import { media, projects, services } from "~/db/schema";
import { seedDemoCaseStudies, seedDemoContent } from "~/db/seed.server";
import { PORTRAIT_WIDTH } from "~/utils/media-urls";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { findMediaFile } from "./media.server";
import { getCaseStudy, listClientLogos, listProjects, listServices, listTestimonials } from "./public-content.server";

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

  it("reads the Bengali edition from each row's translations, marking the fields that fall back to English", async () => {
    const [first] = await listServices(database.db, { locale: "bn" });
    const english = (await listServices(database.db))[0]!;
    expect(english.langs).toEqual({ title: "en", description: "en", features: "en" });
    const [row] = await database.db.select().from(services).where(eq(services.id, english.id));
    const bn = (row!.translations as { bn?: { title?: string } }).bn;
    expect(bn?.title).toMatch(/[\u0980-\u09FF]/);
    expect(first).toMatchObject({ id: english.id, title: bn!.title, langs: { title: "bn" } });

    // An untranslated field keeps its English text, marked as English.
    await database.db
      .update(services)
      .set({ translations: { bn: { ...bn, title: "" } } })
      .where(eq(services.id, english.id));
    const [fallback] = await listServices(database.db, { locale: "bn" });
    expect(fallback).toMatchObject({ title: english.title, langs: { title: "en", description: "bn" } });
    await database.db.update(services).set({ translations: row!.translations }).where(eq(services.id, english.id));
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
    // Each portrait is an SVG with a committed WebP rendition, which the page's URL gets (decision 052).
    for (const person of people) {
      const id = person.imageUrl.split("?")[0]!.split("/").at(-1)!;
      expect((await findMediaFile(database.db, id, PORTRAIT_WIDTH))?.mime).toBe("image/webp");
      expect((await findMediaFile(database.db, id, null))?.mime).toBe("image/svg+xml");
    }
    // The logos stay vector at any width.
    const [logo] = await listClientLogos(database.db);
    expect(
      (await findMediaFile(database.db, logo!.logoUrl.split("?")[0]!.split("/").at(-1)!, PORTRAIT_WIDTH))?.mime,
    ).toBe("image/svg+xml");

    const logos = await listClientLogos(database.db);
    expect(logos.map((l) => l.name)).toEqual(seedClientLogos.map((l) => l.name));
    expect(new Set(logos.map((l) => l.logoUrl)).size).toBe(logos.length);
  });

  it("seeds a case study for every demo project at its own address, with no external link", async () => {
    const listed = await listProjects(database.db);
    expect(new Set(listed.map((project) => project.slug)).size).toBe(seedProjects.length);
    expect(listed.every((project) => project.link === "")).toBe(true);
    const seeded = seedProjects.find((project) => project.title === "Mobile Wallet App")!;
    const study = await getCaseStudy(database.db, "mobile-wallet-app");
    expect(study).toMatchObject({
      title: seeded.title,
      challenge: seeded.challenge,
      solution: seeded.solution,
      results: seeded.results,
      gallery: [],
    });
    expect(await getCaseStudy(database.db, "no-such-project")).toBeNull();
    // The demo texts were seeded with the projects, so the later case-study seed has nothing to fill, once.
    expect(await seedDemoCaseStudies(database.db)).toBe(0);
  });

  it("fills the demo case studies into a database seeded before them, once, leaving edited ones alone", async () => {
    const second = seedProjects[1]!;
    const other = await createTestDatabase(driver);
    try {
      await seedDemoContent(other.db);
      await other.db.update(projects).set({ challenge: "", solution: "", results: "" });
      await other.db.update(projects).set({ results: "Staff wrote this." }).where(eq(projects.title, second.title));
      expect(await seedDemoCaseStudies(other.db)).toBe(seedProjects.length - 1);
      expect(await seedDemoCaseStudies(other.db)).toBe(0);
      const [row] = await other.db.select().from(projects).where(eq(projects.title, second.title));
      expect(row).toMatchObject({ challenge: "", results: "Staff wrote this." });
    } finally {
      await other.drop();
    }
  });

  it("shows a case study's gallery in order, from the library's files and alt text", async () => {
    const files = await database.db
      .select({ id: media.id, alt: media.alt })
      .from(media)
      .where(eq(media.mime, "image/svg+xml"))
      .limit(2);
    const [a, b] = files;
    const slug = (await listProjects(database.db))[0]!.slug;
    await database.db
      .update(projects)
      .set({ galleryMediaIds: [b!.id, a!.id] })
      .where(eq(projects.slug, slug));
    const study = await getCaseStudy(database.db, slug);
    expect(study?.gallery.map((image) => image.alt)).toEqual([b!.alt, a!.alt]);
    expect(study?.gallery[0]?.url).toMatch(new RegExp(`^/media/${b!.id}\\?w=800&v=[0-9a-f]{16}$`));
  });
});
