import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { getSessionUser, type SessionUser } from "~/models/sessions.server";
import { isDataRequest } from "~/utils/data-request.server";
import { clearedSessionCookie, getSessionToken } from "~/utils/session-cookie.server";
import { appPath } from "~/utils/site-url.server";

export async function getAdmin(request: Request): Promise<SessionUser | null> {
  const token = getSessionToken(request);
  return token ? getSessionUser(getDb(), token) : null;
}

/**
 * The guard every admin loader and action calls first. Without a valid session a page request is
 * redirected to the login page (keeping where it was going); an action or a client-side data
 * request gets 401 and no data.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  if ((request.method === "GET" || request.method === "HEAD") && !isDataRequest(request)) {
    const url = new URL(request.url);
    const target = `${appPath(url.pathname)}${url.search}`;
    const query = target === "/admin" ? "" : `?${new URLSearchParams({ redirectTo: target })}`;
    throw redirect(`/admin/login${query}`, { headers: { "Set-Cookie": clearedSessionCookie() } });
  }
  throw new Response("Unauthorized", { status: 401, headers: { "Set-Cookie": clearedSessionCookie() } });
}
