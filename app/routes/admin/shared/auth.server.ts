import { data, redirect } from "react-router";

import { getDb } from "~/db/client.server";
import { clearedSessionCookie, getSessionToken } from "~/features/account/session-cookie.server";
import { can, type Permission } from "~/features/roles/roles";
import { permissionForPath } from "~/features/roles/route-permissions.server";
import { getSessionUser, type SessionUser } from "~/models/sessions.server";
import { isDataRequest } from "~/utils/data-request.server";
import { appPath } from "~/utils/site-url.server";

const requestPath = (request: Request) => appPath(new URL(request.url).pathname).replace(/\.data$/, "");

export async function getAdmin(request: Request): Promise<SessionUser | null> {
  const token = getSessionToken(request);
  return token ? getSessionUser(getDb(), token) : null;
}

/**
 * The guard every admin loader and action calls first. Without a valid session a page request is
 * redirected to the login page (keeping where it was going); an action or a client-side data
 * request gets 401 and no data. Signed in, the screen must be one the admin's role may use (decision
 * 180: the map in route-permissions.server.ts), or the answer is 403. `frame`: the admin layout only,
 * whose loader runs with every screen's and serves any signed-in admin; the screen checks its own.
 */
export async function requireAdmin(request: Request, { frame = false } = {}): Promise<SessionUser> {
  const admin = await getAdmin(request);
  if (admin) {
    if (admin.mustChangePassword) requireNewPassword(request);
    else if (admin.twoFactorRequired && !admin.twoFactorEnabled) requireEnrolment(request);
    if (!frame) requirePermission(admin, permissionForPath(requestPath(request)));
    return admin;
  }
  if ((request.method === "GET" || request.method === "HEAD") && !isDataRequest(request)) {
    const url = new URL(request.url);
    const target = `${appPath(url.pathname)}${url.search}`;
    const query = target === "/admin" ? "" : `?${new URLSearchParams({ redirectTo: target })}`;
    throw redirect(`/admin/login${query}`, { headers: { "Set-Cookie": clearedSessionCookie() } });
  }
  throw new Response("Unauthorized", { status: 401, headers: { "Set-Cookie": clearedSessionCookie() } });
}

/** Where an admin signed in with a temporary password chooses their own (decision 145). */
export const SET_PASSWORD_PATH = "/admin/set-password";

/**
 * A temporary password (set by another admin, the command line, or generated at first start): until
 * the admin has chosen their own, every admin page sends them to do so, and every write elsewhere is
 * refused with 403. This comes before the two-factor enrolment below.
 */
function requireNewPassword(request: Request): void {
  if (requestPath(request) === SET_PASSWORD_PATH) return;
  if (request.method === "GET" || request.method === "HEAD") throw redirect(SET_PASSWORD_PATH);
  throw new Response("Choose your own password first", { status: 403 });
}

/** Where an admin without two-factor sign-in is sent while the site requires it, and may still go. */
export const TWO_FACTOR_PATH = "/admin/settings/two-factor";

/**
 * "Require two-factor for all admins": until this admin has enrolled, every admin page sends them to
 * the enrolment page, and every write elsewhere is refused with 403.
 */
function requireEnrolment(request: Request): void {
  if (requestPath(request) === TWO_FACTOR_PATH) return;
  // Client-side navigations (data requests) follow a thrown redirect as well as a page load does.
  if (request.method === "GET" || request.method === "HEAD") throw redirect(TWO_FACTOR_PATH);
  throw new Response("Two-factor sign-in is required: set it up first", { status: 403 });
}

/** What a refused admin reads (the admin layout's error page shows it), in plain words. */
export const NOT_ALLOWED_MESSAGE = "Your role does not include this. An owner can change your role.";

/**
 * Refuses with 403 unless the admin's role has `permission` (decision 180); null (a path no screen is
 * known by) is refused to everyone. For a screen whose parts need different permissions, per intent.
 */
export function requirePermission(admin: SessionUser, permission: Permission | null): void {
  if (permission === null || !can(admin.role, permission)) throw data(NOT_ALLOWED_MESSAGE, { status: 403 });
}
