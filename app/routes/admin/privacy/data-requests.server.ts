import type { Db } from "~/db/client.server";
import {
  dataRequestEmailSchema,
  describeCounts,
  eraseRequestSchema,
  NOTHING_STORED,
} from "~/features/privacy/data-requests";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import {
  collectPersonalData,
  countPersonalData,
  erasePersonalData,
  flushErasedData,
  isNothingStored,
} from "~/models/personal-data.server";
import type { SessionUser } from "~/models/sessions.server";
import { requireRecentSignIn } from "~/routes/admin/shared/recent-sign-in.server";
import { fieldErrors } from "~/utils/form";
import { formValues } from "~/utils/form-data";
import { logger } from "~/utils/logger.server";

export type Lookup =
  | { email: string; state: "empty" }
  | { email: string; state: "invalid"; error: string }
  | { email: string; state: "nothing" }
  | {
      email: string;
      state: "found";
      counts: ReturnType<typeof countPersonalData>;
      newsletter: "confirmed" | "pending" | null;
    };

/** What the screen shows for `?email=`: nothing asked yet, a bad address, nothing stored, or the counts. */
export async function lookUpAddress(db: Db, raw: string | null): Promise<Lookup> {
  const email = (raw ?? "").trim();
  if (!email) return { email, state: "empty" };
  const parsed = dataRequestEmailSchema.safeParse(email);
  if (!parsed.success)
    return {
      email,
      state: "invalid",
      error: fieldErrors<"email">(parsed.error).email ?? "Enter a valid email address",
    };
  const data = await collectPersonalData(db, parsed.data);
  const counts = countPersonalData(data);
  if (isNothingStored(counts)) return { email, state: "nothing" };
  const subscription = data.newsletterSubscriptions[0];
  return {
    email,
    state: "found",
    counts,
    newsletter: subscription ? (subscription.confirmedAt ? "confirmed" : "pending") : null,
  };
}

/** The JSON download of everything stored about an address (audited with the counts, not the address). */
export async function personalDataDownload(db: Db, admin: SessionUser, raw: string | null): Promise<Response> {
  const nothing = () =>
    new Response(NOTHING_STORED, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // Only valid addresses are ever stored, so for anything else too there is nothing to download.
  const parsed = dataRequestEmailSchema.safeParse((raw ?? "").trim());
  if (!parsed.success) return nothing();
  const data = await collectPersonalData(db, parsed.data);
  const counts = countPersonalData(data);
  if (isNothingStored(counts)) return nothing();
  await recordAudit(db, { actor: auditActor(admin), action: "exported", entity: "personal_data", details: counts });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Erases everything stored about an address, audited (counts only: the audit must not keep what was
 * erased). Without `confirmed=yes` (no JavaScript, so no dialog) it asks for the confirmation in the page.
 */
export async function eraseAddress(db: Db, admin: SessionUser, form: FormData, from: { request: Request; ip: string }) {
  const parsed = eraseRequestSchema.safeParse(formValues(form));
  if (!parsed.success)
    return redirectWithToast("/admin/data-requests", { type: "error", message: "Enter a valid email address" });
  const { email, confirmed } = parsed.data;
  const back = `/admin/data-requests?email=${encodeURIComponent(email)}`;
  if (confirmed !== "yes") return { confirmErase: email };
  // Erasure cannot be undone: a recent sign-in first (decision 143).
  const ask = await requireRecentSignIn(from.request, admin, { form, ip: from.ip });
  if (ask) return ask;
  const counts = await erasePersonalData(db, email);
  if (isNothingStored(counts)) return redirectWithToast(back, { type: "error", message: NOTHING_STORED });
  await recordAudit(db, { actor: auditActor(admin), action: "erased", entity: "personal_data", details: counts });
  // The erased text also leaves the database's files and live write-ahead log, as far as it allows.
  await flushErasedData(db, (message) => logger.warn(message));
  return redirectWithToast(back, { type: "success", message: `Erased ${describeCounts(counts)}` });
}
