import type { ServerResponse } from "node:http";

import type { RequestHandler } from "express";

import type { Config } from "~/utils/env.server";

import { isAdminPath } from "./page-cache";

const ADMIN_HEADERS: [string, string][] = [
  ["Cache-Control", "no-store"],
  ["X-Robots-Tag", "noindex"],
];

/**
 * Every response under {BASE_PATH}admin (pages, `.data` requests, errors, the login page, downloads)
 * is kept out of search engines and out of every cache. Set here, once, as the headers go out, so no
 * admin route can forget them and none that repeats them makes them appear twice.
 */
export function adminHeaders(config: Config): RequestHandler {
  return (req, res, next) => {
    if (isAdminPath(req.path, config.BASE_PATH)) {
      for (const [name, value] of ADMIN_HEADERS) res.setHeader(name, value);
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
        for (const [name, value] of ADMIN_HEADERS) this.setHeader(name, value);
        return writeHead.apply(this, args);
      } as typeof writeHead;
    }
    next();
  };
}
