import type { RequestHandler } from "express";

/** Every method the site answers: pages and files (GET, HEAD) and forms (POST). */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

/**
 * Anything else (TRACE, PUT, PROPFIND, …) is a 405 with Allow, here, before it can reach a router
 * that would treat it as a fault.
 */
export const allowedMethods: RequestHandler = (req, res, next) => {
  if (allowed.has(req.method)) return next();
  res.setHeader("Allow", ALLOWED_METHODS.join(", "));
  res.status(405).type("text/plain").send("Method Not Allowed");
};
