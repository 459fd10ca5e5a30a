import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactInput } from "~/utils/contact-schema";
import type { LeadSource } from "~/utils/lead-source";
import { defaultLocale, type Locale } from "~/utils/locale";

import { ackStatusAtIntake } from "./contact-acknowledgement.server";

export type SpamVerdict = { spam: false } | { spam: true; reason: string };

/**
 * Stores a validated message, with the language of the page it was sent from; the returned id exists
 * once this resolves (the insert has committed).
 */
export async function createInboxMessage(
  db: Db,
  input: ContactInput,
  verdict: SpamVerdict,
  source?: LeadSource,
  locale: Locale = defaultLocale,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      spam: verdict.spam,
      spamReason: verdict.spam ? verdict.reason : null,
      ...source,
      locale,
      // Owed an acknowledgement if they are on (decision 201), read in the same statement; spam never is.
      ackStatus: verdict.spam ? null : ackStatusAtIntake,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned no row");
  return row;
}

export type NotifiableMessage = LeadSource & {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  notifyAttempts: number;
  locale: Locale;
};

const notifiableColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  notifyAttempts: contactMessages.notifyAttempts,
  locale: contactMessages.locale,
  landingPage: contactMessages.landingPage,
  utmSource: contactMessages.utmSource,
  utmMedium: contactMessages.utmMedium,
  utmCampaign: contactMessages.utmCampaign,
  utmTerm: contactMessages.utmTerm,
  utmContent: contactMessages.utmContent,
  referrerHost: contactMessages.referrerHost,
  sourcePage: contactMessages.sourcePage,
};

/**
 * Claims one notification attempt for a message: adds 1 to notify_attempts only if nobody else
 * has since (`expectedAttempts`), so two instances never both send the same attempt.
 */
export async function claimNotifyAttempt(
  db: Db,
  id: string,
  expectedAttempts: number,
): Promise<NotifiableMessage | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ notifyAttempts: sql`${contactMessages.notifyAttempts} + 1` })
    .where(
      and(
        eq(contactMessages.id, id),
        eq(contactMessages.spam, false),
        isNull(contactMessages.notifiedAt),
        eq(contactMessages.notifyAttempts, expectedAttempts),
      ),
    )
    .returning(notifiableColumns);
  return row;
}

export async function markNotified(db: Db, id: string, at = new Date()): Promise<void> {
  await db.update(contactMessages).set({ notifiedAt: at }).where(eq(contactMessages.id, id));
}

/** Genuine messages still waiting for their staff email, oldest first, no older than `since`. */
export async function listUnnotified(
  db: Db,
  { since, maxAttempts, limit }: { since: Date; maxAttempts: number; limit: number },
) {
  return db
    .select(notifiableColumns)
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.spam, false),
        isNull(contactMessages.notifiedAt),
        lt(contactMessages.notifyAttempts, maxAttempts),
        gte(contactMessages.createdAt, since),
      ),
    )
    .orderBy(contactMessages.createdAt)
    .limit(limit);
}
