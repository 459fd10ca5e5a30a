import { getConfig, loadedConfig } from "~/utils/env.server";

// The admin session as the browser holds it: a random token in an HttpOnly cookie. The session
// itself (its user, its expiry) is in the sessions table; see models/sessions.server.ts.

export const SESSION_COOKIE = "admin_session";
export const DEFAULT_SESSION_IDLE_MINUTES = 30;
export const DEFAULT_SESSION_MAX_HOURS = 12;

export type SessionLimits = { idleMs: number; maxAgeMs: number };

/** SESSION_IDLE_MINUTES and SESSION_MAX_HOURS (defaults 30 minutes and 12 hours). */
export function sessionLimits(): SessionLimits {
  const config = loadedConfig();
  return {
    idleMs: (config?.SESSION_IDLE_MINUTES ?? DEFAULT_SESSION_IDLE_MINUTES) * 60_000,
    maxAgeMs: (config?.SESSION_MAX_HOURS ?? DEFAULT_SESSION_MAX_HOURS) * 3_600_000,
  };
}
/** Tokens are 43 characters; anything much longer is not one of ours and is not looked up. */
const MAX_TOKEN_LENGTH = 100;

function cookieAttributes(maxAgeSeconds: number): string {
  const config = getConfig();
  const secure = config.origin.startsWith("https:") ? "; Secure" : "";
  return `Path=${config.BASE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; ${cookieAttributes(Math.floor(sessionLimits().maxAgeMs / 1000))}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(0)}`;
}

/** The session token in a Cookie header, if there is one of a plausible length. */
export function sessionTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === SESSION_COOKIE) {
      const token = decodeCookieValue(part.slice(index + 1).trim());
      return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
    }
  }
  return undefined;
}

/** A value that is not valid percent-encoding ("%E0%A4%A") is no value: a visitor's bad cookie is not our fault. */
function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function getSessionToken(request: Request): string | undefined {
  return sessionTokenFrom(request.headers.get("cookie"));
}
