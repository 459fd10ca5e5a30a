import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";

/** Unread, non-spam messages: the badge beside "Contact Requests" (served by contact_messages_unread_idx). */
export async function countUnreadMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(and(eq(contactMessages.spam, false), eq(contactMessages.read, false)));
  return row?.count ?? 0;
}
