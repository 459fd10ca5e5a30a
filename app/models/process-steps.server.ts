import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { processSteps } from "~/db/schema";
import { type ProcessStepInput, processStepTranslation } from "~/features/site-content/process-step-schema";
import { defaultLocale, type Locale } from "~/utils/locale";
import type { TextLangs } from "~/utils/translations";

import { localized } from "./localized-rows.server";
import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";
import { type MoveDirection, moveRow, nextPosition } from "./ordering.server";

// The Services page's process steps as staff edit them (decision 095); numbered by their order.

export type ProcessStep = typeof processSteps.$inferSelect;

/** The texts a step is translated in (decision 080). */
export const PROCESS_STEP_TEXT_FIELDS = processStepTranslation.fields satisfies readonly (keyof ProcessStep)[];

export function listProcessSteps(db: Db): Promise<ProcessStep[]> {
  return db
    .select()
    .from(processSteps)
    .orderBy(asc(processSteps.position), asc(processSteps.createdAt), asc(processSteps.id));
}

export async function getProcessStep(db: Db, id: string): Promise<ProcessStep | null> {
  const [row] = await db.select().from(processSteps).where(eq(processSteps.id, id)).limit(1);
  return row ?? null;
}

export async function createProcessStep(db: Db, input: ProcessStepInput): Promise<string> {
  const [row] = await db
    .insert(processSteps)
    .values({ ...input, position: await nextPosition(db, processSteps) })
    .returning({ id: processSteps.id });
  return row!.id;
}

export function updateProcessStep(
  db: Db,
  id: string,
  version: number,
  input: ProcessStepInput,
): Promise<VersionedUpdate> {
  return updateVersioned(db, processSteps, id, version, { ...input, updatedAt: new Date() });
}

/** Returns the deleted step's title, or null when there was none. */
export async function deleteProcessStep(db: Db, id: string): Promise<string | null> {
  const [row] = await db.delete(processSteps).where(eq(processSteps.id, id)).returning({ title: processSteps.title });
  return row?.title ?? null;
}

export function moveProcessStep(db: Db, id: string, direction: MoveDirection): Promise<boolean> {
  return moveRow(db, processSteps, id, direction);
}

// ---- Public read ----

export type PublicProcessStep = {
  id: string;
  title: string;
  description: string;
  icon: string;
  langs: TextLangs<(typeof PROCESS_STEP_TEXT_FIELDS)[number]>;
};

/** "Our Process" on /services, in the order staff set (the page numbers them). */
export async function listProcess(db: Db, locale: Locale = defaultLocale): Promise<PublicProcessStep[]> {
  const rows = await db
    .select({
      id: processSteps.id,
      title: processSteps.title,
      description: processSteps.description,
      icon: processSteps.icon,
      translations: processSteps.translations,
    })
    .from(processSteps)
    .orderBy(asc(processSteps.position), asc(processSteps.createdAt));
  return rows.map((row) => localized(row, locale, PROCESS_STEP_TEXT_FIELDS));
}
