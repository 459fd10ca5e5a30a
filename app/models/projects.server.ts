import { and, asc, eq, ne } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { projectRedirects, projects } from "~/db/schema";
import { type ProjectInput, projectSlug, projectTranslation } from "~/features/site-content/project-schema";

import { type ImageChoice, resolveImageChoice, setMediaAlt } from "./media.server";
import { isUniqueViolation, updateVersionedWithImage } from "./optimistic-version.server";
import { inTransaction, type MoveDirection, moveRow, nextPosition } from "./ordering.server";

export type Project = typeof projects.$inferSelect;

/** The texts a project and its case study are translated in (decision 080); technologies are names. */
export const PROJECT_TEXT_FIELDS = projectTranslation.fields satisfies readonly (keyof Project)[];

/** Every case study's address and when it last changed, for the sitemap (every project has one). */
export function listCaseStudySlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: projects.slug, updatedAt: projects.updatedAt })
    .from(projects)
    .orderBy(asc(projects.position), asc(projects.id));
}

/** The current slug of the project whose case study once lived at `slug`, or null. */
export async function findRedirectedProjectSlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: projects.slug })
    .from(projectRedirects)
    .innerJoin(projects, eq(projects.id, projectRedirects.projectId))
    .where(eq(projectRedirects.slug, slug))
    .limit(1);
  return row?.slug ?? null;
}

export function listProjects(db: Db): Promise<Project[]> {
  return db.select().from(projects).orderBy(asc(projects.position), asc(projects.createdAt), asc(projects.id));
}

export async function getProject(db: Db, id: string): Promise<Project | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

/** Why a save was not applied: the address is another project's, someone saved since, or the project is gone. */
export type ProjectSaveResult = { ok: true; id: string } | { ok: false; reason: "slug-taken" | "stale" | "missing" };

async function isSlugTaken(db: Db, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(exceptId ? and(eq(projects.slug, slug), ne(projects.id, exceptId)) : eq(projects.slug, slug))
    .limit(1);
  return Boolean(row);
}

/** The row's columns for `input` (the alt text belongs to the image in the library, not the row). */
function projectColumns(input: ProjectInput) {
  const { imageAlt: _alt, gallery, slug: _slug, ...fields } = input;
  return { ...fields, slug: projectSlug(input), galleryMediaIds: gallery };
}

/** A save that two requests race on the same address still ends as "slug-taken", not a crash. */
async function refusingTakenSlug(work: () => Promise<ProjectSaveResult>): Promise<ProjectSaveResult> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

/** The image's alt text is the library's (decision 089): the editor's alt field edits the chosen file's. */
export function createProject(db: Db, input: ProjectInput, image: ImageChoice): Promise<ProjectSaveResult> {
  return refusingTakenSlug(() =>
    inTransaction(db, async (tx) => {
      const columns = projectColumns(input);
      if (await isSlugTaken(tx, columns.slug, null)) return { ok: false, reason: "slug-taken" } as const;
      const imageMediaId = await resolveImageChoice(tx, image);
      await setMediaAlt(tx, imageMediaId, input.imageAlt);
      const [row] = await tx
        .insert(projects)
        .values({ ...columns, imageMediaId, position: await nextPosition(tx, projects) })
        .returning({ id: projects.id });
      // An address a project now uses is never a redirect.
      await tx.delete(projectRedirects).where(eq(projectRedirects.slug, columns.slug));
      return { ok: true, id: row!.id } as const;
    }),
  );
}

/**
 * Updates the fields, the image when another is chosen (the old one stays in the library) and its alt
 * text, only while the project is still at `version` (the one the form was loaded at). A changed slug
 * keeps the old address as a redirect to the new one, so links to the case study keep working.
 */
export function updateProject(
  db: Db,
  id: string,
  version: number,
  input: ProjectInput,
  image: ImageChoice | null,
): Promise<ProjectSaveResult> {
  const columns = projectColumns(input);
  const store = image && ((tx: Db) => resolveImageChoice(tx, image));
  return refusingTakenSlug(async () => {
    const saved = await updateVersionedWithImage(
      db,
      projects,
      id,
      version,
      { column: "imageMediaId", store },
      columns,
      {
        check: async (tx) => ((await isSlugTaken(tx, columns.slug, id)) ? "slug-taken" : null),
        async after(tx, { mediaId, current }) {
          await setMediaAlt(tx, mediaId, input.imageAlt);
          if (current.slug === columns.slug) return;
          await tx
            .insert(projectRedirects)
            .values({ slug: current.slug, projectId: id })
            .onConflictDoUpdate({ target: projectRedirects.slug, set: { projectId: id, createdAt: new Date() } });
          await tx.delete(projectRedirects).where(eq(projectRedirects.slug, columns.slug));
        },
      },
    );
    return saved.ok ? { ok: true, id } : saved;
  });
}

/** Returns the deleted project's title, or null when there was none. Its images stay in the library. */
export async function deleteProject(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(projects).where(eq(projects.id, id)).returning({ title: projects.title });
  return row?.title ?? null;
}

export function moveProject(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, projects, id, direction);
}
