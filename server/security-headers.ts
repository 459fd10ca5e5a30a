import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { Config } from "~/utils/env.server";

/**
 * Headers every response carries. Scripts run only with this response's nonce (no 'unsafe-inline');
 * inline styles stay allowed for the toast library and React's style props.
 */
export function securityHeaders(config: Config): RequestHandler {
  const dev = config.NODE_ENV === "development";
  const mediaPrefix = `${config.BASE_PATH}media/`;
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src 'self'${dev ? " ws: wss:" : ""}`,
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ];
    // Uploaded files get their own, stricter policy from the media route.
    if (!req.path.startsWith(mediaPrefix)) res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (config.origin.startsWith("https:")) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    next();
  };
}
