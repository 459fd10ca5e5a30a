import type { RequestHandler } from "express";

import type { Db } from "~/db/client.server";
import { sessionTokenFrom } from "~/features/account/session-cookie.server";
import { getSessionUser } from "~/models/sessions.server";
import type { Config } from "~/utils/env.server";

import { isAdminPath } from "./page-cache";

/**
 * A second line behind every action's `requireAdmin`: a signed-out write to the admin area is answered
 * 401 here, before routing. (Left to React Router, a page POST whose action refuses renders the route's
 * error boundary, and the layout loader that runs for it turns the refusal into a redirect.)
 */
export function adminWriteGuard(config: Config, db: Db): RequestHandler {
  const admin = `${config.BASE_PATH}admin`.toLowerCase();
  // Signed-out by nature: the login's two steps (the second reached only with its own signed cookie), logout,
  // and a passkey ceremony's options (a passwordless sign-in or the second step; registration checks the
  // session itself: decision 118). An invitation's link (decision 181) is checked by its own token.
  const invitation = `${admin}/invitation/`;
  const open = new Set(
    ["login", "login/two-factor", "logout", "passkeys/options"].flatMap((page) => [
      `${admin}/${page}`,
      `${admin}/${page}.data`,
    ]),
  );
  return (req, res, next) => {
    const path = req.path;
    if (
      !isAdminPath(path, config.BASE_PATH) ||
      req.method === "GET" ||
      req.method === "HEAD" ||
      open.has(path.toLowerCase()) ||
      (path.toLowerCase().startsWith(invitation) && !path.slice(invitation.length).includes("/"))
    )
      return next();
    const token = sessionTokenFrom(req.headers.cookie);
    const signedIn = token ? getSessionUser(db, token) : Promise.resolve(null);
    signedIn.then((user) => (user ? next() : res.status(401).type("text/plain").send("Unauthorized")), next);
  };
}
