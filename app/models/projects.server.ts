import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { projects } from "~/db/schema";
import type { ProjectInput } from "~/utils/project-schema";
import { resolveImageChoice, setMediaAlt, type ImageChoice } from "./media.server";
import { inTransaction, moveRow, nextPosition, type MoveDirection } from "./ordering.server";

export type Project = typeof projects.$inferSelect;

export function listProjects(db: Db): Promise<Project[]> {
  return db.select().from(projects).orderBy(asc(projects.position), asc(projects.createdAt), asc(projects.id));
}

export async function getProject(db: Db, id: string): Promise<Project | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

/** The image's alt text is the library's (decision 089): the editor's alt field edits the chosen file's. */
export function createProject(db: Db, input: ProjectInput, image: ImageChoice): Promise<string> {
  return inTransaction(db, async (tx) => {
    const { imageAlt, ...fields } = input;
    const imageMediaId = await resolveImageChoice(tx, image);
    await setMediaAlt(tx, imageMediaId, imageAlt);
    const [row] = await tx
      .insert(projects)
      .values({ ...fields, imageMediaId, position: await nextPosition(tx, projects) })
      .returning({ id: projects.id });
    return row!.id;
  });
}

/** Updates the fields, the image when another is chosen (the old one stays in the library) and its alt text. */
export function updateProject(db: Db, id: string, input: ProjectInput, image: ImageChoice | null): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const { imageAlt, ...fields } = input;
    const [current] = await tx.select({ imageMediaId: projects.imageMediaId }).from(projects).where(eq(projects.id, id)).for("update");
    if (!current) return false;
    const imageMediaId = image ? await resolveImageChoice(tx, image) : current.imageMediaId;
    await setMediaAlt(tx, imageMediaId, imageAlt);
    await tx.update(projects).set({ ...fields, imageMediaId, updatedAt: new Date() }).where(eq(projects.id, id));
    return true;
  });
}

/** Returns the deleted project's title, or null when there was none. Its image stays in the library. */
export async function deleteProject(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(projects).where(eq(projects.id, id)).returning({ title: projects.title });
  return row?.title ?? null;
}

export function moveProject(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, projects, id, direction);
}
