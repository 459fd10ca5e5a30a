import { and, eq, gte, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { contactAcknowledgement, contactMessages } from "~/db/schema";
import { type AcknowledgementInput, DEFAULT_ACKNOWLEDGEMENT } from "~/features/inbox/acknowledgement";
import type { Locale } from "~/utils/locale";
import type { Translations } from "~/utils/translations";

import { updateVersioned, type VersionedUpdate } from "./optimistic-version.server";

// The acknowledgement email (decision 201): its one settings row, and the messages that are owed one.

export type AcknowledgementSettings = {
  enabled: boolean;
  body: string;
  translations: Translations;
  /** 0: never saved (off, the default text); a save at 0 creates the row, once. */
  version: number;
};

export async function getAcknowledgement(db: Db): Promise<AcknowledgementSettings> {
  const [row] = await db.select().from(contactAcknowledgement).where(eq(contactAcknowledgement.id, 1)).limit(1);
  if (!row) return { enabled: false, ...DEFAULT_ACKNOWLEDGEMENT, version: 0 };
  return { enabled: row.enabled, body: row.body, translations: row.translations, version: row.version };
}

/** Saves while the row is still at `version`, the one the form was loaded at (decision 080). */
export async function saveAcknowledgement(
  db: Db,
  version: number,
  input: AcknowledgementInput,
): Promise<VersionedUpdate> {
  if (version === 0) {
    const inserted = await db
      .insert(contactAcknowledgement)
      .values({ id: 1, ...input })
      .onConflictDoNothing()
      .returning({ version: contactAcknowledgement.version });
    return inserted[0] ? { ok: true, version: inserted[0].version } : { ok: false, reason: "stale", currentVersion: 1 };
  }
  return updateVersioned(db, contactAcknowledgement as never, "1", version, { ...input, updatedAt: new Date() });
}

/** What a stored message's `ack_status` starts as: "owed" if acknowledgements are on (read in the insert). */
export const ackStatusAtIntake = sql`(select case when ${contactAcknowledgement.enabled} then 'owed' end from ${contactAcknowledgement} where ${contactAcknowledgement.id} = 1)`;

export type OwedAcknowledgement = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Locale;
  createdAt: Date;
  attempts: number;
};

const owedColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  locale: contactMessages.locale,
  createdAt: contactMessages.createdAt,
  attempts: contactMessages.ackAttempts,
};

const stillOwed = and(eq(contactMessages.ackStatus, "owed"), eq(contactMessages.spam, false));

/** Owed acknowledgements, oldest first: not marked spam since, fewer than `maxAttempts` tries, since `since`. */
export function listOwedAcknowledgements(
  db: Db,
  { since, maxAttempts, limit }: { since: Date; maxAttempts: number; limit: number },
): Promise<OwedAcknowledgement[]> {
  return db
    .select(owedColumns)
    .from(contactMessages)
    .where(and(stillOwed, lt(contactMessages.ackAttempts, maxAttempts), gte(contactMessages.createdAt, since)))
    .orderBy(contactMessages.createdAt)
    .limit(limit);
}

/** Claims one attempt: adds 1 to the attempts only if nobody else has since, so two instances never both send. */
export async function claimAcknowledgement(db: Db, id: string, expectedAttempts: number): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ ackAttempts: sql`${contactMessages.ackAttempts} + 1` })
    .where(and(eq(contactMessages.id, id), stillOwed, eq(contactMessages.ackAttempts, expectedAttempts)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function markAcknowledged(db: Db, id: string): Promise<void> {
  await db.update(contactMessages).set({ ackStatus: "sent" }).where(eq(contactMessages.id, id));
}
