import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { testimonials } from "~/db/schema";
import { type TestimonialInput, testimonialTranslation } from "~/features/site-content/testimonial-schema";

import { type ImageChoice, resolveImageChoice } from "./media.server";
import { type ImageSaveResult, updateVersionedWithImage } from "./optimistic-version.server";
import { inTransaction, type MoveDirection, moveRow, nextPosition } from "./ordering.server";

export type Testimonial = typeof testimonials.$inferSelect;

/** The texts a testimonial is translated in (decision 080); the name and company are proper names. */
export const TESTIMONIAL_TEXT_FIELDS = testimonialTranslation.fields satisfies readonly (keyof Testimonial)[];

export function listTestimonials(db: Db): Promise<Testimonial[]> {
  return db
    .select()
    .from(testimonials)
    .orderBy(asc(testimonials.position), asc(testimonials.createdAt), asc(testimonials.id));
}

export async function getTestimonial(db: Db, id: string): Promise<Testimonial | null> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

export function createTestimonial(db: Db, input: TestimonialInput, picture: ImageChoice): Promise<string> {
  return inTransaction(db, async (tx) => {
    const imageMediaId = await resolveImageChoice(tx, picture);
    const [row] = await tx
      .insert(testimonials)
      .values({ ...input, imageMediaId, position: await nextPosition(tx, testimonials) })
      .returning({ id: testimonials.id });
    return row!.id;
  });
}

/** Why a save was not applied: someone saved since the form was loaded, or the testimonial is gone. */
export type TestimonialSaveResult = ImageSaveResult;

/**
 * Updates the fields, and the picture when another is chosen (the old one stays in the library), only
 * while the testimonial is still at `version`, the one the form was loaded at.
 */
export function updateTestimonial(
  db: Db,
  id: string,
  version: number,
  input: TestimonialInput,
  picture: ImageChoice | null,
): Promise<TestimonialSaveResult> {
  const store = picture && ((tx: Db) => resolveImageChoice(tx, picture));
  return updateVersionedWithImage(db, testimonials, id, version, { column: "imageMediaId", store }, input);
}

/** Returns the deleted testimonial's author name, or null when there was none. The picture stays in the library. */
export async function deleteTestimonial(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ name: testimonials.name });
  return row?.name ?? null;
}

export function moveTestimonial(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, testimonials, id, direction);
}
