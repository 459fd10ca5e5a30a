import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { services } from "~/db/schema";
import { type ServiceInput, serviceTranslation } from "~/features/site-content/service-schema";

import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";
import { type MoveDirection, moveRow, nextPosition } from "./ordering.server";

export type Service = typeof services.$inferSelect;

/** The texts a service is translated in (decision 080): read for a locale, edited side by side, seeded. */
export const SERVICE_TEXT_FIELDS = serviceTranslation.fields satisfies readonly (keyof Service)[];

export function listServices(db: Db): Promise<Service[]> {
  return db.select().from(services).orderBy(asc(services.position), asc(services.createdAt), asc(services.id));
}

export async function getService(db: Db, id: string): Promise<Service | null> {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  return row ?? null;
}

export async function createService(db: Db, input: ServiceInput): Promise<string> {
  const [row] = await db
    .insert(services)
    .values({ ...input, position: await nextPosition(db, services) })
    .returning({ id: services.id });
  return row!.id;
}

/** Saves `input` only while the service is still at `version`, the one the form was loaded at. */
export function updateService(db: Db, id: string, version: number, input: ServiceInput): Promise<VersionedUpdate> {
  return updateVersioned(db, services, id, version, { ...input, updatedAt: new Date() });
}

/** Returns the deleted service's title, or null when there was none. */
export async function deleteService(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(services).where(eq(services.id, id)).returning({ title: services.title });
  return row?.title ?? null;
}

export function moveService(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, services, id, direction);
}
