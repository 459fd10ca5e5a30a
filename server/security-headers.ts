import { randomBytes } from "node:crypto";

import type { RequestHandler } from "express";

import type { Config } from "~/utils/env.server";

export type SecurityPolicy = {
  /**
   * The Content-Security-Policy letting only `scriptSources` ('nonce-…' or 'sha256-…' expressions)
   * run inline scripts: no 'unsafe-inline'. Inline styles stay allowed for the toast library and
   * React's style props.
   */
  csp(scriptSources: string[]): string;
  /** The other headers every response carries, as name/value pairs. */
  headers: [string, string][];
};

/**
 * Powerful features the site never uses, turned off for it and anything it could frame. Only names
 * browsers know (an unknown one, such as the retired interest-cohort, makes them warn), and never the
 * WebAuthn ones: staff sign in with passkeys.
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export function securityPolicy(config: Config): SecurityPolicy {
  const dev = config.NODE_ENV === "development";
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    // Nothing here is meant to be embedded by another site (uploaded files included).
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
  if (config.origin.startsWith("https:"))
    headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return {
    headers,
    csp: (scriptSources) =>
      [
        "default-src 'self'",
        ["script-src 'self'", ...scriptSources].join(" "),
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src 'self'${dev ? " ws: wss:" : ""}`,
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
  };
}

/** Sets the policy's headers on every response, with a fresh script nonce (`res.locals.cspNonce`). */
export function securityHeaders(policy: SecurityPolicy, config: Config): RequestHandler {
  const mediaPrefix = `${config.BASE_PATH}media/`;
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // Uploaded files get their own, stricter policy from the media route.
    if (!req.path.startsWith(mediaPrefix)) res.setHeader("Content-Security-Policy", policy.csp([`'nonce-${nonce}'`]));
    for (const [name, value] of policy.headers) res.setHeader(name, value);
    next();
  };
}
