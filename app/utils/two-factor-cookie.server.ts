import { createCookie } from "react-router";
import { z } from "zod";

import { getConfig } from "./env.server";
import { cookieSigningSecret } from "./toast.server";

// Between the password and the second factor: a signed cookie naming the admin whose password was right,
// for five minutes. It is no session: it opens nothing but the second step, which is throttled like the
// first (decision 114).
export const TWO_FACTOR_COOKIE = "admin_2fa";
export const TWO_FACTOR_STEP_MS = 5 * 60 * 1000;

const pendingSchema = z.object({
  userId: z.uuid(),
  email: z.string().max(254),
  expiresAt: z.number(),
  redirectTo: z.string().max(2048),
});
export type PendingSignIn = z.infer<typeof pendingSchema>;

function cookie() {
  return createCookie(TWO_FACTOR_COOKIE, {
    secrets: [cookieSigningSecret()],
    path: getConfig().BASE_PATH,
    httpOnly: true,
    sameSite: "lax",
    maxAge: TWO_FACTOR_STEP_MS / 1000,
    secure: getConfig().origin.startsWith("https:"),
  });
}

export function pendingSignInCookie(pending: Omit<PendingSignIn, "expiresAt">, now = Date.now()): Promise<string> {
  return cookie().serialize({ ...pending, expiresAt: now + TWO_FACTOR_STEP_MS });
}

export function clearedPendingSignInCookie(): Promise<string> {
  return cookie().serialize("", { maxAge: 0 });
}

/** The sign-in waiting for its second factor, if the cookie is ours (signed) and not expired. */
export async function getPendingSignIn(request: Request, now = Date.now()): Promise<PendingSignIn | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(`${TWO_FACTOR_COOKIE}=`)) return null;
  const parsed = pendingSchema.safeParse(
    await cookie()
      .parse(header)
      .catch(() => null),
  );
  return parsed.success && parsed.data.expiresAt > now ? parsed.data : null;
}
