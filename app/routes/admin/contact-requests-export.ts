import { messagesCsv } from "~/models/inbox-csv.server";
import { recordAudit } from "~/utils/audit.server";
import { requireAdmin } from "~/utils/auth.server";
import { parseInboxQuery } from "~/utils/inbox";
import { getDb } from "~/utils/runtime.server";
import type { Route } from "./+types/contact-requests-export";

/** The current search and filter of the inbox as a CSV download (all pages, newest first). */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const { q, filter } = parseInboxQuery(new URL(request.url).searchParams);
  const db = getDb();
  await recordAudit(db, {
    actor: { userId: admin.userId, email: admin.email },
    action: "exported",
    entity: "contact_message",
    details: { filter, searched: q !== "" },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(messagesCsv(db, { q, filter }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contact-requests-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
