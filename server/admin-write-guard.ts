import type { RequestHandler } from "express";
import { getAdmin } from "~/utils/auth.server";
import type { Config } from "~/utils/env.server";

/**
 * A second line behind every action's `requireAdmin`: a signed-out write to the admin area is answered
 * 401 here, before routing. (Left to React Router, a page POST whose action refuses renders the route's
 * error boundary, and the layout loader that runs for it turns the refusal into a redirect.)
 */
export function adminWriteGuard(config: Config): RequestHandler {
  const admin = `${config.BASE_PATH}admin`;
  const open = new Set([`${admin}/login`, `${admin}/login.data`, `${admin}/logout`, `${admin}/logout.data`]);
  return (req, res, next) => {
    const path = req.path;
    const isAdmin = path === admin || path.startsWith(`${admin}/`) || path.startsWith(`${admin}.`);
    if (!isAdmin || req.method === "GET" || req.method === "HEAD" || open.has(path)) return next();
    const probe = new Request(`http://site.invalid${path}`, { headers: { cookie: req.headers.cookie ?? "" } });
    getAdmin(probe).then(
      (admin) => (admin ? next() : res.status(401).type("text/plain").send("Unauthorized")),
      next,
    );
  };
}
