import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { testimonials } from "~/db/schema";
import type { TestimonialInput } from "~/utils/testimonial-schema";
import type { PreparedUpload } from "~/utils/uploads.server";
import { insertPreparedUpload, deleteMedia } from "./media.server";
import { inTransaction, moveRow, nextPosition, type MoveDirection } from "./ordering.server";

export type Testimonial = typeof testimonials.$inferSelect;

export function listTestimonials(db: Db): Promise<Testimonial[]> {
  return db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.createdAt), asc(testimonials.id));
}

export async function getTestimonial(db: Db, id: string): Promise<Testimonial | null> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

export function createTestimonial(db: Db, input: TestimonialInput, picture: PreparedUpload): Promise<string> {
  return inTransaction(db, async (tx) => {
    const imageMediaId = await insertPreparedUpload(tx, picture);
    const [row] = await tx
      .insert(testimonials)
      .values({ ...input, imageMediaId, position: await nextPosition(tx, testimonials) })
      .returning({ id: testimonials.id });
    return row!.id;
  });
}

/** Updates the fields, and the picture when a new one is given (the old picture is deleted). */
export function updateTestimonial(db: Db, id: string, input: TestimonialInput, picture: PreparedUpload | null): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ imageMediaId: testimonials.imageMediaId })
      .from(testimonials)
      .where(eq(testimonials.id, id))
      .for("update");
    if (!current) return false;
    const imageMediaId = picture ? await insertPreparedUpload(tx, picture) : current.imageMediaId;
    await tx.update(testimonials).set({ ...input, imageMediaId, updatedAt: new Date() }).where(eq(testimonials.id, id));
    if (picture) await deleteMedia(tx, [current.imageMediaId]);
    return true;
  });
}

/** Returns the deleted testimonial's author name, or null when there was none. */
export function deleteTestimonial(db: Db, id: string): Promise<string | null> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(testimonials)
      .where(eq(testimonials.id, id))
      .returning({ name: testimonials.name, imageMediaId: testimonials.imageMediaId });
    if (!row) return null;
    await deleteMedia(tx, [row.imageMediaId]);
    return row.name;
  });
}

export function moveTestimonial(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, testimonials, id, direction);
}
