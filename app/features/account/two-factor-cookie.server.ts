import { createCookie } from "react-router";
import { z } from "zod";

import { cookieSigningSecret } from "~/features/toast/toast.server";
import { getConfig } from "~/utils/env.server";

// Between the password and the second factor: a signed cookie carrying the random token of a pending
// sign-in kept on the server (app/models/pending-sign-ins.server.ts, decision 144), and where to go after.
// It is no session: it opens nothing but the second step, and the server ends it after a success or
// after its last try.
export const TWO_FACTOR_COOKIE = "admin_2fa";
/** How long the second step may take after the password (the pending sign-in's lifetime too). */
export const TWO_FACTOR_STEP_MS = 5 * 60 * 1000;

const cookieSchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/),
  redirectTo: z.string().max(2048),
});
export type PendingSignInCookie = z.infer<typeof cookieSchema>;

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

export function pendingSignInCookie(pending: PendingSignInCookie): Promise<string> {
  return cookie().serialize(pending);
}

export function clearedPendingSignInCookie(): Promise<string> {
  return cookie().serialize("", { maxAge: 0 });
}

/** The pending sign-in's token and destination, if the cookie is ours (signed); the server says if it is live. */
export async function readPendingSignInCookie(request: Request): Promise<PendingSignInCookie | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(`${TWO_FACTOR_COOKIE}=`)) return null;
  const parsed = cookieSchema.safeParse(
    await cookie()
      .parse(header)
      .catch(() => null),
  );
  return parsed.success ? parsed.data : null;
}
