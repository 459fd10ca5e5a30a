import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedClientLogos, seedProjects } from "~/content/seed";
import { blogPosts, media, projects } from "~/db/schema";
import { seedDemoBlog, seedDemoContent } from "~/db/seed.server";
import { svgRenditions } from "~/features/media/svg-raster.server";
import { prepareUpload } from "~/features/media/uploads.server";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import { hostileSvg, hostileSvgLeftovers, jpegWithGps, simpleSvg } from "../../tests/support/upload-fixtures";
import { createClientLogo } from "./client-logos.server";
import {
  deleteLibraryMedia,
  findMediaFile,
  getLibraryItem,
  getMediaBytes,
  insertMedia,
  insertPreparedUpload,
  listLibrary,
  replaceMediaFile,
  setMediaAlt,
} from "./media.server";
import { getProject, updateProject } from "./projects.server";
import { listProjects } from "./public-content.server";

async function upload(
  bytes: Uint8Array<ArrayBuffer> | string,
  name: string,
  kind: Parameters<typeof prepareUpload>[1] = "library",
) {
  const prepared = await prepareUpload(new File([bytes], name), kind);
  if (!prepared.ok) throw new Error(prepared.error);
  return prepared.upload;
}

describe.each(testDrivers())("media library (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDemoContent(database.db);
    await seedDemoBlog(database.db);
  });
  afterAll(() => database?.drop());

  it("lists every seeded original (no renditions) with its type and where it is used", async () => {
    const { items, total } = await listLibrary(database.db, { pageSize: 100 });
    const posts = await database.db.select({ title: blogPosts.title }).from(blogPosts);
    expect(total).toBe(2 + seedClientLogos.length + seedProjects.length + 3 + posts.length);
    expect(items).toHaveLength(total);
    const firstProject = seedProjects[0]!;
    const projectImage = items.find((item) => item.name === firstProject.image.split("/").at(-1));
    expect(projectImage).toMatchObject({ mime: "image/svg+xml", alt: firstProject.imageAlt });
    expect(projectImage?.usages.map((usage) => usage.label)).toEqual([`project “${firstProject.title}”`]);
    const logos = items.filter((item) => item.usages.some((usage) => usage.label.startsWith("the site logo")));
    expect(logos.flatMap((item) => item.usages.map((usage) => usage.label)).sort()).toEqual([
      "the site logo (footer)",
      "the site logo (header)",
    ]);
    const client = items.find((item) =>
      item.usages.some((usage) => usage.label === `client logo “${seedClientLogos[0]!.name}”`),
    );
    expect(client?.usages[0]?.href).toBe("/admin/clients");
    const covers = items.filter((item) => item.usages.some((usage) => usage.label.startsWith("post “")));
    expect(covers.flatMap((item) => item.usages.map((usage) => usage.label)).sort()).toEqual(
      posts.map((post) => `post “${post.title}”`).sort(),
    );
  });

  it("finds a post's in-body images and refuses to delete them, naming the post", async () => {
    const { db } = database;
    const id = await insertPreparedUpload(db, await upload(simpleSvg("diagram"), "diagram.svg"), {
      name: "diagram.svg",
      alt: "Diagram",
    });
    const [post] = await db.select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts).limit(1);
    await db
      .update(blogPosts)
      .set({ bodyMediaIds: [id] })
      .where(eq(blogPosts.id, post!.id));
    expect((await getLibraryItem(db, id))?.usages).toEqual([
      { mediaId: id, label: `post “${post!.title}”`, href: `/admin/blog/${post!.id}`, kind: "blog-image" },
    ]);
    const refused = await deleteLibraryMedia(db, id);
    expect(!refused.ok && !refused.notFound && refused.message).toBe(`Used by post “${post!.title}”.`);
    await db.update(blogPosts).set({ bodyMediaIds: [] }).where(eq(blogPosts.id, post!.id));
    expect((await deleteLibraryMedia(db, id)).ok).toBe(true);
  });

  it("searches by name or alt text, case-insensitively, with % and _ taken literally", async () => {
    const { db } = database;
    const id = await insertPreparedUpload(db, await upload(simpleSvg("harbour"), "harbour_map.svg"), {
      name: "harbour_map.svg",
      alt: "Map of the Chattogram harbour",
    });
    expect((await listLibrary(db, { search: "HARBOUR_MAP" })).items.map((item) => item.id)).toEqual([id]);
    expect((await listLibrary(db, { search: "chattogram" })).items.map((item) => item.id)).toEqual([id]);
    expect((await listLibrary(db, { search: "%" })).items).toEqual([]);
    expect((await listLibrary(db, { search: "harbour", mimes: ["image/webp"] })).items).toEqual([]);
    const pageTwo = await listLibrary(db, { pageSize: 5, page: 2 });
    expect(pageTwo.items).toHaveLength(5);
    expect(pageTwo.total).toBeGreaterThan(10);
  });

  it("pages files added together in a stable order, by name, so no file falls between pages", async () => {
    const { db } = database;
    const { items, total } = await listLibrary(db, { pageSize: 500 });
    const pages = [];
    for (let page = 1; (page - 1) * 7 < total; page++)
      pages.push(...(await listLibrary(db, { pageSize: 7, page })).items);
    expect(pages.map((item) => item.id)).toEqual(items.map((item) => item.id));
    const seededTogether = items
      .filter((item) => item.createdAt.getTime() === items.at(-1)!.createdAt.getTime())
      .map((item) => item.name);
    expect(seededTogether.length).toBeGreaterThan(10);
    expect(seededTogether).toEqual([...seededTogether].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("edits the alt text, which the public portfolio shows", async () => {
    const { db } = database;
    const [project] = await db.select().from(projects).where(eq(projects.title, seedProjects[0]!.title));
    expect(await setMediaAlt(db, project!.imageMediaId, "A new description")).toBe(true);
    expect((await getLibraryItem(db, project!.imageMediaId))?.alt).toBe("A new description");
    expect((await listProjects(db)).find((p) => p.id === project!.id)?.imageAlt).toBe("A new description");
    expect(await setMediaAlt(db, "00000000-0000-4000-8000-000000000000", "x")).toBe(false);
  });

  it("refuses to delete a file in use, naming each use, and deletes it once unused", async () => {
    const { db } = database;
    const [project] = await db.select().from(projects).where(eq(projects.title, seedProjects[1]!.title));
    const imageId = project!.imageMediaId;
    await createClientLogo(db, "Ferry & Co", { mediaId: imageId });
    const refused = await deleteLibraryMedia(db, imageId);
    expect(refused).toMatchObject({ ok: false, notFound: false });
    // In the sidebar's order of the content types (decision 154).
    expect(!refused.ok && !refused.notFound && refused.message).toBe(
      `Used by project “${project!.title}” and client logo “Ferry & Co”.`,
    );
    expect(await getLibraryItem(db, imageId)).not.toBeNull();

    const unused = await insertPreparedUpload(db, await upload(await jpegWithGps(900, 600), "spare.jpg"), {
      name: "spare.jpg",
      alt: "Spare",
    });
    expect(await db.select({ id: media.id }).from(media).where(eq(media.parentId, unused))).toHaveLength(2);
    expect(await deleteLibraryMedia(db, unused)).toEqual({ ok: true, name: "spare.jpg" });
    expect(await db.select({ id: media.id }).from(media).where(eq(media.parentId, unused))).toHaveLength(0);
    expect(await deleteLibraryMedia(db, unused)).toEqual({ ok: false, notFound: true });
  });

  it("replaces a file in place: same id, uses and name, new bytes, renditions and URL version, alt text kept", async () => {
    const { db } = database;
    const first = await upload(await jpegWithGps(1000, 600), "boat.jpg");
    const id = await insertPreparedUpload(db, first, { name: "boat.jpg", alt: "A boat" });
    const [project] = await db.select().from(projects).where(eq(projects.title, seedProjects[2]!.title));
    const { title, slug, category, description, technologies, link, challenge, solution, results, version } = project!;
    const fields = {
      title,
      slug,
      category,
      description,
      technologies,
      link,
      challenge,
      solution,
      results,
      gallery: [],
      imageAlt: "A boat",
    };
    await updateProject(db, project!.id, version, fields, { mediaId: id });
    const before = await findMediaFile(db, id, null);
    const publicBefore = (await listProjects(db)).find((p) => p.id === project!.id)!.imageUrl;

    expect(await replaceMediaFile(db, id, await upload(await jpegWithGps(500, 400), "ship.jpg"))).toBe(true);
    expect((await getProject(db, project!.id))?.imageMediaId).toBe(id);
    const after = await getLibraryItem(db, id);
    expect(after).toMatchObject({ name: "boat.jpg", alt: "A boat", width: 500, height: 400 });
    expect(after?.usages.map((usage) => usage.label)).toEqual([`project “${project!.title}”`]);
    const file = await findMediaFile(db, id, null);
    expect(file?.sha256).not.toBe(before?.sha256);
    expect(file?.version).not.toBe(before?.version);
    // One rendition (400) is narrower than 500 px; the old 400 and 800 are gone.
    expect(await db.select({ width: media.width }).from(media).where(eq(media.parentId, id))).toEqual([{ width: 400 }]);
    const publicAfter = (await listProjects(db)).find((p) => p.id === project!.id)!.imageUrl;
    expect(publicAfter.split("?")[0]).toBe(publicBefore.split("?")[0]);
    expect(publicAfter).not.toBe(publicBefore);
    expect(await replaceMediaFile(db, "00000000-0000-4000-8000-000000000000", first)).toBe(false);
  });

  it("serves an SVG photo's smallest WebP rendition wide enough, and the SVG itself when none is", async () => {
    const { db } = database;
    const svg = new TextEncoder().encode(simpleSvg("Portrait"));
    const id = await insertMedia(db, { bytes: svg, mime: "image/svg+xml", name: "portrait.svg" });
    const [rendition] = await svgRenditions(svg, [400]);
    await insertMedia(db, { ...rendition!, parentId: id });
    expect((await findMediaFile(db, id, 300))?.mime).toBe("image/webp");
    expect((await findMediaFile(db, id, 400))?.mime).toBe("image/webp");
    // A 400 px bitmap stretched to 1200 would blur; the drawing stays sharp.
    expect((await findMediaFile(db, id, 1200))?.mime).toBe("image/svg+xml");
    expect((await findMediaFile(db, id, null))?.mime).toBe("image/svg+xml");
  });

  it("stores library uploads through the same rules: SVG sanitised, rasters re-encoded without metadata", async () => {
    const { db } = database;
    const svgId = await insertPreparedUpload(db, await upload(hostileSvg, "hostile.svg"), {
      name: "hostile.svg",
      alt: "Hostile",
    });
    const svg = new TextDecoder().decode((await getMediaBytes(db, svgId))!);
    for (const leftover of hostileSvgLeftovers) expect(svg).not.toContain(leftover);
    const raster = await getLibraryItem(
      db,
      await insertPreparedUpload(db, await upload(await jpegWithGps(800, 500), "gps.jpg"), {
        name: "gps.jpg",
        alt: "Gps",
      }),
    );
    expect(raster?.mime).toBe("image/webp");
    const refused = await prepareUpload(new File(["not an image"], "notes.txt"), "library");
    expect(refused).toEqual({ ok: false, error: "The file must be an SVG, JPG, PNG, GIF, WebP or AVIF image." });
  });
});
