import type { RequestHandler } from "express";

import type { Config } from "~/utils/env.server";
import { locales, localizePath } from "~/utils/locale";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence beside SameSite=Lax cookies: a state-changing request must come from a page of this
 * site, as its Origin (or, lacking that, its Referer) shows. Neither header means not a browser form
 * of ours, so it is refused too. `Origin: null` (a sandboxed frame, a data: URL, some redirects) is a
 * browser saying the origin is opaque: cross-site, never a reason to trust the Referer instead.
 */
export function originCheck(config: Config): RequestHandler {
  // RFC 8058 one-click unsubscribe: the mail provider POSTs from its own servers, with no Origin or
  // Referer. The request carries a signed link (the only thing that can unsubscribe), so a forged one
  // can do nothing. Each language has its own page ("/bn/newsletter/unsubscribe"), and a subscriber's
  // link points to the one they signed up in: every locale's path is exempt, read from the locale list.
  const oneClickUnsubscribe = new Set(
    locales.map((locale) => `${config.BASE_PATH}${localizePath("/newsletter/unsubscribe", locale).slice(1)}`),
  );
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.method === "POST" && oneClickUnsubscribe.has(req.path)) return next();
    const origin = req.get("origin");
    const claimed = origin !== undefined ? originOf(origin) : originOf(req.get("referer"));
    const own = new Set([config.origin, `${req.protocol}://${req.get("host")}`]);
    if (claimed && own.has(claimed)) return next();
    res.status(403).type("text/plain").send("Forbidden: this request did not come from this site.");
  };
}
