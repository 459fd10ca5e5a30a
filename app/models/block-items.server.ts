import { asc, inArray, isNull } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import {
  aboutFigures,
  blogPosts,
  clientLogos,
  faqItems,
  projects,
  services,
  teamMembers,
  testimonials,
} from "~/db/schema";
import { idsBySource, type ItemRef, itemRefText, type ItemSource } from "~/features/pages/item-sources";
import type { Locale } from "~/utils/locale";

import { ABOUT_FIGURE_TEXT_FIELDS, type PublicAboutFigure } from "./about-content.server";
import { type BlogTeaser, publishedTeasersById } from "./blog-public.server";
import { localized } from "./localized-rows.server";
import {
  listClientLogos,
  listFaq,
  listProjects,
  listServices,
  listTestimonials,
  type PublicClientLogo,
  type PublicFaqItem,
  type PublicProject,
  type PublicService,
  type PublicTestimonial,
} from "./public-content.server";
import { listTeam, type PublicTeamMember } from "./team-members.server";

// The items a page's blocks chose from other content (decision 176): read for the public page with one query per
// source whatever the number of blocks, through the same readers as today's sections (so an item looks and is
// translated the same); offered to the editor by name; and checked to exist before a save.

export type PublicBlockItem =
  | { source: "services"; item: PublicService }
  | { source: "projects"; item: PublicProject }
  | { source: "team"; item: PublicTeamMember }
  | { source: "testimonials"; item: PublicTestimonial }
  | { source: "posts"; item: BlogTeaser }
  | { source: "faq"; item: PublicFaqItem }
  | { source: "figures"; item: PublicAboutFigure }
  | { source: "clients"; item: PublicClientLogo };

const byId = <T extends { id: string }>(rows: readonly T[], ids: readonly string[]) => {
  const wanted = new Set(ids);
  return new Map(rows.filter((row) => wanted.has(row.id)).map((row) => [row.id, row]));
};

/** One query for the chosen items of one source, by id; an item deleted, hidden or unpublished is not there. */
async function readSource(db: Db, source: ItemSource, ids: string[], locale: Locale): Promise<Map<string, unknown>> {
  switch (source) {
    case "services":
      return byId(await listServices(db, { locale }), ids);
    case "projects":
      return byId(await listProjects(db, locale), ids);
    case "team":
      return byId(await listTeam(db, locale), ids);
    case "testimonials":
      return byId(await listTestimonials(db, locale), ids);
    case "posts":
      return publishedTeasersById(db, ids, locale);
    case "faq":
      return byId(await listFaq(db, locale), ids);
    case "figures": {
      const rows = await db
        .select({
          id: aboutFigures.id,
          label: aboutFigures.label,
          value: aboutFigures.value,
          suffix: aboutFigures.suffix,
          translations: aboutFigures.translations,
        })
        .from(aboutFigures)
        .where(inArray(aboutFigures.id, ids));
      return byId(
        rows.map((row) => localized(row, locale, ABOUT_FIGURE_TEXT_FIELDS)),
        ids,
      );
    }
    case "clients":
      return byId(await listClientLogos(db), ids);
  }
}

/** The items `refs` name, by reference text ("faq:<id>"), in `locale`: one query per source named. */
export async function readBlockItems(
  db: Db,
  refs: readonly ItemRef[],
  locale: Locale,
): Promise<Map<string, PublicBlockItem>> {
  const found = new Map<string, PublicBlockItem>();
  await Promise.all(
    [...idsBySource(refs)].map(async ([source, ids]) => {
      for (const [id, item] of await readSource(db, source, ids, locale))
        found.set(itemRefText({ source, id }), { source, item } as PublicBlockItem);
    }),
  );
  return found;
}

export type BlockItemOption = { value: string; label: string };

const sourceTable = {
  services,
  projects,
  team: teamMembers,
  testimonials,
  posts: blogPosts,
  faq: faqItems,
  figures: aboutFigures,
  clients: clientLogos,
} as const;

/** What the editor offers to choose, by source: each item's reference and its name (English), in staff's order. */
export async function blockItemOptions(db: Db): Promise<Record<ItemSource, BlockItemOption[]>> {
  const option = (source: ItemSource) => (row: { id: string; label: string }) => ({
    value: itemRefText({ source, id: row.id }),
    label: row.label,
  });
  const [service, project, member, testimonial, post, faq, figure, client] = await Promise.all([
    db
      .select({ id: services.id, label: services.title })
      .from(services)
      .orderBy(asc(services.position), asc(services.createdAt)),
    db
      .select({ id: projects.id, label: projects.title })
      .from(projects)
      .orderBy(asc(projects.position), asc(projects.createdAt)),
    db
      .select({ id: teamMembers.id, name: teamMembers.name, visible: teamMembers.visible })
      .from(teamMembers)
      .orderBy(asc(teamMembers.position), asc(teamMembers.createdAt)),
    db
      .select({ id: testimonials.id, name: testimonials.name, company: testimonials.company })
      .from(testimonials)
      .orderBy(asc(testimonials.position), asc(testimonials.createdAt)),
    db
      .select({ id: blogPosts.id, label: blogPosts.title, status: blogPosts.status })
      .from(blogPosts)
      .where(isNull(blogPosts.trashedAt))
      .orderBy(asc(blogPosts.title)),
    db
      .select({ id: faqItems.id, label: faqItems.question, visible: faqItems.visible })
      .from(faqItems)
      .orderBy(asc(faqItems.position), asc(faqItems.createdAt)),
    db
      .select({
        id: aboutFigures.id,
        label: aboutFigures.label,
        value: aboutFigures.value,
        suffix: aboutFigures.suffix,
      })
      .from(aboutFigures)
      .orderBy(asc(aboutFigures.position), asc(aboutFigures.createdAt)),
    db
      .select({ id: clientLogos.id, label: clientLogos.name })
      .from(clientLogos)
      .orderBy(asc(clientLogos.position), asc(clientLogos.createdAt)),
  ]);
  const hiddenNote = (visible: boolean) => (visible ? "" : " (hidden: not shown)");
  return {
    services: service.map(option("services")),
    projects: project.map(option("projects")),
    team: member.map((row) => option("team")({ id: row.id, label: `${row.name}${hiddenNote(row.visible)}` })),
    testimonials: testimonial.map((row) =>
      option("testimonials")({ id: row.id, label: row.company ? `${row.name}, ${row.company}` : row.name }),
    ),
    posts: post.map((row) =>
      option("posts")({
        id: row.id,
        label: row.status === "published" ? row.label : `${row.label} (${row.status}: shown once published)`,
      }),
    ),
    faq: faq.map((row) => option("faq")({ id: row.id, label: `${row.label}${hiddenNote(row.visible)}` })),
    figures: figure.map((row) => option("figures")({ id: row.id, label: `${row.value}${row.suffix} ${row.label}` })),
    clients: client.map(option("clients")),
  };
}

/** The references among `refs` whose item no longer exists (one query per source named). */
export async function missingItemRefs(db: Db, refs: readonly ItemRef[]): Promise<string[]> {
  const missing: string[] = [];
  await Promise.all(
    [...idsBySource(refs)].map(async ([source, ids]) => {
      // Every source's table has a uuid `id`: one shape for the query whichever it is.
      const table = sourceTable[source] as typeof services;
      const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      const found = new Set(rows.map((row) => row.id));
      for (const id of ids) if (!found.has(id)) missing.push(itemRefText({ source, id }));
    }),
  );
  return missing;
}
