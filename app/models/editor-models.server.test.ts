import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { media } from "~/db/schema";
import { prepareUpload } from "~/features/media/uploads.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { jpegWithGps } from "../../tests/support/upload-fixtures";
import { createClientLogo, listClientLogos, updateClientLogo } from "./client-logos.server";
import { getLibraryItem, insertMedia } from "./media.server";
import {
  createProject,
  deleteProject,
  findRedirectedProjectSlug,
  getProject,
  type ProjectSaveResult,
  updateProject,
} from "./projects.server";
import { createService, getService, listServices, moveService, updateService } from "./services.server";
import { createTestimonial, getTestimonial, updateTestimonial } from "./testimonials.server";

const caseStudy = {
  slug: "",
  category: "",
  description: "d",
  technologies: [] as string[],
  link: "",
  challenge: "",
  solution: "",
  results: "",
  gallery: [] as string[],
};

function savedId(result: ProjectSaveResult): string {
  if (!result.ok) throw new Error(`save refused: ${result.reason}`);
  return result.id;
}

describe.each(testDrivers())("editor models (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("appends new services and moves them up and down", async () => {
    const { db } = database;
    const base = { description: "d", icon: "Cloud" as const, features: [] };
    const a = await createService(db, { ...base, title: "A" });
    await createService(db, { ...base, title: "B" });
    const c = await createService(db, { ...base, title: "C" });
    const titles = async () => (await listServices(db)).map((service) => service.title);
    expect(await titles()).toEqual(["A", "B", "C"]);
    await moveService(db, c, "up");
    expect(await titles()).toEqual(["A", "C", "B"]);
    await moveService(db, a, "down");
    expect(await titles()).toEqual(["C", "A", "B"]);
    await moveService(db, c, "up");
    expect(await titles()).toEqual(["C", "A", "B"]);
    expect(await moveService(db, "00000000-0000-4000-8000-000000000000", "up")).toBe(false);
  });

  it("refuses a service or testimonial save based on an older version, changing nothing", async () => {
    const { db } = database;
    const base = { description: "d", icon: "Cloud" as const, features: [] };
    const service = await createService(db, { ...base, title: "Audits" });
    expect(await updateService(db, service, 1, { ...base, title: "Yearly audits" })).toEqual({ ok: true, version: 2 });
    expect(await updateService(db, service, 1, { ...base, title: "Overwritten" })).toEqual({
      ok: false,
      reason: "stale",
      currentVersion: 2,
    });
    expect(await getService(db, service)).toMatchObject({ title: "Yearly audits", version: 2 });
    expect(await updateService(db, "00000000-0000-4000-8000-000000000000", 1, { ...base, title: "X" })).toEqual({
      ok: false,
      reason: "missing",
    });

    const svg = (name: string) =>
      insertMedia(db, { bytes: new Uint8Array([60, 115, 118, 103, 47, 62]), mime: "image/svg+xml", name, alt: name });
    const [first, second] = [await svg("m1.svg"), await svg("m2.svg")];
    const quote = { name: "Mina Akter", role: "", company: "", content: "Careful work." };
    const testimonial = await createTestimonial(db, quote, { mediaId: first });
    expect(await updateTestimonial(db, testimonial, 1, { ...quote, company: "Harbour Ltd" }, null)).toEqual({
      ok: true,
    });
    expect(
      await updateTestimonial(db, testimonial, 1, { ...quote, company: "Overwritten" }, { mediaId: second }),
    ).toEqual({ ok: false, reason: "stale" });
    expect(await getTestimonial(db, testimonial)).toMatchObject({
      company: "Harbour Ltd",
      imageMediaId: first,
      version: 2,
    });
    expect(await updateTestimonial(db, "00000000-0000-4000-8000-000000000000", 1, quote, null)).toEqual({
      ok: false,
      reason: "missing",
    });
  });

  it("refuses a client logo save based on an older version, keeping the old name and file", async () => {
    const { db } = database;
    const svg = (name: string) =>
      insertMedia(db, { bytes: new Uint8Array([60, 115, 118, 103, 47, 62]), mime: "image/svg+xml", name, alt: name });
    const [first, second] = [await svg("c1.svg"), await svg("c2.svg")];
    const logo = await createClientLogo(db, "Harbour Freight", { mediaId: first });
    expect(await updateClientLogo(db, logo, 1, "Harbour Freight Ltd", null)).toEqual({ ok: true });
    expect(await updateClientLogo(db, logo, 1, "Overwritten", { mediaId: second })).toEqual({
      ok: false,
      reason: "stale",
    });
    expect((await listClientLogos(db)).find((row) => row.id === logo)).toMatchObject({
      name: "Harbour Freight Ltd",
      mediaId: first,
      version: 2,
    });
    expect(await updateClientLogo(db, "00000000-0000-4000-8000-000000000000", 1, "X", null)).toEqual({
      ok: false,
      reason: "missing",
    });
  });

  it("stores a project's image in the library with renditions; another image leaves the old one in the library", async () => {
    const { db } = database;
    const prepared = await prepareUpload(new File([await jpegWithGps(900, 600)], "p.jpg"), "project-image");
    if (!prepared.ok) throw new Error(prepared.error);
    const fields = { ...caseStudy, title: "P", technologies: ["React"], imageAlt: "A harbour" };
    const id = savedId(await createProject(db, fields, { upload: prepared.upload, name: "p.jpg", alt: "A harbour" }));
    const first = (await getProject(db, id))!.imageMediaId;
    expect(await db.select({ id: media.id }).from(media).where(eq(media.parentId, first))).toHaveLength(2);
    expect(await getLibraryItem(db, first)).toMatchObject({
      name: "p.jpg",
      alt: "A harbour",
      mime: "image/webp",
      width: 900,
      height: 600,
    });

    const again = await prepareUpload(new File([await jpegWithGps(500, 300)], "q.jpg"), "project-image");
    if (!again.ok) throw new Error(again.error);
    expect(
      await updateProject(
        db,
        id,
        1,
        { ...fields, title: "P2", imageAlt: "A ferry" },
        { upload: again.upload, name: "q.jpg", alt: "" },
      ),
    ).toEqual({ ok: true, id });
    const second = (await getProject(db, id))!.imageMediaId;
    expect(second).not.toBe(first);
    // The editor's alt text field is the chosen file's library alt text.
    expect((await getLibraryItem(db, second))?.alt).toBe("A ferry");
    expect(await getLibraryItem(db, first)).toMatchObject({ alt: "A harbour", usages: [] });

    // Choosing a library file by id points the project at it.
    expect(await updateProject(db, id, 2, { ...fields, title: "P2" }, { mediaId: first })).toEqual({ ok: true, id });
    expect((await getProject(db, id))!.imageMediaId).toBe(first);

    expect(await deleteProject(db, id)).toBe("P2");
    expect(await getLibraryItem(db, first)).toMatchObject({ usages: [] });
  });

  it("gives each project its own case study address, refuses a taken one, and refuses a save based on an older version", async () => {
    const { db } = database;
    const photo = await insertMedia(db, {
      bytes: new Uint8Array([60, 115, 118, 103, 47, 62]),
      mime: "image/svg+xml",
      name: "a.svg",
      alt: "A",
    });
    const first = savedId(
      await createProject(db, { ...caseStudy, title: "Ferry Booking & Tickets", imageAlt: "A" }, { mediaId: photo }),
    );
    expect((await getProject(db, first))?.slug).toBe("ferry-booking-and-tickets");
    expect(
      await createProject(
        db,
        { ...caseStudy, title: "Other", slug: "ferry-booking-and-tickets", imageAlt: "A" },
        { mediaId: photo },
      ),
    ).toEqual({
      ok: false,
      reason: "slug-taken",
    });
    const second = savedId(
      await createProject(db, { ...caseStudy, title: "Other", slug: "other-ferry", imageAlt: "A" }, { mediaId: photo }),
    );
    expect(
      await updateProject(
        db,
        second,
        1,
        { ...caseStudy, title: "Other", slug: "ferry-booking-and-tickets", imageAlt: "A" },
        null,
      ),
    ).toEqual({
      ok: false,
      reason: "slug-taken",
    });

    const edit = {
      ...caseStudy,
      title: "Ferry Booking & Tickets",
      imageAlt: "A",
      challenge: "Queues at the ghat.",
      gallery: [photo],
    };
    expect(await updateProject(db, first, 1, edit, null)).toEqual({ ok: true, id: first });
    // A second person's save based on version 1 is refused and changes nothing.
    expect(await updateProject(db, first, 1, { ...edit, challenge: "Overwritten" }, null)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await getProject(db, first)).toMatchObject({
      challenge: "Queues at the ghat.",
      galleryMediaIds: [photo],
      version: 2,
    });
    expect(await updateProject(db, "00000000-0000-4000-8000-000000000000", 1, edit, null)).toEqual({
      ok: false,
      reason: "missing",
    });

    // A gallery image is a use of the file: the library refuses to delete it.
    expect((await getLibraryItem(db, photo))?.usages.map((usage) => usage.label)).toEqual(
      expect.arrayContaining(["project “Ferry Booking & Tickets”", "project “Other”"]),
    );
  });

  it("keeps a project's earlier addresses as redirects to its current one, never one a project uses", async () => {
    const { db } = database;
    const photo = await insertMedia(db, {
      bytes: new Uint8Array([60, 115, 118, 103, 47, 62]),
      mime: "image/svg+xml",
      name: "b.svg",
      alt: "B",
    });
    const fields = { ...caseStudy, title: "Harbour App", imageAlt: "B" };
    const id = savedId(await createProject(db, { ...fields, slug: "harbour-app" }, { mediaId: photo }));
    expect(await findRedirectedProjectSlug(db, "harbour-app")).toBeNull();

    expect(await updateProject(db, id, 1, { ...fields, slug: "harbour-ferry" }, null)).toEqual({ ok: true, id });
    expect(await findRedirectedProjectSlug(db, "harbour-app")).toBe("harbour-ferry");
    // A save that keeps the address adds nothing; a second rename leads both old ones to the newest.
    expect(await updateProject(db, id, 2, { ...fields, slug: "harbour-ferry", description: "e" }, null)).toEqual({
      ok: true,
      id,
    });
    expect(await findRedirectedProjectSlug(db, "harbour-ferry")).toBeNull();
    expect(await updateProject(db, id, 3, { ...fields, slug: "harbour-boats" }, null)).toEqual({ ok: true, id });
    expect(await findRedirectedProjectSlug(db, "harbour-app")).toBe("harbour-boats");
    expect(await findRedirectedProjectSlug(db, "harbour-ferry")).toBe("harbour-boats");

    // Taking an old address back, or giving it to a new project, ends its redirect.
    expect(await updateProject(db, id, 4, { ...fields, slug: "harbour-app" }, null)).toEqual({ ok: true, id });
    expect(await findRedirectedProjectSlug(db, "harbour-app")).toBeNull();
    const other = savedId(
      await createProject(db, { ...fields, title: "Ferry", slug: "harbour-ferry" }, { mediaId: photo }),
    );
    expect(await findRedirectedProjectSlug(db, "harbour-ferry")).toBeNull();
    expect(await findRedirectedProjectSlug(db, "harbour-boats")).toBe("harbour-app");

    // Deleting the project deletes its redirects.
    expect(await deleteProject(db, id)).toBe("Harbour App");
    expect(await findRedirectedProjectSlug(db, "harbour-boats")).toBeNull();
    expect(await deleteProject(db, other)).toBe("Ferry");
  });
});
