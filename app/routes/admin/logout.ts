import { redirect } from "react-router";
import { recordAudit } from "~/utils/audit.server";
import { clearedSessionCookie, getAdmin, getSessionToken } from "~/utils/auth.server";
import { getDb } from "~/utils/runtime.server";
import { deleteSession } from "~/utils/session.server";
import type { Route } from "./+types/logout";

/** Signing out needs no valid session (an expired one still gets its cookie cleared), so no guard here. */
export async function action({ request }: Route.ActionArgs) {
  const db = getDb();
  const admin = await getAdmin(request);
  const token = getSessionToken(request);
  if (token && token.length <= 100) await deleteSession(db, token);
  if (admin) await recordAudit(db, { actor: { userId: admin.userId, email: admin.email }, action: "logout", entity: "session" });
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

export function loader() {
  return redirect("/admin/login");
}
