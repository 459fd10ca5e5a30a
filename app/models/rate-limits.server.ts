import { and, eq, gt, lt, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import type { Config } from "~/utils/env.server";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Fixed-window counter kept in the database, so every server instance shares it. One atomic
 * upsert per call: a window that has ended starts again at 1.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<RateLimitResult> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error("rate limit upsert returned no row");
  return {
    allowed: row.count <= limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/** A visitor form's submissions from one IP (each form counted apart): CONTACT_RATE_LIMIT per CONTACT_RATE_WINDOW_MINUTES. */
export function hitVisitorFormLimit(
  db: Db,
  form: "contact" | "newsletter",
  ip: string,
  config: Pick<Config, "CONTACT_RATE_LIMIT" | "CONTACT_RATE_WINDOW_MINUTES">,
): Promise<RateLimitResult> {
  return hitRateLimit(db, `${form}:${ip}`, config.CONTACT_RATE_LIMIT, config.CONTACT_RATE_WINDOW_MINUTES * 60_000);
}

/** Takes back one hit of a window still running (an attempt that turned out to be legitimate). */
export async function releaseRateLimitHit(db: Db, key: string, now = new Date()): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function purgeExpiredRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
