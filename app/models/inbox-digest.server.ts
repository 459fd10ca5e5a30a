import { and, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { adminUsers, jobRuns } from "~/db/schema";

export const DIGEST_JOB = "unanswered-digest";

/** Whether an admin gets the daily digest of unanswered messages (decision 107). */
export async function getDigestOptIn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: adminUsers.unansweredDigest }).from(adminUsers).where(eq(adminUsers.id, userId));
  return row?.on ?? false;
}

export async function setDigestOptIn(db: Db, userId: string, on: boolean): Promise<void> {
  await db.update(adminUsers).set({ unansweredDigest: on }).where(eq(adminUsers.id, userId));
}

/** The addresses of the admins who opted in. */
export async function listDigestRecipients(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.unansweredDigest, true))
    .orderBy(adminUsers.email);
  return rows.map((row) => row.email);
}

/**
 * Claims the digest for `now`'s UTC day, once across all instances (the job_runs row, as for the
 * retention purge, decision 102): true for the one caller that inserted the row.
 */
export async function claimDigestDay(db: Db, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ name: DIGEST_JOB, day: now.toISOString().slice(0, 10), ranAt: now })
    .onConflictDoNothing()
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

/** Gives the day back (every mail of a run failed), so the next tick tries again. */
export async function releaseDigestDay(db: Db, now: Date): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.name, DIGEST_JOB), eq(jobRuns.day, now.toISOString().slice(0, 10))));
}
