import { getDb } from "~/db/client.server";
import { parseSubscriberQuery } from "~/features/newsletter/newsletter-admin";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { requireRecentSignIn } from "~/routes/admin/shared/recent-sign-in.server";

import type { Route } from "./+types/newsletter-export";
import { subscribersCsv } from "./newsletter.server";

/** The newsletter list (the current search) as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // Personal data leaves the site: a recent sign-in first (decision 143); the confirmation comes back here.
  await requireRecentSignIn(request, admin, { ip: context.clientIp });
  const { q, status } = parseSubscriberQuery(new URL(request.url).searchParams);
  const db = getDb();
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "exported",
    entity: "newsletter_subscriber",
    details: { searched: q !== "", status },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await subscribersCsv(db, { q, status }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-${day}.csv"`,
    },
  });
}
