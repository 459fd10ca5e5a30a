import { randomUUID } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { getConfig } from "./env.server";
import { toastSchema, type Toast } from "./toast";

/** The one-time message a redirect leaves for the next page (a personal cookie: see server/page-cache.ts). */
export const TOAST_COOKIE = "flash_toast";

function toastCookie() {
  return createCookie(TOAST_COOKIE, {
    path: getConfig().BASE_PATH,
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
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
  const raw: unknown = await cookie.parse(request.headers.get("cookie"));
  if (raw === null || raw === undefined) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(raw);
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
