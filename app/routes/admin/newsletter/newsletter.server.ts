import type { Db } from "~/db/client.server";
import { deleteSubscriberSchema, type SubscriberStatusFilter } from "~/features/newsletter/newsletter-admin";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { deleteSubscriber, listAllSubscribers } from "~/models/newsletter.server";
import type { SessionUser } from "~/models/sessions.server";
import { CSV_BOM, csvRow } from "~/utils/csv";
import { formValues } from "~/utils/form-data";

/** The subscribers matching a search as a UTF-8 CSV file (BOM, header, formula-safe cells). */
export async function subscribersCsv(
  db: Db,
  filter: { q?: string; status?: SubscriberStatusFilter } = {},
): Promise<string> {
  const rows = await listAllSubscribers(db, filter);
  return (
    CSV_BOM +
    csvRow(["Subscribed (UTC)", "Email", "Source", "Status", "Confirmed (UTC)"]) +
    rows
      .map((row) =>
        csvRow([
          row.createdAt.toISOString(),
          row.email,
          row.source,
          row.confirmedAt ? "confirmed" : "pending",
          row.confirmedAt?.toISOString() ?? "",
        ]),
      )
      .join("")
  );
}

/**
 * Removes one subscriber, audited. Without `confirmed=yes` (no JavaScript, so no dialog) it answers with
 * the id to confirm in the page instead.
 */
export async function removeSubscriber(db: Db, admin: SessionUser, form: FormData, back: string) {
  const parsed = deleteSubscriberSchema.safeParse(formValues(form));
  if (!parsed.success) return redirectWithToast(back, { type: "error", message: "Failed to remove subscriber" });
  if (parsed.data.confirmed !== "yes") return { confirmDelete: parsed.data.id };
  const email = await deleteSubscriber(db, parsed.data.id);
  if (!email) return redirectWithToast(back, { type: "error", message: "That subscriber was already removed" });
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "deleted",
    entity: "newsletter_subscriber",
    entityId: parsed.data.id,
  });
  return redirectWithToast(back, { type: "success", message: "Subscriber removed" });
}
