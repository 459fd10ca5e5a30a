import { randomUUID } from "node:crypto";

import { createCookie, redirect } from "react-router";

import { getConfig } from "~/utils/env.server";

import { type Toast, toastSchema } from "./toast";

/** The one-time message a redirect leaves for the next page (a personal cookie: see server/page-cache.ts). */
export const TOAST_COOKIE = "flash_toast";
/** Long enough to survive the redirect; the next page clears it. */
export const TOAST_MAX_AGE_SECONDS = 60;

// Set once at start-up from the database's server secret (server/app.ts); kept on globalThis, like the
// configuration, so the server's and the route modules' copies of this file see the same key.
const holder = globalThis as typeof globalThis & { __toastSecret?: string };

/** The key that signs flash toasts, so a visitor cannot plant a message in the site's voice. */
export function setToastSecret(secret: Buffer): void {
  holder.__toastSecret = secret.toString("base64");
}

/** The server's cookie-signing key, for this and the other signed cookies (the sign-in's second step). */
export function cookieSigningSecret(): string {
  const secret = holder.__toastSecret;
  if (!secret) throw new Error("the flash-toast key is not set (the server calls setToastSecret at start-up)");
  return secret;
}

function toastCookie() {
  const secret = cookieSigningSecret();
  return createCookie(TOAST_COOKIE, {
    secrets: [secret],
    path: getConfig().BASE_PATH,
    httpOnly: true,
    sameSite: "lax",
    maxAge: TOAST_MAX_AGE_SECONDS,
    secure: getConfig().origin.startsWith("https:"),
  });
}

/** A Set-Cookie value that makes the next page show `toast` once (for redirects after a POST). */
export async function flashToast(toast: Omit<Toast, "id">): Promise<string> {
  return toastCookie().serialize({ ...toast, id: randomUUID() });
}

export async function redirectWithToast(url: string, toast: Omit<Toast, "id">, init?: ResponseInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await flashToast(toast));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the flash toast; `headers` must go on the response. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = toastCookie();
  const header = request.headers.get("cookie");
  if (!header?.includes(`${TOAST_COOKIE}=`)) return { toast: null, headers: null };
  // A cookie whose signature does not match parses as false: cleared, never shown.
  const raw: unknown = await cookie.parse(header);
  const parsed = toastSchema.safeParse(raw);
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
