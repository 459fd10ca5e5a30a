import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { projects } from "~/db/schema";
import type { ProjectInput } from "~/utils/project-schema";
import type { PreparedUpload } from "~/utils/uploads.server";
import { insertPreparedUpload, deleteMedia } from "./media.server";
import { inTransaction, moveRow, nextPosition, type MoveDirection } from "./ordering.server";

export type Project = typeof projects.$inferSelect;

export function listProjects(db: Db): Promise<Project[]> {
  return db.select().from(projects).orderBy(asc(projects.position), asc(projects.createdAt), asc(projects.id));
}

export async function getProject(db: Db, id: string): Promise<Project | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

export function createProject(db: Db, input: ProjectInput, image: PreparedUpload): Promise<string> {
  return inTransaction(db, async (tx) => {
    const imageMediaId = await insertPreparedUpload(tx, image);
    const [row] = await tx
      .insert(projects)
      .values({ ...input, imageMediaId, position: await nextPosition(tx, projects) })
      .returning({ id: projects.id });
    return row!.id;
  });
}

/** Updates the fields, and the image when a new one is given (the old image is deleted). */
export function updateProject(db: Db, id: string, input: ProjectInput, image: PreparedUpload | null): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select({ imageMediaId: projects.imageMediaId }).from(projects).where(eq(projects.id, id)).for("update");
    if (!current) return false;
    const imageMediaId = image ? await insertPreparedUpload(tx, image) : current.imageMediaId;
    await tx.update(projects).set({ ...input, imageMediaId, updatedAt: new Date() }).where(eq(projects.id, id));
    if (image) await deleteMedia(tx, [current.imageMediaId]);
    return true;
  });
}

/** Returns the deleted project's title, or null when there was none. */
export function deleteProject(db: Db, id: string): Promise<string | null> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.delete(projects).where(eq(projects.id, id)).returning({ title: projects.title, imageMediaId: projects.imageMediaId });
    if (!row) return null;
    await deleteMedia(tx, [row.imageMediaId]);
    return row.title;
  });
}

export function moveProject(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, projects, id, direction);
}
