import { getDb } from "~/db/client.server";
import { assigneeCondition, isUnsearchable, parseInboxQuery } from "~/features/inbox/inbox";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { requireRecentSignIn } from "~/routes/admin/shared/recent-sign-in.server";

import type { Route } from "./+types/inbox-export";
import { inboxCsv } from "./inbox-export.server";

/** The current search and filter of the inbox as a CSV download (all pages, newest first). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // Personal data leaves the site: a recent sign-in first (decision 143); the confirmation comes back here.
  await requireRecentSignIn(request, admin, { ip: context.clientIp });
  const params = new URL(request.url).searchParams;
  if (isUnsearchable(params)) throw new Response("Bad Request", { status: 400 });
  const { q, filter, status, assignee } = parseInboxQuery(params);
  const db = getDb();
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "exported",
    entity: "contact_message",
    details: { filter, status, byAssignee: assignee !== "anyone", searched: q !== "" },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inboxCsv(db, { q, filter, status, assigneeId: assigneeCondition(assignee, admin.userId) }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contact-requests-${day}.csv"`,
    },
  });
}
