import type { RequestHandler } from "express";
import type { Config } from "~/utils/env.server";

/**
 * Every response under {BASE_PATH}admin (pages, `.data` requests, errors, the login page) is kept out
 * of search engines and out of every cache, set here once so no admin route can forget it.
 */
export function adminHeaders(config: Config): RequestHandler {
  const admin = `${config.BASE_PATH}admin`;
  return (req, res, next) => {
    const path = req.path;
    if (path === admin || path.startsWith(`${admin}/`) || path.startsWith(`${admin}.`)) {
      res.setHeader("X-Robots-Tag", "noindex");
      res.setHeader("Cache-Control", "no-store");
    }
    next();
  };
}
