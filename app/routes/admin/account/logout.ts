import { redirect } from "react-router";

import { getDb } from "~/db/client.server";
import { clearedSessionCookie, getSessionToken } from "~/features/account/session-cookie.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { deleteSession } from "~/models/sessions.server";
import { getAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/logout";

/** Signing out needs no valid session (an expired one still gets its cookie cleared), so no guard here. */
export async function action({ request }: Route.ActionArgs) {
  const db = getDb();
  const admin = await getAdmin(request);
  const token = getSessionToken(request);
  if (token) await deleteSession(db, token);
  if (admin) await recordAudit(db, { actor: auditActor(admin), action: "logout", entity: "session" });
  // The browser also drops what it kept of the admin (cached responses, this origin's cookies).
  return redirect("/admin/login", {
    headers: { "Set-Cookie": clearedSessionCookie(), "Clear-Site-Data": '"cache", "cookies"' },
  });
}

export function loader() {
  return redirect("/admin/login");
}
