import type { IncomingMessage } from "node:http";

import type { RequestHandler } from "express";

import type { Config } from "~/utils/env.server";

/**
 * The Host a request was addressed to, lower-cased: behind a trusted proxy X-Forwarded-Host's first
 * value (the proxy's client chose it), otherwise the Host header.
 */
export function requestHost(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim() || req.headers.host;
  return value?.toLowerCase();
}

/**
 * The hosts this site answers as: PUBLIC_URL's (with and without its default port), or without it the
 * loopback names on PORT (and HOST when that is a specific interface). Only requests addressed to
 * one of these use the page cache; the pages themselves never take their URLs from the Host header
 * (they use the configured origin), so another Host cannot change what anyone is served.
 * See docs/decisions/110-host-header-and-origin.md.
 */
export function siteHosts(config: Config): Set<string> {
  const origin = new URL(config.origin);
  const hosts = new Set([origin.host.toLowerCase()]);
  if (!origin.port) hosts.add(`${origin.hostname.toLowerCase()}:${origin.protocol === "https:" ? 443 : 80}`);
  if (!config.PUBLIC_URL) {
    for (const name of ["localhost", "127.0.0.1", "[::1]"]) hosts.add(`${name}:${config.PORT}`);
  }
  return hosts;
}

export function isSiteHost(config: Config): (req: IncomingMessage) => boolean {
  const hosts = siteHosts(config);
  return (req) => {
    const host = requestHost(req, config.TRUST_PROXY);
    return host !== undefined && hosts.has(host);
  };
}

/** A Host that is not a host name at all ("a b", "x/y") is a bad request, not a crash further on. */
export function rejectMalformedHost(config: Config): RequestHandler {
  return (req, res, next) => {
    const host = requestHost(req, config.TRUST_PROXY);
    if (host === undefined || isHostSyntax(host)) return next();
    res.status(400).type("text/plain").send("Bad Request");
  };
}

function isHostSyntax(host: string): boolean {
  if (!/^[a-z0-9._~\-[\]:]+$/.test(host)) return false;
  try {
    return new URL(`http://${host}`).host !== "";
  } catch {
    return false;
  }
}
