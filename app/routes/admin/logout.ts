import { redirect } from "react-router";
import { clearedSessionCookie, getSessionToken } from "~/utils/auth.server";
import { getDb } from "~/utils/runtime.server";
import { deleteSession } from "~/utils/session.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const token = getSessionToken(request);
  if (token) await deleteSession(getDb(), token);
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

export function loader() {
  return redirect("/admin/login");
}
