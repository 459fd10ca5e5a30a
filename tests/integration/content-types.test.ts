import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminNavigation } from "~/components/admin/admin-navigation";
import { auditLink, auditSentence } from "~/features/audit/audit-sentences";
import { type ContentType, defineContentType } from "~/features/content-types/content-type";
import { contentNavigation, contentTypes, sitemapPagePaths } from "~/features/content-types/content-types";
import { columnsOf, type ContentSource, contentSources } from "~/models/content-sources.server";
import { findMediaUsages, mediaUsageSources } from "~/models/media-usages.server";
import { listTranslationGaps } from "~/models/translation-status.server";
import { sitemapEntries } from "~/utils/sitemap";
import type { Translations } from "~/utils/translations";

import { createTestDatabase, type TestDatabase, testDrivers } from "../support/databases";

// Decision 154: a content type is declared once, and every central list is derived from the declarations.
// A throwaway type, declared here with a table of its own, must turn up in each of them.
const jobOpenings = pgTable("job_openings_test", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  imageMediaId: uuid("image_media_id"),
  translations: jsonb("translations").$type<Translations>().notNull().default({}),
});

const jobOpening = defineContentType({
  name: "job_opening",
  noun: "job opening",
  title: "Careers",
  adminPath: "/admin/careers",
  itemEditor: true,
  nav: { icon: "Briefcase" },
  translatedFields: ["title", "summary"],
  titleField: "title",
  media: [{ column: "imageMediaId", kind: "library" }],
  publicPaths: ["/careers"],
});

const types = [...contentTypes, jobOpening];
const sources = { ...contentSources, job_opening: { table: jobOpenings } };

describe("a content type declared once", () => {
  it("is named by the audit trail's sentences and links", () => {
    const entry = {
      actorEmail: "ana@example.com",
      action: "updated",
      entity: "job_opening",
      entityId: "4d1f0c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b",
      details: { title: "Support engineer" },
    };
    expect(auditSentence(entry, types)).toBe("ana@example.com updated the job opening 'Support engineer'");
    expect(auditLink(entry, types)).toBe("/admin/careers/4d1f0c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b");
    expect(auditLink({ ...entry, action: "deleted" }, types)).toBe("/admin/careers");
    // Undeclared, the same entry has no link.
    expect(auditLink(entry)).toBeNull();
  });

  it("has its place in the sidebar's Content group, before the Leads", () => {
    const items = contentNavigation(types);
    expect(items.at(-1)).toEqual({ to: "/admin/careers", label: "Careers", icon: "Briefcase" });
    const sidebar = adminNavigation(items);
    expect(sidebar.find((item) => item.to === "/admin/careers")).toMatchObject({ group: "Content" });
    expect(sidebar.findIndex((item) => item.to === "/admin/careers")).toBeLessThan(
      sidebar.findIndex((item) => item.group === "Leads"),
    );
  });

  it("puts its public page in the sitemap, in every language", () => {
    const locs = sitemapEntries("https://example.com/", [], [], sitemapPagePaths(types)).map((entry) => entry.loc);
    expect(locs).toEqual(expect.arrayContaining(["https://example.com/careers", "https://example.com/bn/careers"]));
    expect(sitemapPagePaths()).not.toContain("/careers");
  });

  it("names only columns its table has (every declared type)", () => {
    for (const type of contentTypes as readonly ContentType[]) {
      const source = (contentSources as Record<string, ContentSource>)[type.name]!;
      if (source.textRows) continue;
      const columns = columnsOf(source.table);
      const named = [
        ...(type.translatedFields ?? []),
        ...(type.media ?? []).map((media) => media.column),
        ...(type.titleField ? [type.titleField] : []),
        ...(type.translatedFields ? ["translations"] : []),
      ];
      for (const column of named) expect(columns[column], `${type.name}.${column}`).toBeDefined();
    }
  });
});

describe.each(testDrivers())("a content type declared once, on %s", (driver) => {
  let database: TestDatabase;
  const mediaId = "9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";
  let jobId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await database.db.execute(sql`create table job_openings_test (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      summary text not null,
      image_media_id uuid,
      translations jsonb not null default '{}'
    )`);
    const [row] = await database.db
      .insert(jobOpenings)
      .values([
        { title: "Support engineer", summary: "Nights in Dhaka", imageMediaId: mediaId },
        {
          title: "Designer",
          summary: "London",
          translations: { bn: { title: "ডিজাইনার", summary: "লন্ডন" } },
        },
      ])
      .returning({ id: jobOpenings.id });
    jobId = row!.id;
  });
  afterAll(() => database.drop());

  it("is counted by the overview's translation status", async () => {
    const gaps = await listTranslationGaps(database.db, types, sources);
    expect(gaps.find((gap) => gap.subject === "Careers")).toEqual({
      subject: "Careers",
      path: "/admin/careers",
      untranslated: 1,
      stale: 0,
      total: 2,
    });
    expect((await listTranslationGaps(database.db)).map((gap) => gap.subject)).not.toContain("Careers");
  });

  it("is found among a media file's usages, which keep it from being deleted", async () => {
    const usages = await findMediaUsages(database.db, [mediaId], mediaUsageSources(types, sources));
    expect(usages.get(mediaId)).toEqual([
      { mediaId, label: "job opening “Support engineer”", href: `/admin/careers/${jobId}`, kind: "library" },
    ]);
    expect((await findMediaUsages(database.db, [mediaId])).get(mediaId)).toBeUndefined();
  });
});
