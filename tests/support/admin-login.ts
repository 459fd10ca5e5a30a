import type { BrowserContext } from "playwright-core";

export const TEST_ADMIN = { email: "staff@example.test", password: "correct-horse-battery-staple" };

/** Env for startServer that creates TEST_ADMIN as the first admin. */
export const testAdminEnv = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };

/**
 * Signs in over HTTP (no clicking through the form) and returns the session cookie's value.
 * Browser tests of the login form itself drive the form instead.
 */
export async function loginOverHttp(baseUrl: string, credentials = TEST_ADMIN): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams(credentials),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("admin_session="));
  if (!cookie) throw new Error(`login failed with status ${response.status}`);
  return cookie.slice("admin_session=".length).split(";")[0]!;
}

export async function signInContext(context: BrowserContext, baseUrl: string, credentials = TEST_ADMIN): Promise<void> {
  await setSessionCookie(context, baseUrl, await loginOverHttp(baseUrl, credentials));
}

/** Gives a browser context a session made elsewhere (`loginOverHttp`'s value). */
export async function setSessionCookie(context: BrowserContext, baseUrl: string, value: string): Promise<void> {
  await context.addCookies([{ name: "admin_session", value, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
}
