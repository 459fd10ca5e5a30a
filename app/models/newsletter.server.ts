import type { Db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import type { NewsletterSource } from "~/utils/newsletter-fields";

/**
 * Adds a subscriber. The unique index on lower(email) makes a repeat (in any letter case) a no-op:
 * `created` says whether this call added the address.
 */
export async function subscribe(db: Db, email: string, source: NewsletterSource): Promise<{ created: boolean }> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, source })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { created: rows.length > 0 };
}
