import { eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import type { Db } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { generatePassword, hashPassword } from "./password.server";
import { appPath, getConfig, getDb } from "./runtime.server";
import { SESSION_MAX_AGE_MS, getSessionUser, type SessionUser } from "./session.server";

export const SESSION_COOKIE = "admin_session";
/** Set by the server on React Router's `.data` requests (client navigations), never trusted from outside. */
export const DATA_REQUEST_HEADER = "x-site-data-request";

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

function cookieAttributes(maxAgeSeconds: number): string {
  const config = getConfig();
  const secure = config.origin.startsWith("https:") ? "; Secure" : "";
  return `Path=${config.BASE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; ${cookieAttributes(Math.floor(SESSION_MAX_AGE_MS / 1000))}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(0)}`;
}

export function getSessionToken(request: Request): string | undefined {
  return readCookie(request, SESSION_COOKIE);
}

export async function getAdmin(request: Request): Promise<SessionUser | null> {
  const token = getSessionToken(request);
  if (!token || token.length > 100) return null;
  return getSessionUser(getDb(), token);
}

/**
 * The guard every admin loader and action calls first. Without a valid session a page request is
 * redirected to the login page (keeping where it was going); an action or a client-side data
 * request gets 401 and no data.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  const isPageRequest = request.method === "GET" && !request.headers.has(DATA_REQUEST_HEADER);
  if (isPageRequest) {
    const url = new URL(request.url);
    const target = `${appPath(url.pathname)}${url.search}`;
    const query = target === "/admin" ? "" : `?${new URLSearchParams({ redirectTo: target })}`;
    throw redirect(`/admin/login${query}`, { headers: { "Set-Cookie": clearedSessionCookie() } });
  }
  throw new Response("Unauthorized", { status: 401, headers: { "Set-Cookie": clearedSessionCookie() } });
}

/**
 * First start: ADMIN_EMAIL + ADMIN_PASSWORD when both are set, otherwise admin@example.com with a
 * random password that is printed once (and flagged, so the login page can say where to find it).
 */
export async function ensureBootstrapAdmin(
  db: Db,
  options: { email?: string; password?: string; print: (message: string) => void },
): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
  if (count > 0) return;
  const generated = !(options.email && options.password);
  const email = (generated ? "admin@example.com" : options.email!).toLowerCase();
  const password = generated ? generatePassword() : options.password!;
  const inserted = await db
    .insert(adminUsers)
    .values({ email, passwordHash: await hashPassword(password), passwordGenerated: generated })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  if (inserted.length === 0) return; // another instance created it first
  if (generated) {
    options.print(
      `First admin created: ${email} with password ${password}\n` +
        "This password is shown once; change it under Admin → Settings.",
    );
  } else {
    options.print(`First admin created from ADMIN_EMAIL: ${email}`);
  }
}

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}
